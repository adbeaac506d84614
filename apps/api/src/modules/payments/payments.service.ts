import { MAX_PAYMENT_ATTEMPTS_PER_ORDER } from '@parkshare/shared/validation/limits';
import { formatMessage } from '@parkshare/shared/validation/messages';
import type { PayOrderData } from '@parkshare/shared/validation/payments';
import { and, desc, eq, inArray, isNotNull, isNull, lt, ne } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import { transactions } from '../../db/schema/ledger';
import { orders, type OrderRow } from '../../db/schema/orders';
import { blikAliases, payments, type PaymentRow } from '../../db/schema/payments';
import { requireRoom } from '../../lib/bounds';
import { isUniqueViolation } from '../../lib/db-errors';
import { fieldError, notFound } from '../../lib/errors';
import { idempotent } from '../../lib/idempotency';
import { afterCursor, cursorTime, keysetPage, type Page, type PageRequest } from '../../lib/page';
import { inTurn } from '../../lib/keyed-queue';
import { isUuid } from '../../lib/tokens';
import type { SpotStateEvent } from '../../lib/spot-events';
import type { Tx } from '../../db/transaction';
import type { Reader } from '../../db/transaction';
import { getPaymentProvider, notifyUrl, returnUrl } from './gateway';
import type { GatewayMethod } from './provider';
import { publishSpotEvents } from '../reservations/spot-events';
import { applyPaymentReport, settle } from './settle';

// Paying an order (issue 4): the payment and its transaction are written in one database transaction (with the
// idempotency key and, for the wallet, the ledger entry); gateway methods then go to the provider and wait for
// its notification or the status poll. The partial unique index payments_one_live_per_order_idx is the last
// word on paying twice: a second live payment of an order is refused as "being paid".

/** A payment older than this that has not finished is asked about at the gateway when someone looks at it. */
export const POLL_ON_READ_AFTER_MS = 10_000;
/** The job polls payments that have not moved for this long. */
export const STUCK_AFTER_MS = 60_000;
/** A payment the gateway never heard of (the server stopped between the two steps) fails after this. */
export const NEVER_STARTED_AFTER_MS = 20 * 60 * 1000;

export interface PayOrderOptions {
  deps: AppDeps;
  userId: string;
  /** The payer's language: the gateway's pages speak it. */
  language: string;
  input: PayOrderData;
  /** Where the person opened the app, when it is one of the server's own origins: the online payment returns there. */
  origin?: string;
}

interface Started {
  payment: PaymentRow;
  /** A wallet payment that settled a reservation: its spot events, published after commit. */
  spotEvents?: SpotStateEvent[];
  /** Set when the gateway still has to be asked (a new BLIK, BLIK without code or online payment). */
  gateway?: { aliasKey: string | undefined; description: string };
}

/**
 * Pays one of the viewer's placed orders. Steps: lock the order, refuse what cannot be paid, claim the
 * idempotency key, write the payment + transaction (the wallet pays and settles at once), commit; then ask the
 * gateway and store its id, page and state. Answers the payment.
 */
export async function payOrder({ deps, userId, language, input, origin }: PayOrderOptions): Promise<PaymentRow> {
  let started: Started;
  // A wallet payment waits for the user's wallet lock; one user's burst queues here, not in the connection pool.
  const turn = <T>(task: () => Promise<T>) =>
    input.method === 'wallet' ? inTurn(deps, `wallet:${userId}`, task) : task();
  try {
    started = await turn(() =>
      deps.db.transaction((tx) =>
        idempotent<Started>({
          tx,
          userId,
          key: input.idempotencyKey,
          operation: 'payOrder',
          input: { ...input },
          replay: async (id) => ({ payment: await findPayment(tx, id, userId) }),
          run: async () => {
            const result = await startPayment(tx, deps, userId, input);
            return { ...result, id: result.payment.id };
          },
        }),
      ),
    );
  } catch (error) {
    if (isUniqueViolation(error)) throw fieldError('orderId', formatMessage('orderBeingPaid'));
    throw error;
  }
  if (started.spotEvents) publishSpotEvents(deps, started.spotEvents);
  if (!started.gateway) return started.payment;
  return askGateway(deps, started.payment, { ...started.gateway, input, language, origin });
}

