import { byOrderId, refundable, type FakeRefund } from './books';
import { invalid, issueText, notFound, ok, type Answer, type FakeContext } from './context';
import { refundBody } from './requests';
import { refundSignOf } from './signing';

// transaction/refund, refund/by/orderId and the refund notification (TransactionRefundResult). A refund is
// accepted (201) only whole: when one of its items cannot be refunded the answer is 409 with a message per item,
// as the contract lists them; a repeated requestId is "Request already exists". The fake's back office decides
// accepted refunds when a test says so (completeRefunds).

const FAILURES = {
  notFound: 'Transaction not found',
  wrongStatus: 'Transaction in wrong status - cannot refund',
  noFunds: 'Insufficient funds available',
  tooMuch: 'The amount of refund exceeds available amount for the transaction',
};

export function refund(ctx: FakeContext, body: unknown): Answer {
  const path = 'transaction/refund';
  const parsed = refundBody.safeParse(body);
  if (!parsed.success) return invalid(ctx, path, issueText(parsed.error), 'Invalid input parameters');
  const r = parsed.data;
  if (ctx.books.requestIds.has(r.requestId)) {
    return invalid(ctx, path, 'requestId used before', 'Request already exists');
  }
  const room = new Map<number, number>();
  const items = r.refunds.map((item) => {
    const t = byOrderId(ctx.books, item.orderId);
    let message = 'success';
    if (!t || t.sessionId !== item.sessionId) message = FAILURES.notFound;
    else if (!t.verified || t.status < 2) message = FAILURES.wrongStatus;
    // Refunds are paid from the merchant's balance at Przelewy24: short of it, every refund is refused.
    else if (ctx.switches.insufficientFunds) message = FAILURES.noFunds;
    else {
      const left = room.get(t.orderId) ?? refundable(ctx.books, t);
      if (item.amount > left) message = FAILURES.tooMuch;
      else room.set(t.orderId, left - item.amount);
    }
    return { ...item, description: item.description ?? '', status: message === 'success', message };
  });
  if (items.some((item) => !item.status)) {
    ctx.refusals.push({ path, status: 409, reason: items.map((item) => item.message).join('; ') });
    return { status: 409, json: { error: items, code: 409 } };
  }
  ctx.books.requestIds.add(r.requestId);
  for (const item of r.refunds) {
    ctx.books.refunds.push({
      requestId: r.requestId,
      refundsUuid: r.refundsUuid,
      orderId: item.orderId,
      sessionId: item.sessionId,
      amount: item.amount,
      description: item.description ?? '',
      urlStatus: r.urlStatus,
      status: 3,
      batchId: ctx.books.refunds.length + 1,
      date: new Date(ctx.notifier.now()),
    });
  }
  return ok({ data: items, responseCode: 0 }, 201);
}

export function refundsByOrderId(ctx: FakeContext, orderId: number): Answer {
  const t = byOrderId(ctx.books, orderId);
  const refunds = ctx.books.refunds.filter((r) => r.orderId === orderId);
  if (!t || refunds.length === 0) return notFound(ctx, 'refund/by/orderId');
  return ok({
    data: {
      orderId: t.orderId,
      sessionId: t.sessionId,
      amount: t.amount,
      currency: t.currency,
      refunds: refunds.map((r) => ({
        batchId: r.batchId,
        requestId: r.requestId,
        date: r.date.toISOString(),
        login: String(ctx.account.posId),
        description: r.description,
        status: r.status,
        amount: r.amount,
      })),
    },
    responseCode: 0,
  });
}

/** The back office decides every accepted refund: completed (or rejected), each with its signed notification. */
export async function completeRefunds(ctx: FakeContext, { reject = false } = {}): Promise<void> {
  for (const r of ctx.books.refunds.filter((item) => item.status === 3 || item.status === 2)) {
    r.status = reject ? 4 : 1;
    const t = byOrderId(ctx.books, r.orderId);
    if (!t) continue;
    if (refundable(ctx.books, t) === 0) t.status = 3;
    await notifyRefund(ctx, r, t.currency);
  }
}

async function notifyRefund(ctx: FakeContext, r: FakeRefund, currency: string): Promise<void> {
  const fields = {
    orderId: r.orderId,
    sessionId: r.sessionId,
    refundsUuid: r.refundsUuid,
    merchantId: ctx.account.merchantId,
    amount: r.amount,
    currency,
    status: r.status === 1 ? 0 : 1,
  };
  await ctx.notifier.queue('refund', r.urlStatus, {
    orderId: fields.orderId,
    sessionId: fields.sessionId,
    merchantId: fields.merchantId,
    requestId: r.requestId,
    refundsUuid: fields.refundsUuid,
    amount: fields.amount,
    currency,
    timestamp: Math.floor(ctx.notifier.now() / 1000),
    status: fields.status,
    sign: refundSignOf(fields, ctx.account.crc),
  });
}
