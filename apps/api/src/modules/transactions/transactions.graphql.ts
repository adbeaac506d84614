import { TRANSACTION_STATUSES, TRANSACTION_TYPES } from '@parkshare/shared/payments/status';
import type { TransactionRow } from '../../db/schema/ledger';
import { parsePageArgs } from '../../lib/page';
import { builder } from '../../schema/builder';
import { requireSelfOrAdmin, requireViewer } from '../../schema/context';
import { pageArgs, pageOf } from '../../schema/page';
import { User } from '../users/users.graphql';
import { balanceOf } from './balance.loader';
import { listTransactions } from './transactions.service';

export const TransactionTypeEnum = builder.enumType('TransactionType', {
  description: 'deposit (a top-up), payment (a purchase), withdrawal (a payout, its fee included)',
  values: TRANSACTION_TYPES,
});

export const TransactionStatusEnum = builder.enumType('TransactionStatus', {
  description: 'pending → completed, or failed / cancelled',
  values: TRANSACTION_STATUSES,
});

export const Transaction = builder.objectRef<TransactionRow>('Transaction').implement({
  description:
    'One movement of money in the user-facing history. Amounts are positive integer grosze; the type says which way.',
  fields: (t) => ({
    id: t.exposeID('id'),
    type: t.expose('type', { type: TransactionTypeEnum }),
    status: t.expose('status', { type: TransactionStatusEnum }),
    amount: t.exposeInt('amount', { description: 'Grosze; a withdrawal includes its fee (what left the balance)' }),
    currency: t.exposeString('currency'),
    billingId: t.exposeID('billingAccountId', {
      nullable: true,
      description: 'The billing account of the order, if any',
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
    processedAt: t.expose('processedAt', {
      type: 'DateTime',
      nullable: true,
      description: 'When it completed or failed',
    }),
    reservationId: t.exposeID('reservationId', { nullable: true }),
    orderId: t.exposeID('orderId', { nullable: true }),
    paymentId: t.exposeID('paymentId', { nullable: true }),
    payoutId: t.exposeID('payoutId', { nullable: true }),
  }),
});

const TransactionPage = pageOf('Transaction', Transaction);

// The user's money fields live with the module that owns the wallet (issue 14): users does not import transactions.
builder.objectFields(User, (t) => ({
  balance: t.int({
    description: "Balance in grosze: the sum of the user's wallet in the ledger",
    resolve: (user, _args, context) => balanceOf(context, user.id),
  }),
  currency: t.string({ resolve: () => 'PLN' }),
  transactions: t.field({
    type: TransactionPage,
    description: 'Their transactions, newest first, a page at a time (the user themselves or an admin).',
    args: pageArgs(t.arg),
    resolve: async (user, args, context) => {
      await requireSelfOrAdmin(context, user.id);
      return listTransactions(context.deps.db, { userId: user.id, page: parsePageArgs(args) });
    },
  }),
}));

builder.queryFields((t) => ({
  myTransactions: t.field({
    type: TransactionPage,
    description:
      "The signed-in user's transactions (one per payment or payout attempt), newest first, a page at a time.",
    authScopes: { authenticated: true },
    args: pageArgs(t.arg),
    resolve: async (_root, args, context) =>
      listTransactions(context.deps.db, { userId: (await requireViewer(context)).user.id, page: parsePageArgs(args) }),
  }),
}));
