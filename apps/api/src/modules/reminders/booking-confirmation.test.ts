import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { activeParking, bookAndPay, bookingInput, createOk, driver } from '../reservations/reservations.test-helpers';
import { runBookingConfirmations } from './booking-confirmation';

// The booking confirmation e-mail: once per paid reservation, with the pass link and an .ics event.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

/** The text/calendar part of a raw .eml file, decoded. */
function calendarPart(raw: string): string {
  const part = raw.split(/\r?\n--/).find((chunk) => /content-type: text\/calendar/i.test(chunk));
  if (!part) throw new Error('no text/calendar part');
  const [head = '', ...body] = part.split(/\r?\n\r?\n/);
  const content = body.join('\n\n');
  return /base64/i.test(head)
    ? Buffer.from(content.replace(/\s+/g, ''), 'base64').toString('utf8')
    : content.replace(/=\r?\n/g, '');
}

describe('booking confirmation', () => {
  it('mails the paid reservation once, with the pass link and a calendar event in UTC', async () => {
    const place = await activeParking(t);
    const who = await driver(t, 100_000);
    const { reservation } = await bookAndPay(t, who, bookingInput(who, place.spotIds[0]!));
    const unpaid = await driver(t);
    const pending = await createOk(t, unpaid, bookingInput(unpaid, place.spotIds[1]!));
    await runBookingConfirmations(t.app.deps, new Date());
    await runBookingConfirmations(t.app.deps, new Date());

    const link = `${t.config.publicUrl}/reservation/${reservation.id}`;
    const mails = t.outbox().filter((mail) => mail.headers['x-parkshare-link'] === link);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail?.subject).toBe('Your parking is booked');
    expect(mail?.text).toContain(link);
    expect(mail?.text).toContain('spot A-10');
    const ics = calendarPart(readFileSync(join(t.app.deps.mailer.outboxDir!, mail!.file), 'utf8'));
    const unfolded = ics.replace(/\r\n /g, '');
    const utc = (iso: string) => iso.replace(/[-:]/g, '').replace(/\.\d{3}/, '');
    expect(unfolded).toContain(`UID:${reservation.id}@parkshare\r\n`);
    expect(unfolded).toContain(`DTSTART:${utc(reservation.startAt)}\r\n`);
    expect(unfolded).toContain(`DTEND:${utc(reservation.endAt)}\r\n`);
    expect(unfolded).toContain(`URL:${link}\r\n`);
    expect(unfolded).toMatch(/LOCATION:.+\\, /);
    expect(t.outbox().filter((m) => (m.headers['x-parkshare-link'] ?? '').includes(pending.reservation.id))).toEqual(
      [],
    );
  });
});
