import { SANDBOX_BLIK_CODES } from '@parkshare/shared/payments/blik';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { sandboxPayments, type SandboxPaymentRow } from '../../../db/schema/sandbox-gateway';
import type { RefundRequest, RefundStatusReport } from '../provider';
import { BANK_DELAY_MS, newId } from './books';

// Refunds in the sandbox gateway's own books (decision 085), as a real gateway keeps them: a refund is a row of
// its own against the payment it gives money back from, accepted at once (processing), decided by the "bank" about
// 1.5 s later and notified like a payment. The payment's refunds never exceed what it took, and the same refund id
// asked twice answers the first refund (a merchant retrying after a crash never refunds twice).

/** Why the sandbox refused a refund request outright (the merchant's refund() throws). */
export class SandboxRefundRefused extends Error {
  constructor(reason: string) {
    super(`sandbox refused the refund: ${reason}`);
    this.name = 'SandboxRefundRefused';
  }
}

/** What the merchant sees of a refund row's state. */
export function refundReport(row: SandboxPaymentRow): RefundStatusReport {
  if (row.status === 'succeeded') return { status: 'completed' };
  if (row.status === 'failed') return { status: 'failed', failureCode: row.failureCode ?? 'failed' };
  return { status: 'processing' };
}

/** Accepts a refund (or answers the one already made under its refund id); throws SandboxRefundRefused otherwise. */
export async function startRefund(
  db: Db,
  request: RefundRequest,
  now: Date,
): Promise<{ providerRefundId: string } & RefundStatusReport> {
  return db.transaction(async (tx) => {
    // The payment is locked: two refunds of it at once are decided one after the other, never both over the cap.
    const [payment] = await tx
      .select()
      .from(sandboxPayments)
      .where(and(eq(sandboxPayments.id, request.providerPaymentId), eq(sandboxPayments.kind, 'payment')))
      .for('update');
    if (!payment || payment.merchantReference !== request.paymentId) throw new SandboxRefundRefused('unknown payment');
    const [earlier] = await tx
      .select()
      .from(sandboxPayments)
      .where(and(eq(sandboxPayments.merchantReference, request.refundId), eq(sandboxPayments.kind, 'refund')));
    if (earlier) {
      if (earlier.paymentId !== payment.id || earlier.amount !== request.amount) {
        throw new SandboxRefundRefused('the refund id was used for another refund');
      }
      return { providerRefundId: earlier.id, ...refundReport(earlier) };
    }
    if (payment.status !== 'succeeded') throw new SandboxRefundRefused('the payment did not succeed');
    if (payment.blikCode === SANDBOX_BLIK_CODES.refundRefused) throw new SandboxRefundRefused('test code 777901');
    if (request.currency !== payment.currency) throw new SandboxRefundRefused('currency differs from the payment');
    const [refunded] = await tx
      .select({ total: sql<string>`coalesce(sum(${sandboxPayments.amount}), 0)` })
      .from(sandboxPayments)
      .where(
        and(
          eq(sandboxPayments.paymentId, payment.id),
          eq(sandboxPayments.kind, 'refund'),
          ne(sandboxPayments.status, 'failed'),
        ),
      );
    const left = payment.amount - Number(refunded?.total ?? 0);
    if (!Number.isSafeInteger(request.amount) || request.amount <= 0 || request.amount > left) {
      throw new SandboxRefundRefused(`amount out of range (at most ${left})`);
    }
    const id = newId('sbx_ref');
    await tx.insert(sandboxPayments).values({
      id,
      merchantReference: request.refundId,
      kind: 'refund',
      method: payment.method,
      amount: request.amount,
      currency: request.currency,
      status: 'processing',
      paymentId: payment.id,
      notifyUrl: request.notifyUrl,
      language: payment.language,
      createdAt: now,
      expiresAt: new Date(now.getTime() + BANK_DELAY_MS),
    });
    return { providerRefundId: id, status: 'processing' as const };
  });
}
