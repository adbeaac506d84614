import { and, eq, inArray } from 'drizzle-orm';
import { parkingAddresses, parkings, spots } from '../../db/schema/parkings';
import { reservations } from '../../db/schema/reservations';
import { isUuid } from '../../lib/tokens';
import type { Reader } from '../../db/transaction';
import { addressLine } from './reservations.read';

// What an invoice line says about the reservation it was paid for (decision 083): where (the parking's public
// address, or its identifier without one), which spot and when. Read once, when the invoice is issued.

export interface ReservationLabel {
  place: string;
  spotNumber: string;
  startAt: Date;
  endAt: Date;
}

/** The labels of some reservations by id; unknown ids are left out. */
export async function reservationLabels(db: Reader, ids: readonly string[]): Promise<Map<string, ReservationLabel>> {
  const wanted = [...new Set(ids)].filter(isUuid);
  const labels = new Map<string, ReservationLabel>();
  if (wanted.length === 0) return labels;
  const rows = await db
    .select({
      id: reservations.id,
      startAt: reservations.startAt,
      endAt: reservations.endAt,
      identifier: parkings.identifier,
      spotNumber: spots.number,
      street: parkingAddresses.street,
      number: parkingAddresses.number,
      city: parkingAddresses.city,
    })
    .from(reservations)
    .innerJoin(parkings, eq(parkings.id, reservations.parkingId))
    .innerJoin(spots, eq(spots.id, reservations.spotId))
    .leftJoin(
      parkingAddresses,
      and(eq(parkingAddresses.parkingId, reservations.parkingId), eq(parkingAddresses.type, 'basic')),
    )
    .where(inArray(reservations.id, wanted));
  for (const row of rows) {
    const address = row.city === null ? null : { street: row.street, number: row.number, city: row.city };
    labels.set(row.id, {
      place: addressLine(address) || row.identifier,
      spotNumber: row.spotNumber,
      startAt: row.startAt,
      endAt: row.endAt,
    });
  }
  return labels;
}
