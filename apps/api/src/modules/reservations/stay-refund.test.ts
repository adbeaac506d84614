import { randomInt } from 'node:crypto';
import { ticketNumberOf } from '@parkshare/shared/tickets/status';
import { formatMessage } from '@parkshare/shared/validation/messages';
import { and, eq, isNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ledgerAccounts } from '../../db/schema/ledger';
import { tickets } from '../../db/schema/tickets';
import { AppError } from '../../lib/errors';
import { createTestApp, type TestApp } from '../../test/app';
import { accountBalance, postEntry, walletBalance } from '../ledger/ledger.service';
import { refundableOf } from '../ledger/reservation-ledger';
import { walletHistory } from '../transactions/wallet-history.service';
import { grantStayRefund, type StayRefund } from './stay-refund';
import {
  activeParking,
  bookAndPay,
  bookingInput,
  CANCEL,
  COMPLETE,
  driver,
  expectLedgerSound,
  HOUR,
  type Driver,
  type Place,
} from './reservations.test-helpers';

// Refunds granted on compensation tickets, at the ledger (issue 15, decision 080 "Money"): who bears them, the
// cap, the owner's earning reversed with its commission share, the completion crediting what is left, and the
// invariants after each. The GraphQL mutation, its authorization and its races are tested in the tickets module.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

/** A compensation ticket about the reservation, inserted directly. */
async function ticketOn(reservationId: string, reporterId: string, parkingId: string) {
  for (;;) {
    const rows = await t.app.deps.db
      .insert(tickets)
      .values({
        number: ticketNumberOf(randomInt(900_000)),
        type: 'compensation',
        subject: 'The spot was taken',
        description: 'Another car stood there.',
        reporterId,
        parkingId,
        reservationId,
        reason: 'spot_occupied',
      })
      .onConflictDoNothing()
      .returning();
    if (rows[0]) return rows[0];
  }
}

async function grant(
  ticket: { id: string; number: string; reservationId: string | null },
  values: Pick<StayRefund, 'amount' | 'bearer'>,
) {
  return t.app.deps.db.transaction((tx) =>
    grantStayRefund(tx, {
      ...values,
      ticketId: ticket.id,
      ticketNumber: ticket.number,
      reservationId: ticket.reservationId!,
    }),
  );
}

async function refusal(work: Promise<unknown>) {
  try {
    await work;
  } catch (error) {
    if (error instanceof AppError) return error.validation;
    throw error;
  }
  throw new Error('not refused');
}

async function revenue(): Promise<number> {
  const [row] = await t.app.deps.db
    .select({ id: ledgerAccounts.id })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.kind, 'platform_revenue'), isNull(ledgerAccounts.userId)));
  return accountBalance(t.app.deps.db, row!.id);
}

/** The user's history, every page, and its sum, which must be the balance. */
async function history(userId: string) {
  const page = await walletHistory(t.app.deps.db, { userId, page: { first: 100, after: null } });
  const total = page.items.reduce((sum, row) => sum + row.amount, 0);
  expect(total).toBe(await walletBalance(t.app.deps.db, userId));
  return page.items;
}

interface Stay {
  place: Place;
  who: Driver;
  reservationId: string;
}

/** A paid two-hour stay under way now (9.00 PLN: 5.00 the first hour, 4.00 the next), paid from the balance. */
async function currentStay(): Promise<Stay> {
  const place = await activeParking(t);
  const who = await driver(t, 2000);
  const paid = await bookAndPay(t, who, bookingInput(who, place.spotIds[0]!, 0, 2 * HOUR));
  return { place, who, reservationId: paid.reservation.id };
}

async function complete(stay: Stay) {
  const result = await t.gql(COMPLETE, { id: stay.reservationId }, { token: stay.who.token });
  expect(result.errors).toBeUndefined();
}

