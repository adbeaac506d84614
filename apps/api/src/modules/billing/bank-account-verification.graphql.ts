import type { BankAccountRow } from '../../db/schema/billing';
import { parsePageArgs } from '../../lib/page';
import { builder } from '../../schema/builder';
import { pageArgs, pageOf } from '../../schema/page';
import { findUserById } from '../users/users.service';
import { BankAccount } from './bank-accounts.graphql';
import { listBankAccountsAwaitingVerification } from './bank-accounts.service';
import { BillingAccount } from './billing-accounts.graphql';
import { listBillingAccounts } from './billing-accounts.service';

// The admin's queue of bank accounts waiting for verification (issue 13): each account with who holds it and
// the billing data they gave, so the admin can compare the holder's name with the invoices' one.

const BankAccountHolder = builder
  .objectRef<{ id: string; name: string; email: string }>('BankAccountHolder')
  .implement({
    fields: (t) => ({ id: t.exposeID('id'), name: t.exposeString('name'), email: t.exposeString('email') }),
  });

const BankAccountVerificationRequest = builder.objectRef<BankAccountRow>('BankAccountVerificationRequest').implement({
  description: 'A bank account waiting for verification, as the admin sees it',
  fields: (t) => ({
    id: t.exposeID('id', { description: "The bank account's id (verifyBankAccount, rejectBankAccount)" }),
    bankAccount: t.field({ type: BankAccount, resolve: (account) => account }),
    owner: t.field({
      type: BankAccountHolder,
      nullable: true,
      resolve: async (account, _args, { deps }) => {
        const owner = await findUserById({ deps, id: account.userId });
        return owner ? { id: owner.id, name: owner.name, email: owner.email } : null;
      },
    }),
    billingAccounts: t.field({
      type: [BillingAccount],
      description: "The owner's billing accounts, the default first",
      resolve: (account, _args, { deps }) => listBillingAccounts({ deps, userId: account.userId }),
    }),
  }),
});

const BankAccountVerificationRequestPage = pageOf(
  'BankAccountVerificationRequest',
  BankAccountVerificationRequest,
  'the longest waiting first',
);

builder.queryFields((t) => ({
  bankAccountsAwaitingVerification: t.field({
    type: BankAccountVerificationRequestPage,
    description: 'Admin: bank accounts waiting for verification, the longest waiting first, a page at a time.',
    authScopes: { admin: true },
    args: pageArgs(t.arg),
    resolve: (_root, args, { deps }) => listBankAccountsAwaitingVerification({ deps, page: parsePageArgs(args) }),
  }),
}));
