import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { remindersSent } from '../../db/schema/reminders';
import { users } from '../../db/schema/users';
import { createTestApp, type TestApp } from '../../test/app';
import {
  activeParking,
  bookAndPay,
  bookingInput,
  CANCEL,
  COMPLETE,
  driver,
  EXTEND,
  HOUR,
  MINUTE,
  payWithWallet,
  row,
  shift,
  type Driver,
  type PayloadData,
} from '../reservations/reservations.test-helpers';
import { CLAIM_LEASE_MS, MAX_ATTEMPTS } from './recipients';
import { runReminders } from './reminders.jobs';

// Reminders across a reservation's life, with the job run at chosen moments (its `now`): sent once per kind and
// moment, again after an extension moves the end, never after a cancellation or an early finish. The drivers here
// have no browser subscribed, so every reminder is an e-mail (push delivery: push-delivery.test.ts).

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

const at = (date: Date | string, offset: number) => new Date(new Date(date).getTime() + offset);
const mailsAbout = (reservationId: string) =>
  t.outbox().filter((mail) => (mail.headers['x-parkshare-link'] ?? '').includes(reservationId));
const sentRows = (reservationId: string) =>
  t.app.deps.db.select().from(remindersSent).where(eq(remindersSent.reservationId, reservationId));

async function booked(who?: Driver): Promise<{ who: Driver; payload: PayloadData }> {
  const place = await activeParking(t);
  const driverOf = who ?? (await driver(t, 100_000));
  return { who: driverOf, payload: await bookAndPay(t, driverOf, bookingInput(driverOf, place.spotIds[0]!)) };
}

