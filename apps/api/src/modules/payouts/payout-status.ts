import { canMovePayout, type PayoutStatus } from '@parkshare/shared/payments/status';
import { eq } from 'drizzle-orm';
import { payouts, type PayoutRow } from '../../db/schema/payouts';
import type { Tx } from '../../db/transaction';

// The one way a payout's status changes: the payout machine in packages/shared/src/payments/status.ts is asked
// first. The gateway's reports (payout-reports.ts) check the machine themselves and skip a late or repeated one;
// here an illegal move is a bug and throws.

type PayoutFields = Partial<Pick<PayoutRow, 'providerPayoutId' | 'failureCode' | 'finishedAt'>>;

/** Moves a locked payout to `to` with the fields that go with it; throws when the machine refuses. */
export async function movePayout(
  tx: Tx,
  payout: Pick<PayoutRow, 'id' | 'status'>,
  to: PayoutStatus,
  now: Date,
  fields: PayoutFields = {},
): Promise<void> {
  if (!canMovePayout(payout.status, to)) {
    throw new Error(`payout ${payout.id} cannot move from ${payout.status} to ${to}`);
  }
  await tx
    .update(payouts)
    .set({ ...fields, status: to, updatedAt: now })
    .where(eq(payouts.id, payout.id));
}
