import { beforeAll, describe, expect, it } from 'vitest';
import { bankAccounts } from '../../db/schema/billing';
import { createTestApp, fieldErrors, type GraphQLResponse, type TestApp } from '../../test/app';
import { sandboxFor } from '../payments/gateway';
import {
  activeParking,
  balanceOf,
  bookAndPay,
  bookingInput,
  CANCEL,
  COMPLETE,
  createOk,
  driver,
  expectLedgerSound,
  HOUR,
  PAY,
  type Driver,
} from '../reservations/reservations.test-helpers';

// The wallet history (/transactions) is read from the ledger: every kind of movement appears once, with what
// caused it and its status, payments by BLIK never appear, and the rows always sum to me.balance.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

interface Movement {
  id: string;
  kind: string;
  amount: number;
  status: string;
  currency: string;
  orderId: string | null;
  orderNumber: string | null;
  paymentId: string | null;
  payoutId: string | null;
  reservationId: string | null;
}

const HISTORY = `query($first: Int, $after: String) { myWalletHistory(first: $first, after: $after) {
  items { id kind amount status currency createdAt orderId orderNumber paymentId payoutId reservationId } nextCursor } }`;

/** Every movement, page after page of `first` entries. */
async function history(token: string, first = 50): Promise<Movement[]> {
  const all: Movement[] = [];
  let after: string | null = null;
  for (let pages = 0; pages < 100; pages += 1) {
    const result: GraphQLResponse<{ myWalletHistory: { items: Movement[]; nextCursor: string | null } }> = await t.gql(
      HISTORY,
      { first, after },
      { token },
    );
    if (!result.data) throw new Error(JSON.stringify(result.errors));
    all.push(...result.data.myWalletHistory.items);
    after = result.data.myWalletHistory.nextCursor;
    if (!after) return all;
  }
  throw new Error('history never ended');
}

const sum = (rows: Movement[]) => rows.reduce((total, row) => total + row.amount, 0);
const tick = () => sandboxFor(t.app.deps).tick(new Date(Date.now() + 2000));

async function topUp(who: Driver, amount: number) {
  const placed = await t.gql<{ createTopUp: { id: string } }>(
    'mutation($input: CreateTopUpInput!) { createTopUp(input: $input) { id } }',
    {
      input: { amount, billingAccountId: who.billingAccountId },
    },
    { token: who.token },
  );
  if (!placed.data) throw new Error(JSON.stringify(placed.errors));
  await t.gql(
    PAY,
    { input: { orderId: placed.data.createTopUp.id, method: 'BLIK', blikCode: '777123' } },
    { token: who.token },
  );
  await tick();
  return placed.data.createTopUp.id;
}

function polishIban(bban: string): string {
  let rest = 0;
  for (const digit of `${bban}252100`) rest = (rest * 10 + Number(digit)) % 97;
  return `PL${String(98 - rest).padStart(2, '0')}${bban}`;
}

async function payout(token: string, userId: string, amount: number, bban: string) {
  const [account] = await t.app.deps.db
    .insert(bankAccounts)
    .values({ userId, accountNumber: polishIban(bban), name: 'Main', isVerified: true })
    .returning();
  const result = await t.gql<{ requestPayout: { id: string } }>(
    'mutation($input: RequestPayoutInput!) { requestPayout(input: $input) { id } }',
    {
      input: { amount, bankAccountId: account!.id },
    },
    { token },
  );
  if (!result.data) throw new Error(JSON.stringify(result.errors));
  return result.data.requestPayout.id;
}

