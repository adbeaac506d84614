import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bankAccounts } from '../../db/schema/billing';
import { paymentEvents } from '../../db/schema/payments';
import { payouts } from '../../db/schema/payouts';
import { createTestApp, type TestApp } from '../../test/app';
import { fundWallet } from '../../test/money-factories';
import { sandboxFor } from './gateway';
import { balanceOf, buyer, expectLedgerSound } from './payments.test-helpers';
import { SIGNATURE_HEADER, signBody } from './sandbox/signature';

// Payouts through the sandbox gateway: it completes them a moment later, or fails those to its failing test
// accounts (…0000 0000), and its signed notification reaches the payouts module through the webhook.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

function polishIban(bban: string): string {
  let rest = 0;
  for (const digit of `${bban}252100`) rest = (rest * 10 + Number(digit)) % 97;
  return `PL${String(98 - rest).padStart(2, '0')}${bban}`;
}

const REQUEST = 'mutation($input: RequestPayoutInput!) { requestPayout(input: $input) { id status failureCode } }';
const MINE = '{ myPayouts { items { id status failureCode } } }';

async function payout(accountNumber: string) {
  const who = await buyer(t);
  await fundWallet(t.app, who.id, 10_000);
  const [account] = await t.app.deps.db
    .insert(bankAccounts)
    .values({ userId: who.id, accountNumber, name: 'Main', isVerified: true, isDefault: true })
    .returning();
  const result = await t.gql<{ requestPayout: { id: string; status: string } }>(
    REQUEST,
    { input: { amount: 4000, bankAccountId: account!.id } },
    { token: who.token },
  );
  if (!result.data) throw new Error(JSON.stringify(result.errors));
  return { who, payoutId: result.data.requestPayout.id };
}

const statusOf = async (token: string, id: string) =>
  (
    await t.gql<{ myPayouts: { items: { id: string; status: string; failureCode: string | null }[] } }>(
      MINE,
      {},
      { token },
    )
  ).data?.myPayouts.items.find((p) => p.id === id);

describe('sandbox payouts', () => {
  it('completes a payout a moment later and notifies Parkshare', async () => {
    const { who, payoutId } = await payout(polishIban('109010140000071219812874'));
    expect((await statusOf(who.token, payoutId))?.status).toBe('processing');
    await sandboxFor(t.app.deps).tick(new Date(Date.now() + 2000));
    expect(await statusOf(who.token, payoutId)).toMatchObject({ status: 'completed', failureCode: null });
    expect(await balanceOf(t, who)).toBe(6000);
    const events = await t.app.deps.db.select().from(paymentEvents).where(eq(paymentEvents.payoutId, payoutId));
    expect(events).toHaveLength(1);
    await expectLedgerSound(t.app);
  });

  it('fails a payout to a test account ending in 0000 0000; the money returns to the balance', async () => {
    const { who, payoutId } = await payout(polishIban('1090101400000712' + '00000000'));
    await sandboxFor(t.app.deps).tick(new Date(Date.now() + 2000));
    expect(await statusOf(who.token, payoutId)).toMatchObject({ status: 'failed', failureCode: 'account_closed' });
    expect(await balanceOf(t, who)).toBe(10_000);
    await expectLedgerSound(t.app);
  });

  it('a signed payout notification for a payout Parkshare does not know: 404, nothing recorded', async () => {
    const body = JSON.stringify({
      id: 'evt_unknown_payout',
      type: 'payout',
      sandboxId: 'sbx_po_nope',
      merchantReference: '00000000-0000-4000-8000-000000000000',
      status: 'succeeded',
      occurredAt: new Date().toISOString(),
    });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/payments/notifications/sandbox',
      headers: {
        'content-type': 'application/json',
        [SIGNATURE_HEADER]: signBody(t.config.paymentsWebhookSecret, body, new Date()),
      },
      payload: body,
    });
    expect(response.statusCode).toBe(404);
    expect(
      await t.app.deps.db.select().from(paymentEvents).where(eq(paymentEvents.eventId, 'evt_unknown_payout')),
    ).toEqual([]);
    expect(
      (await t.app.deps.db.select().from(payouts)).every(
        (row) => row.status !== 'pending' || row.providerPayoutId !== 'sbx_po_nope',
      ),
    ).toBe(true);
  });
});
