import { canMovePayment, type PaymentStatus } from '@parkshare/shared/payments/status';
import { eq } from 'drizzle-orm';
import { payments, type PaymentRow } from '../../db/schema/payments';
import type { Tx } from '../../db/transaction';

// The one way a payment's status changes: the payment machine in packages/shared/src/payments/status.ts is asked
// first. Callers that may hear a late or repeated report (settle.ts applyPaymentReport) check the machine
// themselves and skip; here an illegal move is a bug and throws.

type PaymentFields = Partial<Pick<PaymentRow, 'failureCode' | 'finishedAt'>>;

/** Moves a locked payment to `to` with the fields that go with it; throws when the machine refuses. */
export async function movePayment(
  tx: Tx,
  payment: Pick<PaymentRow, 'id' | 'status'>,
  to: PaymentStatus,
  now: Date,
  fields: PaymentFields = {},
): Promise<void> {
  if (!canMovePayment(payment.status, to)) {
    throw new Error(`payment ${payment.id} cannot move from ${payment.status} to ${to}`);
  }
  await tx
    .update(payments)
    .set({ ...fields, status: to, updatedAt: now })
    .where(eq(payments.id, payment.id));
}