describe('myWalletHistory', () => {
  it('shows every kind of movement with its cause and status, and sums to me.balance', async () => {
    const place = await activeParking(t);
    const who = await driver(t);
    const topUpId = await topUp(who, 5000);

    // Paid from the balance and cancelled before the start: payment, then refund.
    const cancelled = await bookAndPay(t, who, bookingInput(who, place.spotIds[0]!, HOUR, HOUR));
    await t.gql(CANCEL, { id: cancelled.reservation.id }, { token: who.token });
    // Paid by BLIK: never touches the balance (not listed); its refund goes back to the BLIK account (decision
    // 085) and is not listed either — unless the bank does not take it (test code 777900): then it lands here.
    const byBlik = await createOk(t, who, bookingInput(who, place.spotIds[1]!, 3 * HOUR, HOUR));
    await t.gql(PAY, { input: { orderId: byBlik.order.id, method: 'BLIK', blikCode: '777900' } }, { token: who.token });
    await tick();
    await t.gql(CANCEL, { id: byBlik.reservation.id }, { token: who.token });
    expect(sum(await history(who.token))).toBe(5000);
    await tick();
    // Paid from the balance and completed: the owner earns it, less commission.
    const stay = await bookAndPay(t, who, bookingInput(who, place.spotIds[2]!, 0, 2 * HOUR));
    await t.gql(COMPLETE, { id: stay.reservation.id }, { token: who.token });

    const driverRows = await history(who.token);
    expect(driverRows.map((row) => [row.kind, row.amount, row.status])).toEqual([
      ['payment', -900, 'completed'],
      ['refund_to_balance', 500, 'completed'],
      ['refund', 500, 'completed'],
      ['payment', -500, 'completed'],
      ['deposit', 5000, 'completed'],
    ]);
    expect(driverRows.at(-1)).toMatchObject({ orderId: topUpId, reservationId: null, currency: 'PLN' });
    expect(driverRows[0]).toMatchObject({ orderId: stay.order.id, reservationId: stay.reservation.id });
    expect(driverRows[0]?.orderNumber).toMatch(/^PS\/\d{4}\/\d{2}\/\d{6}$/);
    expect(driverRows[1]).toMatchObject({ orderId: byBlik.order.id, reservationId: byBlik.reservation.id });
    expect(driverRows[2]).toMatchObject({ orderId: cancelled.order.id, reservationId: cancelled.reservation.id });
    expect(sum(driverRows)).toBe(await balanceOf(t, who.token));
    expect(sum(driverRows)).toBe(4600);

    // The owner: earning 9.00 less 0.90 commission; a free payout, then one with a 1 zł fee that fails and comes back.
    const sent = await payout(place.ownerToken, place.ownerId, 300, '109010140000071219812874');
    await tick();
    const failed = await payout(place.ownerToken, place.ownerId, 200, '1090101400000712' + '00000000');
    const pending = await history(place.ownerToken);
    expect(pending.slice(0, 2).map((row) => [row.kind, row.amount, row.status, row.payoutId])).toEqual([
      ['withdrawal', -200, 'pending', failed],
      ['fee', -100, 'pending', failed],
    ]);
    await tick();
    const ownerRows = await history(place.ownerToken);
    expect(ownerRows.map((row) => [row.kind, row.amount, row.status])).toEqual([
      ['withdrawal_returned', 200, 'completed'],
      ['fee_returned', 100, 'completed'],
      ['withdrawal', -200, 'failed'],
      ['fee', -100, 'failed'],
      ['withdrawal', -300, 'completed'],
      ['earning', 900, 'completed'],
      ['commission', -90, 'completed'],
    ]);
    expect(ownerRows[4]).toMatchObject({ payoutId: sent });
    expect(ownerRows[5]).toMatchObject({ reservationId: stay.reservation.id });
    expect(sum(ownerRows)).toBe(await balanceOf(t, place.ownerToken));
    expect(sum(ownerRows)).toBe(510);
    // Paged one entry at a time, the same rows in the same order (a split entry stays on one page).
    expect(await history(place.ownerToken, 1)).toEqual(ownerRows);
    expect(await history(who.token, 2)).toEqual(driverRows);
    await expectLedgerSound(t);
  });

  it('another user sees only their own; an empty wallet has no history; a bad cursor or size is a field error', async () => {
    const who = await driver(t);
    expect(await history(who.token)).toEqual([]);
    const bad = await t.gql(HISTORY, { after: 'not-a-cursor' }, { token: who.token });
    expect(fieldErrors(bad)).toEqual({ after: ['Invalid value.'] });
    expect(fieldErrors(await t.gql(HISTORY, { first: 0 }, { token: who.token }))).toEqual({
      first: ['Invalid value.'],
    });
    expect(fieldErrors(await t.gql(HISTORY, { first: 101 }, { token: who.token }))).toEqual({
      first: ['Invalid value.'],
    });
    expect((await t.gql(HISTORY)).errors?.[0]?.message).toBe('Unauthenticated.');
  });
});
