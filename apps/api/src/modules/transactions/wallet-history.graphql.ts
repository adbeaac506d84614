import { parsePageArgs } from '../../lib/page';
import { builder } from '../../schema/builder';
import { requireViewer } from '../../schema/context';
import { pageArgs, pageOf } from '../../schema/page';
import { TransactionStatusEnum } from './transactions.graphql';
import { WALLET_MOVEMENT_KINDS, walletHistory, type WalletMovement } from './wallet-history.service';

const WalletMovementKindEnum = builder.enumType('WalletMovementKind', {
  description:
    'deposit (a top-up), payment (from the balance), refund, refund_to_balance (a refund the BLIK / bank account ' +
    'that paid did not take, credited to the balance), earning (a stay at your parking, before commission), ' +
    'commission, withdrawal (a payout), fee (of a payout), withdrawal_returned and fee_returned (a failed payout), ' +
    "earning_reversed and commission_returned (a refund granted on a support ticket at the owner's cost)",
  values: WALLET_MOVEMENT_KINDS,
});

const WalletMovement = builder.objectRef<WalletMovement>('WalletMovement').implement({
  description:
    "One movement of the user's balance, read from the ledger. The amounts of all movements sum to the balance.",
  fields: (t) => ({
    id: t.exposeID('id'),
    kind: t.expose('kind', { type: WalletMovementKindEnum }),
    amount: t.exposeInt('amount', {
      description: 'Grosze, signed: positive added to the balance, negative took from it',
    }),
    currency: t.string({ resolve: () => 'PLN' }),
    status: t.expose('status', {
      type: TransactionStatusEnum,
      description:
        'A payout not yet sent is pending, a failed one failed (its money comes back as withdrawal_returned)',
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    orderId: t.exposeID('orderId', { nullable: true }),
    orderNumber: t.exposeString('orderNumber', {
      nullable: true,
      description: 'The order that caused it, PS/YYYY/MM/NNNNNN',
    }),
    paymentId: t.exposeID('paymentId', { nullable: true }),
    payoutId: t.exposeID('payoutId', { nullable: true }),
    reservationId: t.exposeID('reservationId', {
      nullable: true,
      description: 'The reservation paid for, refunded or earned from',
    }),
    ticketId: t.exposeID('ticketId', {
      nullable: true,
      description: 'The support ticket a refund or an earning reversal was granted on',
    }),
    ticketNumber: t.exposeString('ticketNumber', { nullable: true, description: 'That ticket\'s number, "482-913"' }),
  }),
});

const WalletMovementPage = pageOf('WalletMovement', WalletMovement);

builder.queryFields((t) => ({
  myWalletHistory: t.field({
    type: WalletMovementPage,
    description:
      "Every movement of the signed-in user's balance, newest first, from the ledger (payments by BLIK or transfer never touch the balance and are not here: see myPayments).",
    authScopes: { authenticated: true },
    args: pageArgs(t.arg),
    resolve: async (_root, args, context) =>
      walletHistory(context.deps.db, { userId: (await requireViewer(context)).user.id, page: parsePageArgs(args) }),
  }),
}));
