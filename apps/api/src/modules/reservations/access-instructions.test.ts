import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { parkings } from '../../db/schema/parkings';
import { createTestApp, type TestApp } from '../../test/app';
import {
  activeParking,
  bookAndPay,
  bookingInput,
  createOk,
  driver,
  HOUR,
  MINUTE,
  shift,
} from './reservations.test-helpers';
import { ACCESS_SHOWN_BEFORE_MINUTES } from './reservations.policy';

// A driver sees the parking's access instructions only on their own paid reservation, from 30 minutes before the
// start to the end of the leave buffer (decision 090). Times are moved with shift, as the clock tests do.

const READ = `query($id: ID!) { reservation(id: $id) { status accessInstructions accessInstructionsFrom } }`;
const CODE = 'Gate code 4711#';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

interface Seen {
  status: string;
  accessInstructions: string | null;
  accessInstructionsFrom: string | null;
}

async function seen(token: string, id: string): Promise<Seen | undefined> {
  return (await t.gql<{ reservation: Seen }>(READ, { id }, { token })).data?.reservation;
}

async function placeWithCode() {
  const place = await activeParking(t);
  await t.app.deps.db.update(parkings).set({ accessInstructions: CODE }).where(eq(parkings.id, place.parkingId));
  return place;
}

const inMinutes = (minutes: number) => new Date(Date.now() + minutes * MINUTE);

describe('Reservation.accessInstructions', () => {
  it('appear 30 minutes before a paid reservation starts and until its leave buffer ends', async () => {
    const place = await placeWithCode();
    const who = await driver(t, 100_000);
    const { reservation } = await bookAndPay(t, who, bookingInput(who, place.spotIds[0]!, 3 * HOUR));
    expect(await seen(who.token, reservation.id)).toMatchObject({ status: 'confirmed', accessInstructions: null });
    expect((await seen(who.token, reservation.id))?.accessInstructionsFrom).not.toBeNull();
    const lead = ACCESS_SHOWN_BEFORE_MINUTES;
    await shift(t, reservation.id, { startAt: inMinutes(lead + 1), endAt: inMinutes(lead + 120) });
    expect((await seen(who.token, reservation.id))?.accessInstructions).toBeNull();
    await shift(t, reservation.id, { startAt: inMinutes(lead - 1), endAt: inMinutes(lead + 120) });
    expect((await seen(who.token, reservation.id))?.accessInstructions).toBe(CODE);
    await shift(t, reservation.id, { status: 'active', startAt: inMinutes(-60), endAt: inMinutes(1) });
    expect((await seen(who.token, reservation.id))?.accessInstructions).toBe(CODE);
    // Within the 5-minute leave buffer the driver still needs the gate; after it, no more.
    await shift(t, reservation.id, { startAt: inMinutes(-120), endAt: inMinutes(-4) });
    expect((await seen(who.token, reservation.id))?.accessInstructions).toBe(CODE);
    await shift(t, reservation.id, { startAt: inMinutes(-120), endAt: inMinutes(-6) });
    expect((await seen(who.token, reservation.id))?.accessInstructions).toBeNull();
  });

  it('stay hidden while unpaid and after a cancellation, even inside the window', async () => {
    const place = await placeWithCode();
    const who = await driver(t);
    const { reservation } = await createOk(t, who, bookingInput(who, place.spotIds[0]!, 10 * MINUTE));
    expect(await seen(who.token, reservation.id)).toMatchObject({
      status: 'pending_payment',
      accessInstructions: null,
      accessInstructionsFrom: null,
    });
    await shift(t, reservation.id, { status: 'cancelled' });
    expect(await seen(who.token, reservation.id)).toMatchObject({
      accessInstructions: null,
      accessInstructionsFrom: null,
    });
  });

  it('are never shown to another driver nor through the parking owner’s view of the reservation', async () => {
    const place = await placeWithCode();
    const who = await driver(t, 100_000);
    const { reservation } = await bookAndPay(t, who, bookingInput(who, place.spotIds[1]!, 10 * MINUTE));
    expect((await seen(who.token, reservation.id))?.accessInstructions).toBe(CODE);
    const other = await driver(t);
    const stranger = await t.gql(READ, { id: reservation.id }, { token: other.token });
    expect(stranger.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect(JSON.stringify(stranger)).not.toContain(CODE);
    expect(await seen(place.ownerToken, reservation.id)).toMatchObject({
      accessInstructions: null,
      accessInstructionsFrom: null,
    });
  });

  it('say nothing when the parking has none', async () => {
    const place = await activeParking(t);
    const who = await driver(t, 100_000);
    const { reservation } = await bookAndPay(t, who, bookingInput(who, place.spotIds[0]!, 10 * MINUTE));
    expect(await seen(who.token, reservation.id)).toMatchObject({
      accessInstructions: null,
      accessInstructionsFrom: null,
    });
  });
});
