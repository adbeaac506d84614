import { z } from 'zod';
import type { RefundRequest, RefundStatusReport, RefundStatusRequest } from '../provider';
import { dataOf, p24Data, Przelewy24Error, Przelewy24Unreachable, type P24Client } from './client';

// Refunds through Przelewy24 (transaction/refund, the refund notification, refund/by/orderId), as the refund seam
// of issue 16 asks (refund-contract). Parkshare's refund id (a uuid) is the requestId (at most 45 characters) and,
// without its dashes, the refundsUuid (at most 35): both come back in the notification, and the requestId in the
// re-query. Przelewy24 gives a refund no id of its own, so the requestId is also the providerRefundId.

const listed = z.object({
  refunds: z.array(z.object({ requestId: z.string().optional(), status: z.number().int() }).loose()),
});

/** Asks for a refund of (part of) a verified transaction; `processing` until its notification. Throws when refused. */
export async function refundOf(
  client: P24Client,
  request: RefundRequest,
): Promise<{ providerRefundId: string } & RefundStatusReport> {
  const orderId = Number(request.providerPaymentId);
  if (!Number.isSafeInteger(orderId) || orderId <= 0) {
    throw new Error('Przelewy24 refund: the payment has no Przelewy24 orderId');
  }
  // The contract's 201 lists each refund with status true; a 400 or a 409 (per-refund messages) is a refusal, but
  // for two of its 400s: "Request already exists" — this requestId was taken before (a retry after a lost answer),
  // so the first refund stands and its notification or the re-query tells its end — and "Concurrent call", which
  // is asked again later.
  const response = await client.call('POST', 'transaction/refund', {
    requestId: request.refundId,
    refunds: [
      { orderId, sessionId: request.paymentId, amount: request.amount, description: request.description.slice(0, 35) },
    ],
    refundsUuid: request.refundId.replace(/-/g, ''),
    urlStatus: request.notifyUrl,
  });
  const error = (response.body as { error?: unknown } | null)?.error;
  if (response.status === 400 && error === 'Request already exists') {
    return { providerRefundId: request.refundId, status: 'processing' };
  }
  if (response.status === 400 && error === 'Concurrent call') {
    throw new Przelewy24Unreachable('transaction/refund', response.status, response.body);
  }
  const data = dataOf('transaction/refund', 201, response);
  const items = Array.isArray(data) ? (data as { status?: unknown }[]) : [];
  if (items.length !== 1 || items[0]?.status !== true) {
    throw new Przelewy24Error('transaction/refund', 201, { error: 'the refund was not accepted' });
  }
  return { providerRefundId: request.refundId, status: 'processing' };
}

/** The re-query of a refund whose notification never came: 1 completed, 2 and 3 waiting, 4 rejected. */
export async function refundStatusOf(client: P24Client, request: RefundStatusRequest): Promise<RefundStatusReport> {
  const data = await p24Data(
    client,
    'refund/by/orderId',
    200,
    'GET',
    `refund/by/orderId/${encodeURIComponent(request.providerPaymentId)}`,
  );
  const refund = listed.parse(data).refunds.find((item) => item.requestId === request.refundId);
  if (!refund) throw new Przelewy24Error('refund/by/orderId', 200, { error: 'the refund is not listed' });
  if (refund.status === 1) return { status: 'completed' };
  if (refund.status === 4) return { status: 'failed', failureCode: 'rejected' };
  return { status: 'processing' };
}
