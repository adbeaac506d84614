import { MAX_PAYMENT_ATTEMPTS_PER_ORDER } from '@parkshare/shared/validation/limits';
import { formatMessage } from '@parkshare/shared/validation/messages';
import type { PayOrderData } from '@parkshare/shared/validation/payments';
import { and, eq, ne } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import { orders } from '../../db/schema/orders';
import { blikAliases, payments, type PaymentRow } from '../../db/schema/payments';
import { requireRoom } from '../../lib/bounds';
import { fieldError, notFound } from '../../lib/errors';
import { isUuid } from '../../lib/tokens';
import type { SpotStateEvent } from '../../lib/spot-events';
import type { Tx } from '../../db/transaction';
import { openTransaction } from '../transactions/transaction-writes';
import { settle } from './settle';
import { findPayment } from './payments.service';

// The database half of payOrder (pay-order.ts), inside its transaction: check the order can be paid by this method,
// write the payment and its pending transaction; the wallet pays and settles at once.

export interface Started {
  payment: PaymentRow;
  /** A wallet payment that settled a reservation: its spot events, published after commit. */
  spotEvents?: SpotStateEvent[];
  /** Set when the gateway still has to be asked (a new BLIK, BLIK without code or online payment). */
  gateway?: { aliasKey: string | undefined; description: string };
}

export async function startPayment(tx: Tx, deps: AppDeps, userId: string, input: PayOrderData): Promise<Started> {
  if (!isUuid(input.orderId)) throw notFound();
  const [order] = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.id, input.orderId), eq(orders.userId, userId)))
    .for('update');
  if (!order) throw notFound();
  if (order.status === 'canceled') throw fieldError('orderId', formatMessage('orderNotPayable'));
  if (order.status !== 'placed') throw fieldError('orderId', formatMessage('orderAlreadyPaid'));
  const [live] = await tx
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.orderId, order.id), ne(payments.status, 'failed')))
    .limit(1);
  if (live) throw fieldError('orderId', formatMessage('orderBeingPaid'));
  // Every attempt stays listed on the order (Order.payments): the list is bounded by refusing more attempts.
  await requireRoom(tx, {
    table: payments,
    where: eq(payments.orderId, order.id),
    max: MAX_PAYMENT_ATTEMPTS_PER_ORDER,
    field: 'orderId',
    message: 'tooManyPaymentAttempts',
  });
  if (input.method === 'wallet' && order.product === 'top_up') {
    throw fieldError('method', formatMessage('walletNotForTopUp'));
  }

  let aliasKey: string | undefined;
  let blikAliasId: string | null = null;
  const now = new Date();
  if (input.method === 'blik_alias') {
    const id = input.blikAliasId?.trim() ?? '';
    const [alias] = isUuid(id)
      ? await tx
          .select()
          .from(blikAliases)
          .where(and(eq(blikAliases.id, id), eq(blikAliases.userId, userId)))
      : [];
    if (!alias) throw fieldError('blikAliasId', formatMessage('blikAliasRequired'));
    if (alias.expiresAt <= now) throw fieldError('blikAliasId', formatMessage('blikAliasExpired'));
    aliasKey = alias.providerAlias;
    blikAliasId = alias.id;
  }

  const wallet = input.method === 'wallet';
  const [payment] = await tx
    .insert(payments)
    .values({
      orderId: order.id,
      userId,
      amount: order.grossAmount,
      currency: order.currency,
      method: input.method,
      status: 'pending',
      provider: wallet ? 'wallet' : deps.config.paymentProvider,
      blikAliasId,
      saveBlikAlias: input.method === 'blik' && input.saveBlikAlias === true,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  if (!payment) throw new Error('payment insert failed');
  await openTransaction(tx, {
    userId,
    billingAccountId: order.billingAccountId,
    type: order.product === 'top_up' ? 'deposit' : 'payment',
    amount: order.grossAmount,
    currency: order.currency,
    orderId: order.id,
    paymentId: payment.id,
    reservationId: order.reservationId,
    createdAt: now,
    updatedAt: now,
  });
  if (wallet) {
    // The wallet pays at once: the purchase entry takes from the locked wallet (a too-low balance fails on `method`).
    const spotEvents = await settle(tx, payment, order, {}, now);
    return { payment: await findPayment(tx, payment.id, userId), spotEvents };
  }
  return { payment, gateway: { aliasKey, description: `Parkshare ${order.number}` } };
}
