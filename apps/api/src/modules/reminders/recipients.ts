import { isLocale, type Locale } from '@parkshare/shared/locales';
import { and, eq, isNull, lt, notExists, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { AppDeps } from '../../app-deps';
import { parkingAddresses } from '../../db/schema/parkings';
import { remindersSent } from '../../db/schema/reminders';
import { reservations } from '../../db/schema/reservations';
import { users } from '../../db/schema/users';
import { addressLine } from '../reservations/reservations.read';

// Who a reminder or a booking confirmation goes to and which parking it speaks of, read and claimed the same way by
// both jobs (reminders.jobs.ts, booking-confirmation.ts).

const recipient = {
  // The public address, as drivers know the parking (its name is the owner's own).
  street: parkingAddresses.street,
  number: parkingAddresses.number,
  city: parkingAddresses.city,
  email: users.email,
  name: users.name,
  language: users.language,
  timezone: users.timezone,
};

/** Reservations with the given columns, their driver's e-mail, name, language and time zone, and the basic address. */
export const selectWithRecipient = <T extends SelectedFields>(deps: AppDeps, fields: T) =>
  deps.db
    .select({ ...fields, ...recipient })
    .from(reservations)
    .innerJoin(users, eq(users.id, reservations.userId))
    .leftJoin(
      parkingAddresses,
      and(eq(parkingAddresses.parkingId, reservations.parkingId), eq(parkingAddresses.type, 'basic')),
    );

/** The driver's language, English when the stored one is not (or no longer) offered. */
export const recipientLanguage = (language: string): Locale => (isLocale(language) ? language : 'en');

/** The parking's address line; null when it has no basic address. */
export const placeOf = (row: { street: string | null; number: string | null; city: string | null }): string | null =>
  row.city === null ? null : addressLine({ ...row, city: row.city });

type Claim = Pick<typeof remindersSent.$inferInsert, 'reservationId' | 'kind' | 'at' | 'channel'>;

/** A claim not marked sent within this long is taken on again: the run that made it died or failed to send. */
export const CLAIM_LEASE_MS = 2 * 60_000;
/** Runs that may take a reminder on before it is given up (a mailbox that refuses every time). */
export const MAX_ATTEMPTS = 5;

const leaseStart = (now: Date) => new Date(now.getTime() - CLAIM_LEASE_MS);

/**
 * Not to be taken on now: there is a row for this reservation and kind (and moment, when given) that was sent, is
 * claimed by a run still within its lease, or was given up.
 */
export const settled = (reservationId: SQL | AnyColumn, kind: string, at: SQL | AnyColumn | null, now: Date) =>
  notExists(
    sql`(select 1 from ${remindersSent} where ${remindersSent.reservationId} = ${reservationId}
      and ${remindersSent.kind} = ${kind} ${at === null ? sql`` : sql`and ${remindersSent.at} = ${at}`}
      and (${remindersSent.sentAt} is not null or ${remindersSent.claimedAt} > ${leaseStart(now)}
        or ${remindersSent.attempts} >= ${MAX_ATTEMPTS}))`,
  );

/**
 * Claims a reminder (or confirmation) for this run: a new row, or one whose earlier claim ran out unsent. False when
 * it was sent, or another run (or instance) holds it.
 */
export async function claimReminder(deps: AppDeps, claim: Claim, now: Date): Promise<boolean> {
  const claimed = await deps.db
    .insert(remindersSent)
    .values({ ...claim, claimedAt: now })
    .onConflictDoUpdate({
      target: [remindersSent.reservationId, remindersSent.kind, remindersSent.at],
      set: { claimedAt: now, channel: claim.channel, attempts: sql`${remindersSent.attempts} + 1` },
      setWhere: and(
        isNull(remindersSent.sentAt),
        lt(remindersSent.claimedAt, leaseStart(now)),
        lt(remindersSent.attempts, MAX_ATTEMPTS),
      ),
    })
    .returning({ at: remindersSent.at });
  return claimed.length > 0;
}

/** Marks a claimed reminder sent, and how it went out. */
export async function markSent(
  deps: AppDeps,
  key: Pick<Claim, 'reservationId' | 'kind' | 'at' | 'channel'>,
  now: Date,
): Promise<void> {
  await deps.db
    .update(remindersSent)
    .set({ sentAt: now, channel: key.channel })
    .where(
      and(
        eq(remindersSent.reservationId, key.reservationId),
        eq(remindersSent.kind, key.kind),
        eq(remindersSent.at, key.at),
      ),
    );
}
