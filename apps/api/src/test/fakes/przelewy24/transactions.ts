import { randomBytes } from 'node:crypto';
import { accountMd5, byToken, statementOf, type FakeTransaction } from './books';
import { invalid, issueText, notFound, ok, type Answer, type FakeContext } from './context';
import { registerBody, verifyBody } from './requests';
import { registerSignOf, transactionSignOf, verifySignOf } from './signing';

// transaction/register, transaction/verify and transaction/by/sessionId, and the transaction notification the fake
// sends when a transaction is paid (TransactionResult, the contract's "Notification").

export function register(ctx: FakeContext, body: unknown): Answer {
  const path = 'transaction/register';
  const parsed = registerBody.safeParse(body);
  if (!parsed.success) return invalid(ctx, path, issueText(parsed.error));
  const r = parsed.data;
  if (r.merchantId !== ctx.account.merchantId || r.posId !== ctx.account.posId) {
    return invalid(ctx, path, 'merchantId or posId is not this account');
  }
  if (r.sign !== registerSignOf(r, ctx.account.crc)) return invalid(ctx, path, 'wrong sign');
  if (ctx.books.transactions.has(r.sessionId)) return invalid(ctx, path, 'sessionId already registered');
  const transaction: FakeTransaction = {
    token: randomBytes(18).toString('hex').toUpperCase(),
    orderId: ctx.books.nextOrderId++,
    sessionId: r.sessionId,
    amount: r.amount,
    currency: r.currency,
    description: r.description,
    email: r.email,
    language: r.language,
    urlReturn: r.urlReturn,
    urlStatus: r.urlStatus,
    urlCardPaymentNotification: r.urlCardPaymentNotification,
    channel: r.channel,
    timeLimit: r.timeLimit ?? 0,
    methodRefId: r.methodRefId,
    referenceRegister: r.referenceRegister === true,
    regulationAccept: r.regulationAccept === true,
    psu: r.additional?.PSU,
    status: 0,
    verified: false,
    verifications: 0,
    methodId: undefined,
    paidAt: undefined,
    createdAt: new Date(ctx.notifier.now()),
    charge: undefined,
  };
  ctx.books.transactions.set(r.sessionId, transaction);
  return ok({ data: { token: transaction.token }, responseCode: 0 });
}

/** The payer paid (the hosted page, or an approved BLIK): the transaction notification goes to urlStatus. */
export async function markPaid(ctx: FakeContext, t: FakeTransaction, methodId: number): Promise<void> {
  t.status = 1;
  t.methodId = methodId;
  t.paidAt = new Date(ctx.notifier.now());
  const fields = {
    merchantId: ctx.account.merchantId,
    posId: ctx.account.posId,
    sessionId: t.sessionId,
    amount: t.amount,
    originAmount: t.amount,
    currency: t.currency,
    orderId: t.orderId,
    methodId,
    statement: statementOf(t),
  };
  await ctx.notifier.queue(
    'transaction',
    t.urlStatus,
    { ...fields, sign: transactionSignOf(fields, ctx.account.crc) },
    t.orderId,
  );
}

export function verify(ctx: FakeContext, body: unknown): Answer {
  const path = 'transaction/verify';
  const parsed = verifyBody.safeParse(body);
  if (!parsed.success) return invalid(ctx, path, issueText(parsed.error));
  const v = parsed.data;
  if (v.merchantId !== ctx.account.merchantId || v.posId !== ctx.account.posId) {
    return invalid(ctx, path, 'merchantId or posId is not this account');
  }
  if (v.sign !== verifySignOf(v, ctx.account.crc)) return invalid(ctx, path, 'wrong sign');
  const t = ctx.books.transactions.get(v.sessionId);
  if (!t || t.orderId !== v.orderId) return invalid(ctx, path, 'no such transaction');
  if (t.amount !== v.amount || t.currency !== v.currency) return invalid(ctx, path, 'amount or currency differs');
  if (t.status === 0) return invalid(ctx, path, 'the transaction is not paid');
  if (ctx.switches.failVerify > 0) {
    ctx.switches.failVerify -= 1;
    ctx.refusals.push({ path, status: 500, reason: 'verify made to fail by the test' });
    return { status: 500, json: { error: 'Undefined error', code: 500 } };
  }
  t.verified = true;
  t.verifications += 1;
  if (t.status === 1) t.status = 2;
  return ok({ data: { status: 'success' }, responseCode: 0 });
}

export function bySessionId(ctx: FakeContext, sessionId: string): Answer {
  const t = ctx.books.transactions.get(sessionId);
  if (!t) return notFound(ctx, 'transaction/by/sessionId');
  return ok({
    data: {
      statement: statementOf(t),
      orderId: t.orderId,
      sessionId: t.sessionId,
      status: t.status,
      amount: t.amount,
      currency: t.currency,
      date: t.createdAt.toISOString(),
      dateOfTransaction: t.paidAt?.toISOString() ?? '',
      clientEmail: t.email,
      accountMD5: accountMd5(t.email),
      paymentMethod: t.methodId ?? 0,
      description: t.description,
      clientName: '',
      clientAddress: '',
      clientCity: '',
      clientPostcode: '',
      batchId: 0,
      fee: '0',
    },
    responseCode: 0,
  });
}

/** The hosted page's state for a token: unknown, already paid, past its time limit, or payable. */
export function payableByToken(ctx: FakeContext, token: string): FakeTransaction | 'unknown' | 'paid' | 'expired' {
  const t = byToken(ctx.books, token);
  if (!t || t.charge) return 'unknown';
  if (t.status !== 0) return 'paid';
  if (t.timeLimit > 0 && ctx.notifier.now() > t.createdAt.getTime() + t.timeLimit * 60_000) return 'expired';
  return t;
}
