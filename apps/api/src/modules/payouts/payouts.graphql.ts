import { PAYOUT_KINDS, PAYOUT_STATUSES } from '@parkshare/shared/payments/status';
import { formatIban } from '@parkshare/shared/validation/iban';
import { requestPayoutInput } from '@parkshare/shared/validation/payments';
import type { PayoutRow } from '../../db/schema/payouts';
import { parseInput } from '../../lib/parse-input';
import { parsePageArgs } from '../../lib/page';
import { builder } from '../../schema/builder';
import { requireViewer } from '../../schema/context';
import { pageArgs, pageOf } from '../../schema/page';
import { BankAccount } from '../billing/bank-accounts.graphql';
import { payoutQuote, type PayoutQuote } from './payout-quote';
import { listPayouts } from './payouts.service';
import { requestPayout } from './request-payout';

export const PayoutStatusEnum = builder.enumType('PayoutStatus', {
  description:
    'pending (booked) → processing (at the gateway) → completed, or failed (money and fee back to the balance)',
  values: PAYOUT_STATUSES,
});

export const PayoutKindEnum = builder.enumType('PayoutKind', {
  description: "on_demand (asked for; the first of a month free, then 1 PLN) or monthly (last month's earnings, free)",
  values: PAYOUT_KINDS,
});

export const Payout = builder.objectRef<PayoutRow>('Payout').implement({
  description: 'Money sent from the balance to a bank account. Amounts are integer grosze.',
  fields: (t) => ({
    id: t.exposeID('id'),
    amount: t.exposeInt('amount', { description: 'What reaches the bank account' }),
    fee: t.exposeInt('fee', { description: 'Taken from the balance on top of the amount' }),
    currency: t.exposeString('currency'),
    status: t.expose('status', { type: PayoutStatusEnum }),
    kind: t.expose('kind', { type: PayoutKindEnum }),
    bankAccountId: t.exposeID('bankAccountId', {
      nullable: true,
      description: 'Null once the bank account is deleted',
    }),
    accountNumber: t.string({
      description: 'The IBAN the money went to, in groups of four',
      resolve: (payout) => formatIban(payout.accountNumber),
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    finishedAt: t.expose('finishedAt', { type: 'DateTime', nullable: true }),
    failureCode: t.exposeString('failureCode', { nullable: true, description: "The gateway's reason when it failed" }),
  }),
});

const AutomaticPayoutBlockerEnum = builder.enumType('AutomaticPayoutBlocker', {
  description:
    'What stops the automatic payout: no default bank account, one not verified yet or rejected, nothing to pay',
  values: ['no_bank_account', 'bank_account_pending', 'bank_account_rejected', 'balance_zero'] as const,
});

const AutomaticPayout = builder.objectRef<PayoutQuote['automaticPayout']>('AutomaticPayout').implement({
  description: "This month's earnings are paid out on their own by the 7th of the next month (SPEC §9).",
  fields: (t) => ({
    by: t.exposeString('by', { description: 'YYYY-MM-DD in Europe/Warsaw: the 7th of the next month' }),
    blockers: t.field({
      type: [AutomaticPayoutBlockerEnum],
      description: 'Empty when the payout will go to the verified default bank account',
      resolve: (payout) => payout.blockers,
    }),
  }),
});

const PayoutQuoteRef = builder.objectRef<PayoutQuote>('PayoutQuote').implement({
  description: 'What the withdraw dialog shows before confirming.',
  fields: (t) => ({
    fee: t.exposeInt('fee', { description: 'The fee of the next on-demand payout, grosze' }),
    maxAmount: t.exposeInt('maxAmount', {
      description: 'The most that can be withdrawn now: balance − fee, at least 0',
    }),
    defaultBankAccount: t.field({ type: BankAccount, nullable: true, resolve: (quote) => quote.defaultBankAccount }),
    freePayoutsLeft: t.exposeInt('freePayoutsLeft', {
      description: 'Free on-demand payouts left this month (Europe/Warsaw)',
    }),
    automaticPayout: t.field({ type: AutomaticPayout, resolve: (quote) => quote.automaticPayout }),
  }),
});

const RequestPayoutInput = builder.inputType('RequestPayoutInput', {
  fields: (t) => ({
    amount: t.int({ description: 'Grosze that reach the bank account; the fee is taken on top' }),
    bankAccountId: t.id({ description: 'One of your verified bank accounts' }),
    idempotencyKey: t.string({ description: 'Client-generated; a retry with the same key answers the first payout' }),
  }),
});

const PayoutPage = pageOf('Payout', Payout);

builder.queryFields((t) => ({
  myPayouts: t.field({
    type: PayoutPage,
    description: "The signed-in user's payouts, newest first, a page at a time.",
    authScopes: { authenticated: true },
    args: pageArgs(t.arg),
    resolve: async (_root, args, context) =>
      listPayouts(context.deps.db, { userId: (await requireViewer(context)).user.id, page: parsePageArgs(args) }),
  }),
  payoutQuote: t.field({
    type: PayoutQuoteRef,
    description: 'The fee and the largest amount of the next payout, and where it would go.',
    authScopes: { authenticated: true },
    resolve: async (_root, _args, context) => payoutQuote(context.deps.db, (await requireViewer(context)).user.id),
  }),
}));

builder.mutationFields((t) => ({
  requestPayout: t.field({
    type: Payout,
    description: 'Withdraws from the balance to one of your verified bank accounts (fee shown by payoutQuote).',
    authScopes: { authenticated: true },
    args: { input: t.arg({ type: RequestPayoutInput, required: true }) },
    resolve: async (_root, { input }, context) => {
      const userId = (await requireViewer(context)).user.id;
      return requestPayout(context.deps, { userId, input: parseInput(requestPayoutInput, input) });
    },
  }),
}));
