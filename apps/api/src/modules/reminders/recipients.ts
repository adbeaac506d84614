import { isLocale, type Locale } from '@parkshare/shared/locales';
import { and, eq } from 'drizzle-orm';
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

/** Claims a reminder (or confirmation) for this run; false when another run (or instance) already sent it. */
export async function claimReminder(deps: AppDeps, claim: Claim): Promise<boolean> {
  const claimed = await deps.db
    .insert(remindersSent)
    .values(claim)
    .onConflictDoNothing()
    .returning({ at: remindersSent.at });
  return claimed.length > 0;
}
