import type { ReservationStatus } from '@parkshare/shared/reservations/status';
import { beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../lib/errors';
import { createTestApp, type TestApp } from '../../test/app';
import { moveReservation } from './reservation-move';
import { activeParking, bookingInput, createOk, driver, row, shift } from './reservations.test-helpers';

// The one door every status change goes through: it asks the machine in packages/shared and refuses a move the
// machine does not draw, or one another transaction made stale, leaving the row as it was.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

/** A reservation waiting for payment, then set to `status` behind the service's back. */
async function reservationIn(status: ReservationStatus) {
  const place = await activeParking(t);
  const who = await driver(t);
  const { reservation } = await createOk(t, who, bookingInput(who, place.spotIds[0]!));
  if (status !== 'pending_payment') await shift(t, reservation.id, { status, paymentDueAt: null });
  return row(t, reservation.id);
}

const attempt = (reservation: Awaited<ReturnType<typeof row>>, to: ReservationStatus) =>
  t.app.deps.db.transaction((tx) => moveReservation(tx, reservation, to, { updatedAt: new Date() }));

describe('moveReservation', () => {
  it('refuses a move the reservation machine does not allow, and changes nothing', async () => {
    const completed = await reservationIn('completed');
    const error: unknown = await attempt(completed, 'cancelled').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).extensions).toEqual({ code: 'BAD_USER_INPUT' });
    expect((error as AppError).message).toBe('A reservation cannot move from completed to cancelled.');
    const after = await row(t, completed.id);
    expect(after.status).toBe('completed');
    expect(after.updatedAt).toEqual(completed.updatedAt);

    // An unpaid hold never becomes completed, nor does a confirmed one expire.
    await expect(attempt(await reservationIn('pending_payment'), 'completed')).rejects.toThrow(AppError);
    await expect(attempt(await reservationIn('confirmed'), 'expired')).rejects.toThrow(AppError);
  });

  it('refuses a move from a status the reservation no longer has (moved by another transaction)', async () => {
    const read = await reservationIn('pending_payment');
    await shift(t, read.id, { status: 'expired', paymentDueAt: null });
    await expect(attempt(read, 'confirmed')).rejects.toThrow(
      'A reservation cannot move from pending_payment to confirmed.',
    );
    expect((await row(t, read.id)).status).toBe('expired');
  });

  it('makes an allowed move with the values that go with it', async () => {
    const read = await reservationIn('pending_payment');
    const now = new Date();
    const moved = await t.app.deps.db.transaction((tx) =>
      moveReservation(tx, read, 'cancelled', { cancelledAt: now, paymentDueAt: null, updatedAt: now }),
    );
    expect(moved).toMatchObject({ id: read.id, status: 'cancelled', cancelledAt: now, paymentDueAt: null });
    expect((await row(t, read.id)).status).toBe('cancelled');
  });
});