describe('reminders job', () => {
  it('reminds before the start and before the end, once each, and again for the new end of an extension', async () => {
    const { who, payload } = await booked();
    const { id, startAt, endAt } = payload.reservation;
    await runReminders(t.app.deps, at(startAt, -11 * MINUTE));
    expect(mailsAbout(id)).toHaveLength(0);
    await runReminders(t.app.deps, at(startAt, -9 * MINUTE));
    await runReminders(t.app.deps, at(startAt, -8 * MINUTE));
    const [starts] = mailsAbout(id);
    expect(mailsAbout(id)).toHaveLength(1);
    expect(starts?.subject).toBe('Your parking starts in 9 minutes');
    expect(starts?.headers['x-parkshare-link']).toBe(`${t.config.publicUrl}/reservation/${id}`);

    // Near the end the stay has started (the reservations clock does it; the test clock jumps over it), and
    // extensions are for a started stay.
    await shift(t, id, { startAt: new Date(Date.now() - 10 * MINUTE), status: 'active' });
    await runReminders(t.app.deps, at(endAt, -10 * MINUTE));
    await runReminders(t.app.deps, at(endAt, -2 * MINUTE));
    expect(mailsAbout(id)).toHaveLength(2);
    expect(mailsAbout(id)[1]?.subject).toBe('Your parking ends in 10 minutes');
    expect(mailsAbout(id)[1]?.headers['x-parkshare-link']).toContain(`/reservation/${id}/extension-creator`);

    const newEnd = at(endAt, HOUR);
    const extended = await t.gql<{ extendReservation: PayloadData }>(
      EXTEND,
      { input: { reservationId: id, endAt: newEnd.toISOString() } },
      { token: who.token },
    );
    if (!extended.data) throw new Error(JSON.stringify(extended.errors));
    await payWithWallet(t, who, extended.data.extendReservation.order.id);
    expect((await row(t, id)).endAt).toEqual(newEnd);
    await runReminders(t.app.deps, at(newEnd, -5 * MINUTE));
    await runReminders(t.app.deps, at(newEnd, -4 * MINUTE));
    expect(mailsAbout(id).map((mail) => mail.subject)).toEqual([
      'Your parking starts in 9 minutes',
      'Your parking ends in 10 minutes',
      'Your parking ends in 5 minutes',
    ]);
    expect((await sentRows(id)).map((sent) => [sent.kind, sent.channel])).toEqual(
      expect.arrayContaining([
        ['starts_soon', 'email'],
        ['ends_soon', 'email'],
        ['ends_soon', 'email'],
      ]),
    );
  });

  it('sends nothing for a cancelled reservation, nor after an early finish, nor when the driver turned them off', async () => {
    const cancelled = await booked();
    await t.gql(CANCEL, { id: cancelled.payload.reservation.id }, { token: cancelled.who.token });
    await runReminders(t.app.deps, at(cancelled.payload.reservation.startAt, -5 * MINUTE));
    await runReminders(t.app.deps, at(cancelled.payload.reservation.endAt, -5 * MINUTE));
    expect(mailsAbout(cancelled.payload.reservation.id)).toHaveLength(0);

    const finished = await booked();
    const { id, endAt } = finished.payload.reservation;
    await shift(t, id, { startAt: new Date(Date.now() - HOUR), status: 'active' });
    const completed = await t.gql(COMPLETE, { id }, { token: finished.who.token });
    expect(completed.errors).toBeUndefined();
    await runReminders(t.app.deps, at(endAt, -5 * MINUTE));
    expect(mailsAbout(id)).toHaveLength(0);

    const off = await driver(t, 100_000);
    const turnedOff = await t.gql(
      'mutation { setReminderMinutes(minutes: null) { reminderMinutes } }',
      {},
      { token: off.token },
    );
    expect(turnedOff.data).toEqual({ setReminderMinutes: { reminderMinutes: null } });
    const quiet = await booked(off);
    await runReminders(t.app.deps, at(quiet.payload.reservation.startAt, -MINUTE));
    await shift(t, quiet.payload.reservation.id, { status: 'active' });
    await runReminders(t.app.deps, at(quiet.payload.reservation.endAt, -MINUTE));
    expect(mailsAbout(quiet.payload.reservation.id)).toHaveLength(0);
  });

  it('sends a reminder again when the run that claimed it died before sending, after the lease, a few times at most', async () => {
    const { payload } = await booked();
    const { id, startAt } = payload.reservation;
    const due = at(startAt, -9 * MINUTE);
    // What a run leaves when it stops between claiming and sending (a crash, a mail server down).
    const stranded = { reservationId: id, kind: 'starts_soon', at: new Date(startAt), channel: 'email' } as const;
    await t.app.deps.db.insert(remindersSent).values({ ...stranded, claimedAt: at(due, -MINUTE) });
    await runReminders(t.app.deps, due);
    expect(mailsAbout(id)).toHaveLength(0); // still within the other run's lease
    await runReminders(t.app.deps, at(due, CLAIM_LEASE_MS));
    expect(mailsAbout(id).map((mail) => mail.subject)).toEqual(['Your parking starts in 7 minutes']);
    const [sent] = await sentRows(id);
    expect(sent).toMatchObject({ attempts: 2, sentAt: at(due, CLAIM_LEASE_MS) });
    await runReminders(t.app.deps, at(due, 2 * CLAIM_LEASE_MS + MINUTE));
    expect(mailsAbout(id)).toHaveLength(1);

    // One that failed on every attempt is given up.
    const other = await booked();
    const given = {
      ...stranded,
      reservationId: other.payload.reservation.id,
      at: new Date(other.payload.reservation.startAt),
    };
    await t.app.deps.db
      .insert(remindersSent)
      .values({ ...given, claimedAt: at(other.payload.reservation.startAt, -HOUR), attempts: MAX_ATTEMPTS });
    await runReminders(t.app.deps, at(other.payload.reservation.startAt, -5 * MINUTE));
    expect(mailsAbout(other.payload.reservation.id)).toHaveLength(0);
  });

  it('follows the chosen minutes and writes in Polish to a Polish driver', async () => {
    const { who, payload } = await booked();
    await t.app.deps.db.update(users).set({ language: 'pl' }).where(eq(users.id, who.id));
    const set = await t.gql(
      'mutation { setReminderMinutes(minutes: 15) { reminderMinutes } }',
      {},
      { token: who.token },
    );
    expect(set.data).toEqual({ setReminderMinutes: { reminderMinutes: 15 } });
    await shift(t, payload.reservation.id, { status: 'active' });
    await runReminders(t.app.deps, at(payload.reservation.endAt, -14 * MINUTE));
    const [mail] = mailsAbout(payload.reservation.id).filter((m) => m.subject.includes('kończy'));
    expect(mail?.subject).toBe('Twój postój kończy się za 14 minut');
    expect(mail?.text).toContain('Przedłuż postój');
  });

  it('refuses a reminder setting other than 5, 10, 15 or off with a field error', async () => {
    const who = await driver(t);
    for (const minutes of [0, 7, -5, 9999]) {
      const result = await t.gql(
        'mutation($m: Int) { setReminderMinutes(minutes: $m) { reminderMinutes } }',
        { m: minutes },
        { token: who.token },
      );
      expect(result.errors?.[0]?.extensions?.validation).toEqual({ minutes: ['Choose 5, 10 or 15 minutes, or off.'] });
    }
    const anonymous = await t.gql('mutation { setReminderMinutes(minutes: 5) { reminderMinutes } }');
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