describe('grantStayRefund', () => {
  it('platform bears a partial refund: revenue pays the driver, the owner is still credited in full', async () => {
    const stay = await currentStay();
    const ticket = await ticketOn(stay.reservationId, stay.who.id, stay.place.parkingId);
    const revenueBefore = await revenue();
    expect(await refundableOf(t.app.deps.db, stay.reservationId)).toBe(900);
    await grant(ticket, { amount: 300, bearer: 'platform' });
    expect(await walletBalance(t.app.deps.db, stay.who.id)).toBe(2000 - 900 + 300);
    expect(await revenue()).toBe(revenueBefore - 300);
    expect(await refundableOf(t.app.deps.db, stay.reservationId)).toBe(600);
    await complete(stay);
    expect(await walletBalance(t.app.deps.db, stay.place.ownerId)).toBe(810);
    const rows = await history(stay.who.id);
    expect(rows[0]).toMatchObject({ kind: 'refund', amount: 300, ticketId: ticket.id, ticketNumber: ticket.number });
    await history(stay.place.ownerId);
    await expectLedgerSound(t);
  });

  it('owner bears before completion: escrow pays the driver and the completion credits only what is left', async () => {
    const stay = await currentStay();
    const ticket = await ticketOn(stay.reservationId, stay.who.id, stay.place.parkingId);
    const revenueBefore = await revenue();
    await grant(ticket, { amount: 300, bearer: 'owner' });
    expect(await revenue()).toBe(revenueBefore);
    expect(await walletBalance(t.app.deps.db, stay.who.id)).toBe(1400);
    await complete(stay);
    // 6.00 left in escrow: the owner earns 5.40, Parkshare 0.60.
    expect(await walletBalance(t.app.deps.db, stay.place.ownerId)).toBe(540);
    expect(await revenue()).toBe(revenueBefore + 60);
    expect((await history(stay.place.ownerId)).map((row) => [row.kind, row.amount])).toEqual([
      ['earning', 600],
      ['commission', -60],
    ]);
    expect((await history(stay.who.id))[0]).toMatchObject({ kind: 'refund', amount: 300, ticketNumber: ticket.number });
    await expectLedgerSound(t);
  });

  it('owner bears a completed stay in full: the earning is reversed, the commission returned', async () => {
    const stay = await currentStay();
    await complete(stay);
    const ticket = await ticketOn(stay.reservationId, stay.who.id, stay.place.parkingId);
    const revenueBefore = await revenue();
    await grant(ticket, { amount: 900, bearer: 'owner' });
    expect(await walletBalance(t.app.deps.db, stay.place.ownerId)).toBe(0);
    expect(await walletBalance(t.app.deps.db, stay.who.id)).toBe(2000);
    expect(await revenue()).toBe(revenueBefore - 90);
    expect((await history(stay.place.ownerId)).map((row) => [row.kind, row.amount, row.ticketNumber])).toEqual([
      ['earning_reversed', -900, ticket.number],
      ['commission_returned', 90, ticket.number],
      ['earning', 900, null],
      ['commission', -90, null],
    ]);
    expect(await refundableOf(t.app.deps.db, stay.reservationId)).toBe(0);
    await history(stay.who.id);
    await expectLedgerSound(t);
  });

  it('owner bears parts of a completed stay on two tickets: together they return exactly the commission of the whole', async () => {
    const stay = await currentStay();
    await complete(stay);
    const first = await ticketOn(stay.reservationId, stay.who.id, stay.place.parkingId);
    const second = await ticketOn(stay.reservationId, stay.who.id, stay.place.parkingId);
    await grant(first, { amount: 5, bearer: 'owner' });
    // 0.05 PLN: commission 0.005 → 0.01 half up; the owner gives back 0.04.
    expect(await walletBalance(t.app.deps.db, stay.place.ownerId)).toBe(810 - 4);
    expect(await refusal(grant(second, { amount: 896, bearer: 'owner' }))).toEqual({
      amount: [formatMessage('refundAboveRefundable', { max: '8.95' })],
    });
    await grant(second, { amount: 895, bearer: 'owner' });
    expect(await walletBalance(t.app.deps.db, stay.place.ownerId)).toBe(0);
    const returned = (await history(stay.place.ownerId))
      .filter((row) => row.kind === 'commission_returned')
      .reduce((sum, row) => sum + row.amount, 0);
    expect(returned).toBe(90);
    await expectLedgerSound(t);
  });

  it('refuses an owner whose balance is too low, above what is refundable, and a second refund on one ticket', async () => {
    const stay = await currentStay();
    await complete(stay);
    const ticket = await ticketOn(stay.reservationId, stay.who.id, stay.place.parkingId);
    // The owner has withdrawn most of the earning: 8.10 → 1.10.
    await t.app.deps.db.transaction((tx) =>
      postEntry(tx, {
        kind: 'withdrawal',
        description: 'test payout',
        lines: [
          { account: { wallet: stay.place.ownerId }, amount: -700 },
          { account: { platform: 'payouts_clearing' }, amount: 700 },
        ],
      }),
    );
    // 2.00 reversed takes 1.80 from the owner, who has 1.10.
    expect(await refusal(grant(ticket, { amount: 200, bearer: 'owner' }))).toEqual({
      bearer: [formatMessage('ownerBalanceTooLow')],
    });
    expect(await refusal(grant(ticket, { amount: 901, bearer: 'platform' }))).toEqual({
      amount: [formatMessage('refundAboveRefundable', { max: '9.00' })],
    });
    expect(await walletBalance(t.app.deps.db, stay.place.ownerId)).toBe(110);
    await grant(ticket, { amount: 100, bearer: 'owner' });
    expect(await walletBalance(t.app.deps.db, stay.place.ownerId)).toBe(20);
    expect(await refusal(grant(ticket, { amount: 100, bearer: 'platform' }))).toEqual({
      ticketId: [formatMessage('refundAlreadyGranted')],
    });
    expect(await refundableOf(t.app.deps.db, stay.reservationId)).toBe(800);
    await history(stay.place.ownerId);
    await history(stay.who.id);
    await expectLedgerSound(t);
  });

  it('a stay refunded in part before its start and then cancelled gives the driver back what it cost, no more', async () => {
    const place = await activeParking(t);
    const who = await driver(t, 2000);
    const paid = await bookAndPay(t, who, bookingInput(who, place.spotIds[0]!, HOUR, 2 * HOUR));
    const byOwner = await ticketOn(paid.reservation.id, who.id, place.parkingId);
    const byPlatform = await ticketOn(paid.reservation.id, who.id, place.parkingId);
    const revenueBefore = await revenue();
    await grant(byOwner, { amount: 300, bearer: 'owner' });
    await grant(byPlatform, { amount: 200, bearer: 'platform' });
    expect(await walletBalance(t.app.deps.db, who.id)).toBe(2000 - 900 + 500);
    const cancelled = await t.gql(CANCEL, { id: paid.reservation.id }, { token: who.token });
    expect(cancelled.errors).toBeUndefined();
    expect(await walletBalance(t.app.deps.db, who.id)).toBe(2000);
    // What the platform bore comes back to it; escrow holds nothing more for the stay.
    expect(await revenue()).toBe(revenueBefore);
    expect(await refundableOf(t.app.deps.db, paid.reservation.id)).toBe(0);
    expect((await history(who.id)).slice(0, 3).map((row) => [row.kind, row.amount])).toEqual([
      ['refund', 400],
      ['refund', 200],
      ['refund', 300],
    ]);
    expect(await walletBalance(t.app.deps.db, place.ownerId)).toBe(0);
    await expectLedgerSound(t);
  });

  it('a cancelled stay has nothing refundable', async () => {
    const place = await activeParking(t);
    const who = await driver(t, 2000);
    const paid = await bookAndPay(t, who, bookingInput(who, place.spotIds[0]!, HOUR, HOUR));
    await t.gql(CANCEL, { id: paid.reservation.id }, { token: who.token });
    const ticket = await ticketOn(paid.reservation.id, who.id, place.parkingId);
    expect(await refundableOf(t.app.deps.db, paid.reservation.id)).toBe(0);
    expect(await refusal(grant(ticket, { amount: 1, bearer: 'owner' }))).toEqual({
      amount: [formatMessage('refundAboveRefundable', { max: '0.00' })],
    });
    await expectLedgerSound(t);
  });
});
