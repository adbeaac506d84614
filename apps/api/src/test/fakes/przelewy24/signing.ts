import { createHash } from 'node:crypto';

// The fake computes every sign on its own, from the contract's field lists written out as JSON text here, so a
// mistake in the adapter's sign (an order, a type, an escaped slash) is not mirrored and goes unnoticed.

const str = (value: string) => JSON.stringify(value);
const sha384 = (text: string) => createHash('sha384').update(text, 'utf8').digest('hex');

export const registerSignOf = (
  s: { sessionId: string; merchantId: number; amount: number; currency: string },
  crc: string,
) =>
  sha384(
    `{"sessionId":${str(s.sessionId)},"merchantId":${s.merchantId},"amount":${s.amount},"currency":${str(s.currency)},"crc":${str(crc)}}`,
  );

export const verifySignOf = (
  s: { sessionId: string; orderId: number; amount: number; currency: string },
  crc: string,
) =>
  sha384(
    `{"sessionId":${str(s.sessionId)},"orderId":${s.orderId},"amount":${s.amount},"currency":${str(s.currency)},"crc":${str(crc)}}`,
  );

export const transactionSignOf = (
  n: {
    merchantId: number;
    posId: number;
    sessionId: string;
    amount: number;
    originAmount: number;
    currency: string;
    orderId: number;
    methodId: number;
    statement: string;
  },
  crc: string,
) =>
  sha384(
    `{"merchantId":${n.merchantId},"posId":${n.posId},"sessionId":${str(n.sessionId)},"amount":${n.amount},` +
      `"originAmount":${n.originAmount},"currency":${str(n.currency)},"orderId":${n.orderId},"methodId":${n.methodId},` +
      `"statement":${str(n.statement)},"crc":${str(crc)}}`,
  );

export const blikSignOf = (
  n: {
    orderId: number;
    sessionId: string;
    method: number;
    result: { error: string; message: string; status: string; trxRef: string };
  },
  crc: string,
) =>
  sha384(
    `{"orderId":${n.orderId},"sessionId":${str(n.sessionId)},"method":${n.method},"result":{"error":${str(n.result.error)},` +
      `"message":${str(n.result.message)},"status":${str(n.result.status)},"trxRef":${str(n.result.trxRef)}},"crc":${str(crc)}}`,
  );

export const refundSignOf = (
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
  sha384(
    `{"orderId":${n.orderId},"sessionId":${str(n.sessionId)},"refundsUuid":${str(n.refundsUuid)},"merchantId":${n.merchantId},` +
      `"amount":${n.amount},"currency":${str(n.currency)},"status":${n.status},"crc":${str(crc)}}`,
  );
