import type { Locale } from '@parkshare/shared/locales';
import { formatMoney } from '@parkshare/shared/money';
import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import { spots } from '../../db/schema/parkings';
import { reservations } from '../../db/schema/reservations';
import type { Job } from '../../jobs/scheduler';
import { calendarEvent } from '../../mail/ics';
import { firstName, linkMail } from '../../mail/templates';
import { claimReminder, markSent, placeOf, recipientLanguage, selectWithRecipient, settled } from './recipients';

// The booking confirmation e-mail (issue 17 §3): once a reservation is paid, the driver gets its time and place, the
// link to the pass (the reservation page) and an .ics event for the calendar. Sent by a job a few seconds after the
// payment committed, rather than from the payment's transaction: a mail server that is slow or down must not hold
// or fail the payment. The reminders_sent row (kind booked) makes it once, whatever the instances; migration 0020
// marked the reservations paid before it as done, so they are not mailed now.

const BATCH = 100;
/** A reservation paid longer ago than this is not confirmed any more (the job was off; the mail would be stale). */
const RECENT = '2 days';

async function unconfirmed(deps: AppDeps, now: Date) {
  return selectWithRecipient(deps, {
    id: reservations.id,
    startAt: reservations.startAt,
    endAt: reservations.endAt,
    amount: reservations.amount,
    spotNumber: spots.number,
  })
    .innerJoin(spots, eq(spots.id, reservations.spotId))
    .where(
      and(
        inArray(reservations.status, ['confirmed', 'active']),
        gt(reservations.createdAt, sql`${now}::timestamptz - ${RECENT}::interval`),
        settled(reservations.id, 'booked', null, now),
      ),
    )
    .limit(BATCH);
}

type Booking = Awaited<ReturnType<typeof unconfirmed>>[number];

const when = (language: Locale, booking: Booking) => {
  const format = new Intl.DateTimeFormat(language === 'pl' ? 'pl-PL' : 'en-GB', {
    dateStyle: 'full',
    timeStyle: 'short',
    timeZone: booking.timezone,
  });
  return format.formatRange(booking.startAt, booking.endAt);
};

export function bookingConfirmationMail(booking: Booking, language: Locale, publicUrl: string, now: Date) {
  const en = language === 'en';
  const place = placeOf(booking) ?? '';
  const spot = en ? `spot ${booking.spotNumber}` : `miejsce ${booking.spotNumber}`;
  const link = `${publicUrl}/reservation/${booking.id}`;
  const period = when(language, booking);
  const mail = linkMail(
    {
      subject: en ? 'Your parking is booked' : 'Twój postój jest zarezerwowany',
      lines: en
        ? [
            `Hello ${booking.name},`,
            `Your parking is booked and paid (${formatMoney(booking.amount, language)}): ${place}, ${spot}, ${period}.`,
            'Your pass, with the QR code and how to get in, is on the reservation page; the calendar event is attached.',
          ]
        : [
            `Cześć, ${firstName(booking.name)}!`,
            `Twój postój jest zarezerwowany i opłacony (${formatMoney(booking.amount, language)}): ${place}, ${spot}, ${period}.`,
            'Przepustka z kodem QR i wskazówkami dojazdu czeka na stronie rezerwacji, a wydarzenie do kalendarza – w załączniku.',
          ],
      linkLabel: en ? 'Open your pass' : 'Otwórz przepustkę',
    },
    link,
  );
  const ics = calendarEvent({
    uid: `${booking.id}@parkshare`,
    stamp: now,
    start: booking.startAt,
    end: booking.endAt,
    summary: en ? `Parking: ${place}, ${spot}` : `Postój: ${place}, ${spot}`,
    location: place,
    url: link,
    description: `${en ? 'Pass' : 'Przepustka'}: ${link}`,
  });
  return { mail, link, ics };
}

async function confirm(deps: AppDeps, booking: Booking, now: Date): Promise<void> {
  const claim = { reservationId: booking.id, kind: 'booked', at: booking.startAt, channel: 'email' } as const;
  if (!(await claimReminder(deps, claim, now))) return;
  const language = recipientLanguage(booking.language);
  const { mail, link, ics } = bookingConfirmationMail(booking, language, deps.config.publicUrl, now);
  await deps.mailer.send({
    to: booking.email,
    ...mail,
    headers: { 'X-Parkshare-Link': link },
    attachments: [
      { filename: 'parkshare.ics', content: ics, contentType: 'text/calendar; charset=utf-8; method=PUBLISH' },
    ],
  });
  await markSent(deps, claim, now);
}

export async function runBookingConfirmations(deps: AppDeps, now: Date): Promise<void> {
  for (const booking of await unconfirmed(deps, now)) {
    try {
      await confirm(deps, booking, now);
    } catch (error) {
      deps.log.error({ err: error, reservationId: booking.id }, 'booking confirmation failed');
    }
  }
}

export const bookingConfirmationsJob: Job = {
  name: 'booking-confirmations',
  everyMs: 10_000,
  run: (deps, now) => runBookingConfirmations(deps, now),
};
