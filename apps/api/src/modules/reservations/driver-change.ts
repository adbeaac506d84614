import { and, eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import { reservations, type ReservationRow } from '../../db/schema/reservations';
import type { Tx } from '../../db/transaction';
import { notFound } from '../../lib/errors';
import type { SpotStateEvent } from '../../lib/spot-events';
import { isUuid } from '../../lib/tokens';
import { withRetry } from './refusal';
import { lockForChange, type Locked } from './reservation-lock';
import { publishSpotEvents, spotEventOf } from '../map/publish-spot-events';

// A driver's own change to their reservation (finish early, cancel): someone else's id is NOT_FOUND, the change
// runs on the locked reservation and its orders (retried on a serialization failure or deadlock), and the spot's
// new state is told to open maps once it has committed.

export interface DriverChangeOptions {
  deps: AppDeps;
  userId: string;
  id: string;
  now?: Date;
}

/** Checks the reservation is the driver's, then makes `change` under lockForChange and publishes its spot event. */
export async function driverChange(
  { deps, userId, id }: DriverChangeOptions,
  change: (tx: Tx, locked: Locked) => Promise<ReservationRow>,
): Promise<ReservationRow> {
  if (!isUuid(id)) throw notFound();
  const [own] = await deps.db
    .select({ id: reservations.id })
    .from(reservations)
    .where(and(eq(reservations.id, id), eq(reservations.userId, userId)));
  if (!own) throw notFound();
  const published: { event: SpotStateEvent | null } = { event: null };
  const row = await withRetry(() =>
    deps.db.transaction(async (tx) => {
      const locked = await lockForChange(tx, id);
      if (!locked) throw notFound();
      const updated = await change(tx, locked);
      published.event = await spotEventOf(tx, updated);
      return updated;
    }),
  );
  publishSpotEvents(deps, [published.event]);
  return row;
}