async function startPayment(tx: Tx, deps: AppDeps, userId: string, input: PayOrderData): Promise<Started> {
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
  await tx.insert(transactions).values({
    userId,
    billingAccountId: order.billingAccountId,
    type: order.product === 'top_up' ? 'deposit' : 'payment',
    status: 'pending',
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

async function askGateway(
  deps: AppDeps,
  payment: PaymentRow,
  {
    aliasKey,
    description,
    input,
    language,
    origin,
  }: {
    aliasKey: string | undefined;
    description: string;
    input: PayOrderData;
    language: string;
    origin: string | undefined;
  },
): Promise<PaymentRow> {
  const provider = getPaymentProvider(deps);
  try {
    const created = await provider.createPayment({
      paymentId: payment.id,
      amount: payment.amount,
      currency: payment.currency,
      method: payment.method as GatewayMethod,
      blikCode: input.blikCode?.trim() ?? undefined,
      aliasKey,
      saveAlias: payment.saveBlikAlias,
      returnUrl: returnUrl(deps, payment.id, origin),
      notifyUrl: notifyUrl(deps, provider.name),
      description,
      language,
    });
    await deps.db
      .update(payments)
      .set({ providerPaymentId: created.providerPaymentId, redirectUrl: created.redirectUrl })
      .where(and(eq(payments.id, payment.id), isNull(payments.providerPaymentId)));
    await applyPaymentReport(deps, { paymentId: payment.id, report: { status: created.status } });
  } catch (error) {
    deps.log.error({ err: error, paymentId: payment.id }, 'payment gateway refused a payment');
    await applyPaymentReport(deps, {
      paymentId: payment.id,
      report: { status: 'failed', failureCode: 'gateway_error' },
    });
  }
  return findPayment(deps.db, payment.id, payment.userId);
}

/** One of the user's payments, or NOT_FOUND (also for another user's id). */
export async function findPayment(db: Reader, id: string, userId: string): Promise<PaymentRow> {
  if (!isUuid(id)) throw notFound();
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.id, id), eq(payments.userId, userId)));
  if (!row) throw notFound();
  return row;
}

const UNFINISHED = ['pending', 'created', 'processing'] as const;
const isUnfinished = (payment: PaymentRow) => (UNFINISHED as readonly string[]).includes(payment.status);

/** One of the user's payments; one still waiting after POLL_ON_READ_AFTER_MS is asked about at the gateway first. */
export async function readPayment({
  deps,
  id,
  userId,
  now = new Date(),
}: {
  deps: AppDeps;
  id: string;
  userId: string;
  now?: Date;
}): Promise<PaymentRow> {
  const payment = await findPayment(deps.db, id, userId);
  if (!isUnfinished(payment) || now.getTime() - payment.createdAt.getTime() < POLL_ON_READ_AFTER_MS) return payment;
  await pollPayment(deps, payment);
  return findPayment(deps.db, id, userId);
}

/** The order a payment pays (always the payment's own user's). */
export async function orderOfPayment(db: Reader, payment: PaymentRow): Promise<OrderRow> {
  const [row] = await db.select().from(orders).where(eq(orders.id, payment.orderId));
  if (!row) throw notFound();
  return row;
}

/** One page of the user's payments, newest first (decision 064). */
export async function listPayments(
  db: Reader,
  { userId, page }: { userId: string; page: PageRequest },
): Promise<Page<PaymentRow>> {
  const rows = await db
    .select({ row: payments, cursorAt: cursorTime(payments.createdAt) })
    .from(payments)
    .where(and(eq(payments.userId, userId), afterCursor(payments.createdAt, payments.id, page.after)))
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(page.first + 1);
  return keysetPage(rows, page.first);
}

/** The payments of some orders (Order.payments), oldest first. */
export function paymentsOfOrders(db: Reader, orderIds: readonly string[]): Promise<PaymentRow[]> {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(payments)
    .where(inArray(payments.orderId, [...orderIds]))
    .orderBy(payments.createdAt);
}

/** Asks the gateway where a payment stands and applies the answer; a failed poll is logged and retried later. */
export async function pollPayment(deps: AppDeps, payment: PaymentRow): Promise<void> {
  if (!payment.providerPaymentId || payment.method === 'wallet') return;
  try {
    const report = await getPaymentProvider(deps).getPaymentStatus(payment.providerPaymentId);
    await applyPaymentReport(deps, { paymentId: payment.id, report });
  } catch (error) {
    deps.log.warn({ err: error, paymentId: payment.id }, 'payment status poll failed');
  }
}

/**
 * The status poll job: payments that have not moved for STUCK_AFTER_MS (a lost notification, a server that
 * stopped mid-way) are asked about; payments the gateway never got are failed so the order can be paid again.
 */
export async function pollStuckPayments(deps: AppDeps, now: Date): Promise<void> {
  const stuck = await deps.db
    .select()
    .from(payments)
    .where(
      and(
        inArray(payments.status, ['created', 'processing']),
        isNotNull(payments.providerPaymentId),
        lt(payments.updatedAt, new Date(now.getTime() - STUCK_AFTER_MS)),
      ),
    )
    .orderBy(payments.updatedAt)
    .limit(50);
  for (const payment of stuck) await pollPayment(deps, payment);
  const neverStarted = await deps.db
    .select({ id: payments.id })
    .from(payments)
    .where(
      and(
        eq(payments.status, 'pending'),
        isNull(payments.providerPaymentId),
        ne(payments.method, 'wallet'),
        lt(payments.createdAt, new Date(now.getTime() - NEVER_STARTED_AFTER_MS)),
      ),
    )
    .limit(50);
  for (const { id } of neverStarted) {
    await applyPaymentReport(deps, { paymentId: id, report: { status: 'failed', failureCode: 'not_started' }, now });
  }
}
