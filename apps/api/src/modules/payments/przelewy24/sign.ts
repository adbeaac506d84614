import { createHash, timingSafeEqual } from 'node:crypto';

// Przelewy24's `sign` ("Calculating Sign" in reference/payments/przelewy24-openapi.yml): SHA-384, in hex, over the
// JSON of an object whose keys come in the order the contract lists for that message, ending with "crc". The
// contract asks PHP for JSON_UNESCAPED_UNICODE | JSON_UNESCAPED_SLASHES and no spaces: exactly what JSON.stringify
// writes (it escapes neither "/" nor letters beyond ASCII). Numbers stay numbers and strings stay strings: the
// type is part of what is signed.

type SignedValue = string | number | boolean | Record<string, unknown>;

/** SHA-384 hex over the JSON of `fields` (in the order given) followed by the CRC key. */
export function p24Sign(fields: readonly (readonly [string, SignedValue])[], crc: string): string {
  const payload: Record<string, SignedValue> = {};
  for (const [name, value] of fields) payload[name] = value;
  payload.crc = crc;
  return createHash('sha384').update(JSON.stringify(payload), 'utf8').digest('hex');
}

/** A received sign against the one computed here, in constant time. */
export function signMatches(received: string, expected: string): boolean {
  const a = Buffer.from(received, 'utf8');
  const b = Buffer.from(expected, 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}

/** transaction/register: sessionId, merchantId, amount, currency, crc. */
export const registerSign = (
  t: { sessionId: string; merchantId: number; amount: number; currency: string },
  crc: string,
) =>
  p24Sign(
    [
      ['sessionId', t.sessionId],
      ['merchantId', t.merchantId],
      ['amount', t.amount],
      ['currency', t.currency],
    ],
    crc,
  );

/** transaction/verify: sessionId, orderId, amount, currency, crc. */
export const verifySign = (t: { sessionId: string; orderId: number; amount: number; currency: string }, crc: string) =>
  p24Sign(
    [
      ['sessionId', t.sessionId],
      ['orderId', t.orderId],
      ['amount', t.amount],
      ['currency', t.currency],
    ],
    crc,
  );

export interface TransactionResultFields {
  merchantId: number;
  posId: number;
  sessionId: string;
  amount: number;
  originAmount: number;
  currency: string;
  orderId: number;
  methodId: number;
  statement: string;
}

/** The transaction notification (TransactionResult), in the contract's order. */
export const transactionResultSign = (n: TransactionResultFields, crc: string) =>
  p24Sign(
    [
      ['merchantId', n.merchantId],
      ['posId', n.posId],
      ['sessionId', n.sessionId],
      ['amount', n.amount],
      ['originAmount', n.originAmount],
      ['currency', n.currency],
      ['orderId', n.orderId],
      ['methodId', n.methodId],
      ['statement', n.statement],
    ],
    crc,
  );

/** The BLIK notification (bliknotification): orderId, sessionId, method, result (as the object it is), crc. */
export const blikResultSign = (
  n: { orderId: number; sessionId: string; method: number; result: Record<string, unknown> },
  crc: string,
) =>
  p24Sign(
    [
      ['orderId', n.orderId],
      ['sessionId', n.sessionId],
      ['method', n.method],
      ['result', n.result],
    ],
    crc,
  );

/** The refund notification (TransactionRefundResult): requestId and timestamp are not signed. */
export const refundResultSign = (
  n: {
    orderId: number;
    sessionId: string;
    refundsUuid: string;
    merchantId: number;
    amount: number;
    currency: string;
    status: number;
  },
  crc: string,
) =>
  p24Sign(
    [
      ['orderId', n.orderId],
      ['sessionId', n.sessionId],
      ['refundsUuid', n.refundsUuid],
      ['merchantId', n.merchantId],
      ['amount', n.amount],
      ['currency', n.currency],
      ['status', n.status],
    ],
    crc,
  );
