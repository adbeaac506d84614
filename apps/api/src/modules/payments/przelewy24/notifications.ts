import { z } from 'zod';
import type { Przelewy24Config } from '../../../config';
import { NotificationRejected, type ProviderNotification } from '../provider';
import { lookUpAlias, paymentOfAlias } from './aliases';
import type { P24Client } from './client';
import { blikResultSign, refundResultSign, signMatches, transactionResultSign } from './sign';

// The four notifications Przelewy24 posts (reference/payments/przelewy24-openapi.yml), read into Parkshare's
// ProviderNotification. Three are signed with the CRC key over the fields the contract lists: the transaction
// result (sent only for a paid transaction), the BLIK result (also for a declined BLIK) and the refund result. The
// alias notification carries no sign: its fields are only a hint, and what is applied is what Przelewy24's API
// answers about that alias. Event ids are stable per fact (decision 081), so a replay is a duplicate.

const orderId = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const grosze = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);
const sign = z.string().regex(/^[0-9a-f]{96}$/);
const currency = z.string().regex(/^[A-Z]{3}$/);
const sessionId = z.string().min(1).max(100);

const transactionResult = z.object({
  merchantId: z.number().int(),
  posId: z.number().int(),
  sessionId,
  amount: grosze,
  originAmount: grosze,
  currency,
  orderId,
  methodId: z.number().int(),
  statement: z.string().max(1000),
  sign,
});

const blikResult = z.object({
  data: z.object({
    orderId,
    sessionId,
    method: z.number().int(),
    result: z.looseObject({ error: z.string().max(50), message: z.string().max(500).optional() }),
    sign,
  }),
});

const refundResult = z.object({
  orderId,
  sessionId,
  merchantId: z.number().int(),
  requestId: z.string().min(1).max(45),
  refundsUuid: z.string().min(1).max(35),
  amount: grosze,
  currency,
  timestamp: z.number().int(),
  status: z.union([z.literal(0), z.literal(1)]),
  sign,
});

const aliasUpdate = z.object({
  email: z.string().min(3).max(254),
  value: z.string().min(1).max(250),
  type: z.string().max(20),
  status: z.string().max(30),
});

/** Parkshare's refund id from the refundsUuid it sent (the uuid without its dashes), or null. */
function uuidOf(refundsUuid: string): string | null {
  const hex = refundsUuid.toLowerCase();
  if (!/^[0-9a-f]{32}$/.test(hex)) return null;
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** What a declined BLIK reads as in Parkshare: error 68 is the contract's "alias expired". */
const blikFailure = (error: string) => (error === '68' ? 'alias_expired' : 'declined');

export async function readNotification(
  raw: Buffer,
  config: Przelewy24Config,
  client: P24Client,
): Promise<ProviderNotification> {
  let body: unknown;
  try {
    body = JSON.parse(raw.toString('utf8'));
  } catch {
    throw new NotificationRejected('not a notification');
  }
  const ours = (merchantId: number, posId = config.posId) => {
    if (merchantId !== config.merchantId || posId !== config.posId) {
      throw new NotificationRejected('the notification names another merchant');
    }
  };
  const signed = (received: string, expected: string) => {
    if (!signMatches(received, expected)) throw new NotificationRejected('wrong sign');
  };

  const refund = refundResult.safeParse(body);
  if (refund.success) {
    const n = refund.data;
    ours(n.merchantId);
    signed(n.sign, refundResultSign(n, config.crc));
    // The sign covers refundsUuid, not requestId: the refund is named by the signed field, and a requestId that
    // names another refund is a forgery. What was refunded (amount, transaction) travels on to be checked against
    // Parkshare's refund before anything moves.
    const refundId = uuidOf(n.refundsUuid);
    if (!refundId || n.requestId.toLowerCase() !== refundId) {
      throw new NotificationRejected('the refund notification names two different refunds');
    }
    return {
      eventId: `refund:${refundId}:${n.status}`,
      type: 'refund',
      providerRefundId: refundId,
      merchantReference: refundId,
      status: n.status === 0 ? 'completed' : 'failed',
      ...(n.status === 1 ? { failureCode: 'rejected' } : {}),
      refunded: {
        amount: n.amount,
        currency: n.currency,
        providerPaymentId: String(n.orderId),
        paymentId: n.sessionId,
      },
    };
  }
  const transaction = transactionResult.safeParse(body);
  if (transaction.success) {
    const n = transaction.data;
    ours(n.merchantId, n.posId);
    signed(n.sign, transactionResultSign(n, config.crc));
    // Sent only for a paid transaction; Parkshare settles it after transaction/verify (confirmPayment).
    return {
      eventId: `transaction:${n.orderId}`,
      type: 'payment',
      providerPaymentId: String(n.orderId),
      merchantReference: n.sessionId,
      status: 'succeeded',
      amount: n.amount,
      currency: n.currency,
    };
  }
  const blik = blikResult.safeParse(body);
  if (blik.success) {
    const n = blik.data.data;
    // `result` is signed as it arrived, its keys in Przelewy24's order (the parsed copy lists the known keys first).
    const received = (body as { data: { result: Record<string, unknown> } }).data.result;
    signed(n.sign, blikResultSign({ ...n, result: received }, config.crc));
    const approved = n.result.error === '0';
    return {
      eventId: `blik:${n.orderId}:${n.result.error}`,
      type: 'payment',
      providerPaymentId: String(n.orderId),
      merchantReference: n.sessionId,
      // An approval is not yet money: the transaction notification and verify settle it.
      status: approved ? 'processing' : 'failed',
      ...(approved ? {} : { failureCode: blikFailure(n.result.error) }),
    };
  }
  const alias = aliasUpdate.safeParse(body);
  if (alias.success) {
    const paymentId = paymentOfAlias(alias.data.value);
    if (!paymentId) throw new NotificationRejected('an alias Parkshare did not register');
    // Unsigned: believe only Przelewy24's API, asked with Parkshare's own credentials.
    const state = await lookUpAlias(client, { email: alias.data.email, value: alias.data.value });
    if (!state) throw new NotificationRejected('Przelewy24 does not know this alias');
    return {
      eventId: `alias:${alias.data.value}:${state.registered ? 'registered' : 'unregistered'}`,
      type: 'alias',
      merchantReference: paymentId,
      alias: state.alias,
      registered: state.registered,
    };
  }
  throw new NotificationRejected('not a notification');
}
