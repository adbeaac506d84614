import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { payouts, type PayoutRow } from '../../db/schema/payouts';
import { createTestApp, type TestApp } from '../../test/app';
import { createUser } from '../../test/factories';
import { movePayout } from './payout-status';

// Every status write of a payout asks the payout machine (packages/shared/src/payments/status.ts). A finished
// payout cannot be moved through the API or the gateway's reports, so the mover is called directly.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

async function payoutIn(status: PayoutRow['status']): Promise<PayoutRow> {
  const user = await createUser(t.app);
  const [row] = await t.app.deps.db
    .insert(payouts)
    .values({
      userId: user.id,
      accountNumber: 'PL61109010140000071219812874',
      kind: 'on_demand',
      status,
      amount: 1000,
      month: '2025-03',
    })
    .returning();
  if (!row) throw new Error('payout insert failed');
  return row;
}

const statusOf = async (id: string) =>
  (await t.app.deps.db.select({ status: payouts.status }).from(payouts).where(eq(payouts.id, id)))[0]?.status;

describe('the payout machine is asked', () => {
  it('refuses to move a completed payout back to processing, or a failed one to completed, and changes nothing', async () => {
    const completed = await payoutIn('completed');
    await expect(
      t.app.deps.db.transaction((tx) =>
        movePayout(tx, completed, 'processing', new Date(), { providerPayoutId: 'late' }),
      ),
    ).rejects.toThrow(/cannot move from completed to processing/);
    expect(await statusOf(completed.id)).toBe('completed');

    const failed = await payoutIn('failed');
    await expect(t.app.deps.db.transaction((tx) => movePayout(tx, failed, 'completed', new Date()))).rejects.toThrow(
      /cannot move from failed to completed/,
    );
    expect(await statusOf(failed.id)).toBe('failed');
  });

  it('moves a pending payout to processing', async () => {
    const pending = await payoutIn('pending');
    await t.app.deps.db.transaction((tx) => movePayout(tx, pending, 'processing', new Date()));
    expect(await statusOf(pending.id)).toBe('processing');
  });
});
