import { PAYMENT_STATUSES } from '@parkshare/shared/payments/status';
import { payOrderInput, type PayOrderData } from '@parkshare/shared/validation/payments';
import type { BlikAliasRow, PaymentRow } from '../../db/schema/payments';
import { parseInput } from '../../lib/parse-input';
import { parsePageArgs } from '../../lib/page';
import { builder } from '../../schema/builder';
import { requireSelfOrAdmin, requireViewer } from '../../schema/context';
import { pageArgs, pageOf } from '../../schema/page';
import { Order } from '../orders/orders.refs';
import { loadPaymentRefunds } from '../refunds/refunds.loader';
import { Refund } from '../refunds/refunds.graphql';
import { User } from '../users/users.graphql';
import { deleteBlikAlias, listBlikAliases } from './blik-aliases.service';
import { paymentsOfOrder } from './order-payments.loader';
import { payOrder } from './pay-order';
import { listPayments, orderOfPayment, readPayment } from './payments.service';

// Payments (issue 4): payOrder with BLIK, BLIK without code, online redirect or the wallet; a payment's state;
// the user's saved BLIK entries. `Payment.order` and `Order.payments` join this type with the orders module's;
// `Payment.document` is added by the documents module.

export const PaymentMethod = builder.enumType('PaymentMethod', {
  description:
    'SPEC §9: BLIK code, BLIK without code (a saved shop), online redirect payment, the balance (product account)',
  values: {
    BLIK: { value: 'blik' },
    BLIK_ALIAS: { value: 'blik_alias' },
    ONLINE: { value: 'online' },
    WALLET: { value: 'wallet' },
  } as const,
});

export const PaymentStatus = builder.enumType('PaymentStatus', {
  description: 'pending → created → processing → succeeded | failed',
  values: PAYMENT_STATUSES,
});

export const Payment = builder.objectRef<PaymentRow>('Payment').implement({
  description: 'One attempt at paying an order.',
  fields: (t) => ({
    id: t.exposeID('id'),
    orderId: t.exposeID('orderId'),
    order: t.field({ type: Order, resolve: (payment, _args, { deps }) => orderOfPayment(deps.db, payment) }),
    amount: t.exposeInt('amount', { description: 'Grosze' }),
    currency: t.exposeString('currency'),
    status: t.field({ type: PaymentStatus, resolve: (payment) => payment.status }),
    method: t.field({ type: PaymentMethod, resolve: (payment) => payment.method }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
    finishedAt: t.expose('finishedAt', { type: 'DateTime', nullable: true }),
    failureCode: t.exposeString('failureCode', {
      nullable: true,
      description:
        'Why it failed: declined, expired, cancelled, already_used, timeout, rejected, alias_unknown, gateway_error, not_started',
    }),
    redirectUrl: t.string({
      nullable: true,
      description: "Online payments: the gateway's page to send the person to, while the payment waits for them",
      resolve: (payment) => (payment.status === 'pending' || payment.status === 'created' ? payment.redirectUrl : null),
    }),
    refunds: t.field({
      type: [Refund],
      description:
        'What was refunded of it, oldest first: back to the BLIK / bank account that paid, or to the balance ' +
        '(at most a handful: a cancellation, late payment or ticket refund each once)',
      resolve: (payment, _args, context) =>
        payment.status === 'succeeded' ? loadPaymentRefunds(context, payment.id) : [],
    }),
  }),
});

// An order's payments are declared here, with the module that owns them: orders does not import payments.
builder.objectField(Order, 'payments', (t) =>
  t.field({
    type: [Payment],
    description: 'Every attempt to pay this order, oldest first',
    resolve: (order, _args, context) => paymentsOfOrder(context, order),
  }),
);

export const BlikAlias = builder.objectRef<BlikAliasRow>('BlikAlias').implement({
  description: 'A shop saved in the bank app: BLIK without code.',
  fields: (t) => ({
    id: t.exposeID('id'),
    label: t.exposeString('label'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    expiresAt: t.expose('expiresAt', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
  }),
});

builder.objectField(User, 'blik', (t) =>
  t.field({
    type: [BlikAlias],
    description: 'Saved BLIK entries (BLIK without code) that have not expired, newest first',
    resolve: (user, _args, { deps }) => listBlikAliases(deps, user.id),
  }),
);

const PayOrderInput = builder.inputType('PayOrderInput', {
  fields: (t) => ({
    orderId: t.id(),
    method: t.field({ type: PaymentMethod }),
    blikCode: t.string({ description: 'BLIK: the 6-digit code from the bank app' }),
    blikAliasId: t.id({ description: 'BLIK without code: one of me.blik' }),
    saveBlikAlias: t.boolean({ description: 'BLIK: offer to save this shop in the bank app' }),
    acceptGatewayTerms: t.boolean({
      description:
        "BLIK: the payer ticked the gateway's terms on Parkshare's page; required when GET /api/config names payments.blikTerms",
    }),
    idempotencyKey: t.string({ description: 'Client-generated; a retry with the same key returns the first payment' }),
  }),
});

const PaymentPage = pageOf('Payment', Payment);

builder.queryFields((t) => ({
  payment: t.field({
    type: Payment,
    description:
      "One of the viewer's payments (NOT_FOUND otherwise); a payment waiting too long is asked about at the gateway.",
    authScopes: { authenticated: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, { id }, context) => {
      const viewer = await requireViewer(context);
      return readPayment({ deps: context.deps, id: String(id), userId: viewer.user.id });
    },
  }),
  myPayments: t.field({
    type: PaymentPage,
    description: "The viewer's payments, newest first, a page at a time.",
    authScopes: { authenticated: true },
    args: pageArgs(t.arg),
    resolve: async (_root, args, context) =>
      listPayments(context.deps.db, { userId: (await requireViewer(context)).user.id, page: parsePageArgs(args) }),
  }),
}));

builder.mutationFields((t) => ({
  payOrder: t.field({
    type: Payment,
    description:
      "Pays one of the viewer's placed orders; BLIK and online payments finish asynchronously (see status, redirectUrl).",
    authScopes: { authenticated: true },
    args: { input: t.arg({ type: PayOrderInput, required: true }) },
    resolve: async (_root, { input }, context) => {
      const viewer = await requireViewer(context);
      const parsed = parseInput(payOrderInput, input) as PayOrderData;
      return payOrder({
        deps: context.deps,
        userId: viewer.user.id,
        language: viewer.user.language,
        input: parsed,
        origin: context.meta.origin,
        payer: { email: viewer.user.email, ip: context.meta.ip, userAgent: context.meta.userAgent },
      });
    },
  }),
  deleteBlikAlias: t.id({
    description: 'Forgets a saved BLIK entry and answers its id.',
    authScopes: { authenticated: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, { id }, context) =>
      deleteBlikAlias(context.deps, { id: String(id), userId: (await requireViewer(context)).user.id }),
  }),
}));

builder.objectFields(User, (t) => ({
  payments: t.field({
    type: PaymentPage,
    description: 'Their payments, newest first, a page at a time (the user themselves or an admin).',
    args: pageArgs(t.arg),
    resolve: async (user, args, context) => {
      await requireSelfOrAdmin(context, user.id);
      return listPayments(context.deps.db, { userId: user.id, page: parsePageArgs(args) });
    },
  }),
}));
