import { billingAccountInput } from '@parkshare/shared/validation/owners';
import type { BillingAccountRow } from '../../db/schema/billing';
import { parseInput } from '../../lib/parse-input';
import { builder } from '../../schema/builder';
import { requireViewer } from '../../schema/context';
import { BankAccount } from './bank-accounts.graphql';
import { findOwnBankAccount } from './bank-accounts.service';
import {
  createBillingAccount,
  deleteBillingAccount,
  getBillingAccount,
  listBillingAccounts,
  setDefaultBillingAccount,
  updateBillingAccount,
} from './billing-accounts.service';
import { accountId, accountOwner } from './billing.policy';

export const BillingAccount = builder.objectRef<BillingAccountRow>('BillingAccount').implement({
  description: "Who an owner's invoices are made out to (a person or a company), and where the money goes.",
  fields: (t) => ({
    id: t.exposeID('id'),
    fullName: t.exposeString('fullName', { nullable: true }),
    companyName: t.exposeString('companyName', { nullable: true }),
    vatId: t.exposeString('vatId', { nullable: true, description: 'Polish NIP, 10 digits' }),
    street: t.exposeString('street', { nullable: true }),
    buildingNumber: t.exposeString('buildingNumber'),
    localNumber: t.exposeString('localNumber', { nullable: true }),
    postcode: t.exposeString('postcode', { description: 'NN-NNN' }),
    city: t.exposeString('city'),
    currency: t.exposeString('currency'),
    invoiceEmail: t.exposeString('invoiceEmail'),
    isMonthlyBilling: t.exposeBoolean('isMonthlyBilling'),
    wantsVatInvoice: t.exposeBoolean('wantsVatInvoice'),
    bankAccount: t.field({
      type: BankAccount,
      nullable: true,
      resolve: async (account, _args, { deps }) =>
        account.bankAccountId
          ? findOwnBankAccount(deps.db, { id: account.bankAccountId, userId: account.userId })
          : null,
    }),
    isDefault: t.exposeBoolean('isDefault', {
      description: 'Exactly one of the owner’s billing accounts is the default',
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
  }),
});

const BillingAccountInput = builder.inputType('BillingAccountInput', {
  fields: (t) => ({
    fullName: t.string(),
    companyName: t.string(),
    vatId: t.string({ description: 'Polish NIP; required when wantsVatInvoice' }),
    street: t.string(),
    buildingNumber: t.string(),
    localNumber: t.string(),
    postcode: t.string({ description: 'NN-NNN' }),
    city: t.string(),
    currency: t.string({ description: 'PLN (the default)' }),
    invoiceEmail: t.string(),
    isMonthlyBilling: t.boolean(),
    wantsVatInvoice: t.boolean(),
    bankAccountId: t.id({ description: "One of the caller's own bank accounts" }),
    isDefault: t.boolean({ description: 'Make it the default; the first billing account always is' }),
  }),
});

builder.queryFields((t) => ({
  myBillingAccounts: t.field({
    type: [BillingAccount],
    description: "The signed-in user's billing accounts, the default first, then newest first.",
    authScopes: { authenticated: true },
    resolve: async (_root, _args, context) =>
      listBillingAccounts({ deps: context.deps, userId: accountOwner(await requireViewer(context)) }),
  }),
  billingAccount: t.field({
    type: BillingAccount,
    description: "One of the signed-in user's billing accounts; NOT_FOUND otherwise.",
    authScopes: { authenticated: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, { id }, context) => {
      const userId = accountOwner(await requireViewer(context));
      return getBillingAccount({ deps: context.deps, userId, id: accountId(String(id)) });
    },
  }),
}));

builder.mutationFields((t) => ({
  createBillingAccount: t.field({
    type: BillingAccount,
    authScopes: { authenticated: true },
    args: { input: t.arg({ type: BillingAccountInput, required: true }) },
    resolve: async (_root, { input }, context) => {
      const parsed = parseInput(billingAccountInput, input);
      const userId = accountOwner(await requireViewer(context));
      return createBillingAccount({ deps: context.deps, userId, input: parsed });
    },
  }),
  updateBillingAccount: t.field({
    type: BillingAccount,
    description: 'Replaces the fields; isDefault false does not unset the default (choose another account instead).',
    authScopes: { authenticated: true },
    args: { id: t.arg.id({ required: true }), input: t.arg({ type: BillingAccountInput, required: true }) },
    resolve: async (_root, { id, input }, context) => {
      const parsed = parseInput(billingAccountInput, input);
      const userId = accountOwner(await requireViewer(context));
      return updateBillingAccount({ deps: context.deps, userId, id: accountId(String(id)), input: parsed });
    },
  }),
  setDefaultBillingAccount: t.field({
    type: BillingAccount,
    description: 'Makes this billing account the default; the previous default stops being one.',
    authScopes: { authenticated: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, { id }, context) => {
      const userId = accountOwner(await requireViewer(context));
      return setDefaultBillingAccount({ deps: context.deps, userId, id: accountId(String(id)) });
    },
  }),
  deleteBillingAccount: t.id({
    description:
      'Deletes a billing account and answers its id; if it was the default, the newest remaining one becomes it.',
    authScopes: { authenticated: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, { id }, context) => {
      const userId = accountOwner(await requireViewer(context));
      return (await deleteBillingAccount({ deps: context.deps, userId, id: accountId(String(id)) })).id;
    },
  }),
}));
