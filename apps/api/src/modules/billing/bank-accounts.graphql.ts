import { BANK_ACCOUNT_STATUSES, bankAccountStatus } from '@parkshare/shared/payments/bank-account-status';
import { formatIban } from '@parkshare/shared/validation/iban';
import { bankAccountInput, rejectBankAccountInput } from '@parkshare/shared/validation/owners';
import type { BankAccountRow } from '../../db/schema/billing';
import { parseInput } from '../../lib/parse-input';
import { builder } from '../../schema/builder';
import { multilineText } from '../../schema/text-inputs';
import { requireViewer } from '../../schema/context';
import {
  createBankAccount,
  deleteBankAccount,
  listBankAccounts,
  rejectBankAccount,
  resubmitBankAccount,
  setDefaultBankAccount,
  verifyBankAccount,
} from './bank-accounts.service';
import { accountId, accountOwner } from './billing.policy';

export const BankAccountStatusEnum = builder.enumType('BankAccountStatus', {
  description: 'Where the verification of a bank account stands',
  values: BANK_ACCOUNT_STATUSES,
});

export const BankAccount = builder.objectRef<BankAccountRow>('BankAccount').implement({
  description: "An owner's Polish bank account, where payouts go.",
  fields: (t) => ({
    id: t.exposeID('id'),
    accountNumber: t.string({
      description: 'The IBAN in groups of four: "PL61 1090 1014 0000 0712 1981 2874"',
      resolve: (account) => formatIban(account.accountNumber),
    }),
    name: t.exposeString('name'),
    isVerified: t.exposeBoolean('isVerified', { description: 'Set by an admin (verifyBankAccount)' }),
    status: t.field({
      type: BankAccountStatusEnum,
      description:
        'pending (waiting for an admin), verified, or rejected (see rejectionReason; correct it to resubmit)',
      resolve: (account) => bankAccountStatus(account),
    }),
    rejectionReason: t.exposeString('rejectionReason', {
      nullable: true,
      description: "The admin's reason, when rejected",
    }),
    isDefault: t.exposeBoolean('isDefault', { description: 'Exactly one of the owner’s bank accounts is the default' }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
  }),
});

const BankAccountInput = builder.inputType('BankAccountInput', {
  fields: (t) => ({
    accountNumber: t.string({ description: 'Polish IBAN, with or without "PL" and spaces' }),
    name: t.string(),
    isDefault: t.boolean({ description: 'Make it the default; the first bank account always is' }),
  }),
});

builder.queryFields((t) => ({
  myBankAccounts: t.field({
    type: [BankAccount],
    description: "The signed-in user's bank accounts, the default first, then newest first.",
    authScopes: { authenticated: true },
    resolve: async (_root, _args, context) =>
      listBankAccounts({ deps: context.deps, userId: accountOwner(await requireViewer(context)) }),
  }),
}));

builder.mutationFields((t) => ({
  createBankAccount: t.field({
    type: BankAccount,
    authScopes: { authenticated: true },
    args: { input: t.arg({ type: BankAccountInput, required: true }) },
    resolve: async (_root, { input }, context) => {
      const parsed = parseInput(bankAccountInput, input);
      const userId = accountOwner(await requireViewer(context));
      return createBankAccount({ deps: context.deps, userId, input: parsed });
    },
  }),
  setDefaultBankAccount: t.field({
    type: BankAccount,
    description: 'Makes this bank account the default; the previous default stops being one.',
    authScopes: { authenticated: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, { id }, context) => {
      const userId = accountOwner(await requireViewer(context));
      return setDefaultBankAccount({ deps: context.deps, userId, id: accountId(String(id)) });
    },
  }),
  deleteBankAccount: t.id({
    description: 'Deletes a bank account and answers its id; billing accounts that used it are left without one.',
    authScopes: { authenticated: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, { id }, context) => {
      const userId = accountOwner(await requireViewer(context));
      return (await deleteBankAccount({ deps: context.deps, userId, id: accountId(String(id)) })).id;
    },
  }),
  resubmitBankAccount: t.field({
    type: BankAccount,
    description: 'Corrects a waiting or rejected bank account (number and name); it waits for verification again.',
    authScopes: { authenticated: true },
    args: { id: t.arg.id({ required: true }), input: t.arg({ type: BankAccountInput, required: true }) },
    resolve: async (_root, { id, input }, context) => {
      const parsed = parseInput(bankAccountInput, input);
      const userId = accountOwner(await requireViewer(context));
      return resubmitBankAccount({ deps: context.deps, userId, id: accountId(String(id)), input: parsed });
    },
  }),
  verifyBankAccount: t.field({
    type: BankAccount,
    description: 'Admin only: a waiting bank account becomes verified; its owner is e-mailed.',
    authScopes: { admin: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, { deps }) => verifyBankAccount({ deps, id: accountId(String(id)) }),
  }),
  rejectBankAccount: t.field({
    type: BankAccount,
    description: 'Admin only: refuses a waiting bank account with a reason its owner sees and receives by e-mail.',
    authScopes: { admin: true },
    args: { id: t.arg.id({ required: true }), reason: t.arg.string({ extensions: multilineText }) },
    resolve: (_root, { id, reason }, { deps }) => {
      const parsed = parseInput(rejectBankAccountInput, { reason });
      return rejectBankAccount({ deps, id: accountId(String(id)), reason: parsed.reason });
    },
  }),
}));
