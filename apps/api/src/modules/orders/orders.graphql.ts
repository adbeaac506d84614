import { ORDER_STATUSES, PRODUCTS } from '@parkshare/shared/payments/status';
import { topUpInput } from '@parkshare/shared/validation/payments';
import { parseInput } from '../../lib/parse-input';
import { parsePageArgs } from '../../lib/page';
import { builder } from '../../schema/builder';
import { requireViewer } from '../../schema/context';
import { pageArgs, pageOf } from '../../schema/page';
import { createTopUp, findOwnOrder, listOrders } from './orders.service';
import { Order } from './orders.refs';

// Orders (issue 4): what a user bought, with its number, VAT split and status; createTopUp places a top-up.

export const OrderStatusEnum = builder.enumType('OrderStatus', {
  description: 'placed → paid → fulfilled → completed, or canceled',
  values: ORDER_STATUSES,
});

export const ProductEnum = builder.enumType('Product', {
  description: 'What an order sells: a wallet top-up, a reservation or its extension',
  values: PRODUCTS,
});

Order.implement({
  description: 'Something a user bought. Amounts are integer grosze; prices are gross, VAT split on the line total.',
  fields: (t) => ({
    id: t.exposeID('id'),
    number: t.exposeString('number', { description: 'PS/YYYY/MM/NNNNNN, sequential per Warsaw month' }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    status: t.expose('status', { type: OrderStatusEnum }),
    product: t.expose('product', { type: ProductEnum }),
    quantity: t.exposeInt('quantity'),
    unitGross: t.exposeInt('unitGross'),
    netAmount: t.exposeInt('netAmount'),
    vatAmount: t.exposeInt('vatAmount'),
    grossAmount: t.exposeInt('grossAmount'),
    vatRate: t.exposeInt('vatRate', { nullable: true, description: 'Percent; null outside VAT (top-ups)' }),
    total: t.int({ description: 'What the buyer pays: the gross amount', resolve: (order) => order.grossAmount }),
    currency: t.exposeString('currency'),
    billingAccountId: t.exposeID('billingAccountId', {
      nullable: true,
      description: 'Null once the billing account is deleted',
    }),
    reservationId: t.exposeID('reservationId', {
      nullable: true,
      description:
        'The reservation a reservation or extension order pays for (reservation(id)); null for other products',
    }),
  }),
});

const CreateTopUpInput = builder.inputType('CreateTopUpInput', {
  fields: (t) => ({
    billingAccountId: t.id(),
    amount: t.int({ description: 'Grosze' }),
    idempotencyKey: t.string({ description: 'Client-generated; a retry with the same key answers the first order' }),
  }),
});

const OrderPage = pageOf('Order', Order);

builder.queryFields((t) => ({
  myOrders: t.field({
    type: OrderPage,
    description: "The signed-in user's orders, newest first, a page at a time.",
    authScopes: { authenticated: true },
    args: pageArgs(t.arg),
    resolve: async (_root, args, context) =>
      listOrders(context.deps.db, { userId: (await requireViewer(context)).user.id, page: parsePageArgs(args) }),
  }),
  order: t.field({
    type: Order,
    description: "One of the signed-in user's orders; NOT_FOUND otherwise.",
    authScopes: { authenticated: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, { id }, context) =>
      findOwnOrder(context.deps.db, { id: String(id), userId: (await requireViewer(context)).user.id }),
  }),
}));

builder.mutationFields((t) => ({
  createTopUp: t.field({
    type: Order,
    description: 'Places a wallet top-up order for one of your billing accounts; pay it with payOrder.',
    authScopes: { authenticated: true },
    args: { input: t.arg({ type: CreateTopUpInput, required: true }) },
    resolve: async (_root, { input }, context) => {
      const userId = (await requireViewer(context)).user.id;
      const parsed = parseInput(topUpInput(context.deps.config.maxTopUp), input);
      return createTopUp(context.deps.db, { userId, input: parsed });
    },
  }),
}));
