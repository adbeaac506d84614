import { and, eq } from 'drizzle-orm';
import { parkingAddresses } from '../../db/schema/parkings';
import type { Reader } from '../../db/transaction';

// Where maps show a parking: its basic address. Every module that changes what a map shows reads it here (to tell
// open maps, publish-spot-events.ts and parking-changes.ts); the map module itself imports no other module.

/** A point on the map. */
export interface MapPosition {
  latitude: number;
  longitude: number;
}

/** The parking's map position and address line parts. */
export interface BasicAddress extends MapPosition {
  street: string | null;
  number: string | null;
  city: string;
}

/** The parking's map position and address line parts (its basic address), or null without one. */
export async function basicAddress(db: Reader, parkingId: string): Promise<BasicAddress | null> {
  const [row] = await db
    .select({
      street: parkingAddresses.street,
      number: parkingAddresses.number,
      city: parkingAddresses.city,
      latitude: parkingAddresses.latitude,
      longitude: parkingAddresses.longitude,
    })
    .from(parkingAddresses)
    .where(and(eq(parkingAddresses.parkingId, parkingId), eq(parkingAddresses.type, 'basic')))
    .limit(1);
  return row ?? null;
}
