import { formatMessage } from '@parkshare/shared/validation/messages';
import { beforeAll, describe, expect, it } from 'vitest';
import { reservations } from '../../db/schema/reservations';
import { AppError } from '../../lib/errors';
import { createTestApp, fieldErrors, type TestApp } from '../../test/app';
import { walletBalance } from '../ledger/ledger.service';
import { walletHistory } from '../transactions/wallet-history.service';
import { cancelStayWithFullRefund, moveStayToOtherSpot, stayRemedies } from './stay-remedies';
import {
  activeParking,
  bookAndPay,
  bookingInput,
  CANCEL,
  COMPLETE,
  create,
  driver,
  expectLedgerSound,
  HOUR,
  MINUTE,
  row,
  shift,
  type Place,
} from './reservations.test-helpers';

// The "report a problem" remedies at the reservation (issue 15, decision 080): another free spot of the same
// parking for the rest of a current stay, or cancelling it with a full refund. The tickets module's mutations,
// their authorization and the race with a booking of the other spot are tested with the tickets.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

const options = (reservationId: string, now = new Date()) => ({ reservationId, now, field: 'ticketId' });
const move = (reservationId: string, now?: Date) =>
  t.app.deps.db.transaction((tx) => moveStayToOtherSpot(tx, options(reservationId, now)));
const cancel = (reservationId: string, now?: Date) =>
  t.app.deps.db.transaction((tx) => cancelStayWithFullRefund(tx, options(reservationId, now)));

async function refusal(work: Promise<unknown>) {
  try {
    await work;
  } catch (error) {
    if (error instanceof AppError) return error.validation ?? error.message;
    throw error;
  }
  throw new Error('not refused');
}

/** Another driver holds the spot over the next three hours. */
async function occupy(place: Place, spotId: string) {
  const other = await driver(t, 5000);
  await bookAndPay(t, other, bookingInput(other, spotId, 0, 3 * HOUR));
}

/** A paid two-hour stay under way now on A-1 (9.00 PLN, from the balance). spotIds. */
async function currentStay() {
  const place = await activeParking(t);
  const who = await driver(t, 2000);
  const paid = await bookAndPay(t, who, bookingInput(who, place.spotIds[2]!, 0, 2 * HOUR));
  return { place, who, reservationId: paid.reservation.id };
}

async function historySumsToBalance(userId: string) {
  const page = await walletHistory(t.app.deps.db, { userId, page: { first: 100, after: null } });
  expect(page.items.reduce((sum, item) => sum + item.amount, 0)).toBe(await walletBalance(t.app.deps.db, userId));
}

describe('another free spot for the rest of the stay', () => {
  it('moves a current stay to the first free spot in natural order, at no cost, and answers both spots', async () => {
    const { place, who, reservationId } = await currentStay();
    await occupy(place, place.spotIds[1]!);
    expect(await stayRemedies(t.app.deps.db, reservationId, new Date())).toEqual({
      otherSpotNumber: 'A-10',
      refundAmount: 900,
      // Paid from the balance: cancelling would give it back there.
      refundPlan: { toPayer: 0, toBalance: 900 },
    });
    const balance = await walletBalance(t.app.deps.db, who.id);
    const change = await move(reservationId);
    expect(change).toMatchObject({ fromSpotNumber: 'A-1', toSpotNumber: 'A-10' });
    expect(change.events.map((event) => event?.spotId)).toEqual([place.spotIds[2], place.spotIds[0]]);
    const moved = await row(t, reservationId);
    expect(moved).toMatchObject({ spotId: place.spotIds[0], status: 'active', amount: 900 });
    expect(await walletBalance(t.app.deps.db, who.id)).toBe(balance);
    // The old spot is free for others now; the new one is held.
    const next = await driver(t, 5000);
    expect((await create(t, next, bookingInput(next, place.spotIds[2]!, 0, HOUR))).errors).toBeUndefined();
    const refused = await driver(t, 5000);
    expect((await create(t, refused, bookingInput(refused, place.spotIds[0]!, 0, HOUR))).errors).toBeDefined();
    // No other spot is free now (A-1 and A-2 are taken): the remedy says so.
    expect(await stayRemedies(t.app.deps.db, reservationId, new Date())).toEqual({
      otherSpotNumber: null,
      refundAmount: 900,
      refundPlan: { toPayer: 0, toBalance: 900 },
    });
    expect(await refusal(move(reservationId))).toEqual({ ticketId: [formatMessage('noOtherSpot')] });
    await expectLedgerSound(t);
  });

  it('a spot held later in the stay (or within the leave buffer after it) is not free', async () => {
    const { place, reservationId } = await currentStay();
    const later = await driver(t, 5000);
    await bookAndPay(t, later, bookingInput(later, place.spotIds[1]!, HOUR, HOUR));
    const buffer = await driver(t, 5000);
    await bookAndPay(t, buffer, bookingInput(buffer, place.spotIds[0]!, 2 * HOUR + 2 * MINUTE, HOUR));
    expect((await stayRemedies(t.app.deps.db, reservationId, new Date()))?.otherSpotNumber).toBeNull();
    expect(await refusal(move(reservationId))).toEqual({ ticketId: [formatMessage('noOtherSpot')] });
  });

  it('is not offered for a stay that has not started, has ended or is not paid', async () => {
    const place = await activeParking(t);
    const who = await driver(t, 5000);
    const future = await bookAndPay(t, who, bookingInput(who, place.spotIds[0]!, HOUR, HOUR));
    expect(await stayRemedies(t.app.deps.db, future.reservation.id, new Date())).toBeNull();
    const notCurrent = { ticketId: [formatMessage('remedyNotAvailable')] };
    expect(await refusal(move(future.reservation.id))).toEqual(notCurrent);
    expect(await refusal(cancel(future.reservation.id))).toEqual(notCurrent);
    // Confirmed and started (the clock has not moved it yet): current.
    await shift(t, future.reservation.id, { startAt: new Date(Date.now() - MINUTE) });
    expect(await stayRemedies(t.app.deps.db, future.reservation.id, new Date())).toMatchObject({ refundAmount: 500 });
    // Past its end: no longer.
    expect(await stayRemedies(t.app.deps.db, future.reservation.id, new Date(Date.now() + 2 * HOUR))).toBeNull();

    const payer = await driver(t, 5000);
    const unpaid = await create(t, payer, bookingInput(payer, place.spotIds[1]!, 3 * HOUR, HOUR));
    const unpaidId = unpaid.data!.createReservation.reservation.id;
    await shift(t, unpaidId, { startAt: new Date(Date.now() - MINUTE) });
    expect(await stayRemedies(t.app.deps.db, unpaidId, new Date())).toBeNull();
    expect(await refusal(move(unpaidId))).toEqual(notCurrent);

    const { who: other, reservationId } = await currentStay();
    await t.gql(COMPLETE, { id: reservationId }, { token: other.token });
    expect(await stayRemedies(t.app.deps.db, reservationId, new Date())).toBeNull();
    expect(await refusal(move(reservationId))).toEqual(notCurrent);
    expect(await refusal(cancel(reservationId))).toEqual(notCurrent);
  });
});

