import { and, eq, inArray, isNull, lt, ne } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import { payments, type PaymentRow } from '../../db/schema/payments';
import { providerNamed } from './gateway';
import { applyPaymentReport } from './settle';

// Asking the gateway where payments stand: on read (payments.service.ts readPayment) and by the status poll job.

/** The job polls payments that have not moved for this long. */
export const STUCK_AFTER_MS = 60_000;
/** A payment the gateway never heard of (the server stopped between the two steps) fails after this. */
export const NEVER_STARTED_AFTER_MS = 20 * 60 * 1000;

/**
 * Asks the payment's gateway where it stands and applies the answer (a success only once the gateway confirmed
 * it: settle.ts); a failed poll is logged and retried later.
 */
export async function pollPayment(deps: AppDeps, payment: PaymentRow): Promise<void> {
  if (payment.method === 'wallet') return;
  // Przelewy24 names an online payment only once it is paid: it is looked up by Parkshare's id then.
  const provider = providerNamed(deps, payment.provider);
  if (!provider || (!payment.providerPaymentId && payment.status === 'pending')) return;
  try {
    const report = await provider.getPaymentStatus({
      paymentId: payment.id,
      providerPaymentId: payment.providerPaymentId,
      createdAt: payment.createdAt,
    });
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
        ne(payments.method, 'wallet'),
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