describe.runIf(Boolean(process.env.TEST_DATABASE_URL))('another spot taken meanwhile (PostgreSQL)', () => {
  it('the exclusion constraint refuses the spot booked while the move ran, and the next free one is taken', async () => {
    const { place, reservationId } = await currentStay();
    const other = await driver(t, 5000);
    const stay = await row(t, reservationId);
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let inserted!: () => void;
    const insertedYet = new Promise<void>((resolve) => (inserted = resolve));
    // Another booking of A-2 over the stay, not yet committed when the move reads which spots are free.
    const booking = t.app.deps.db.transaction(async (tx) => {
      await tx.insert(reservations).values({
        userId: other.id,
        parkingId: place.parkingId,
        spotId: place.spotIds[1]!,
        vehicleId: other.vehicleId,
        billingAccountId: other.billingAccountId,
        startAt: stay.startAt,
        endAt: stay.endAt,
        holdEndAt: stay.endAt,
        status: 'confirmed',
      });
      inserted();
      await gate;
    });
    await insertedYet;
    const moving = move(reservationId);
    // The move's update of A-2 waits for the booking, which then commits: A-2 is refused, A-10 taken.
    await new Promise((resolve) => setTimeout(resolve, 300));
    release();
    await booking;
    const change = await moving;
    expect(change).toMatchObject({ fromSpotNumber: 'A-1', toSpotNumber: 'A-10' });
    expect((await row(t, reservationId)).spotId).toBe(place.spotIds[0]);
  });
});

describe('cancelling a current stay with a full refund', () => {
  it('refunds every paid order to the balance, cancels the stay and frees its spot; the driver alone still cannot', async () => {
    const { place, who, reservationId } = await currentStay();
    // The driver's own cancellation stays before the start only.
    expect(fieldErrors(await t.gql(CANCEL, { id: reservationId }, { token: who.token }))).toEqual({
      id: [formatMessage('cancelOnlyBeforeStart')],
    });
    const result = await cancel(reservationId);
    expect(result.amount).toBe(900);
    expect(result.reservation).toMatchObject({ status: 'cancelled' });
    expect(result.events.map((event) => event?.spotId)).toEqual([place.spotIds[2]]);
    expect(await walletBalance(t.app.deps.db, who.id)).toBe(2000);
    const stored = await row(t, reservationId);
    expect(stored.cancelledAt).not.toBeNull();
    const next = await driver(t, 5000);
    expect((await create(t, next, bookingInput(next, place.spotIds[2]!, 0, HOUR))).errors).toBeUndefined();
    // Twice: the stay is no longer current.
    expect(await refusal(cancel(reservationId))).toEqual({ ticketId: [formatMessage('remedyNotAvailable')] });
    expect(await refusal(move(reservationId))).toEqual({ ticketId: [formatMessage('remedyNotAvailable')] });
    expect(await stayRemedies(t.app.deps.db, reservationId, new Date())).toBeNull();
    // The owner earns nothing from it.
    expect(await walletBalance(t.app.deps.db, place.ownerId)).toBe(0);
    await historySumsToBalance(who.id);
    await expectLedgerSound(t);
  });
});
