import { MAX_EXTENSIONS_PER_RESERVATION } from '@parkshare/shared/validation/limits';
import { formatMessage } from '@parkshare/shared/validation/messages';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { orders, type OrderRow } from '../../db/schema/orders';
import { reservations, type ReservationRow } from '../../db/schema/reservations';
import { requireRoom } from '../../lib/bounds';
import { fieldError, notFound } from '../../lib/errors';
import type { SpotStateEvent } from '../../lib/spot-events';
import { placeOrder } from '../orders/orders.service';
import { closedDuring, nextReservationStart } from './booking-rules';
import { checkExtension, extensionPrice, type ExtendReservationOptions } from './extension-rules';
import { isDriverOverlap, isSpotOverlap, refused, withRetry } from './refusal';
import { RESERVATION_VAT_RATE, type ReservationPayloadRow } from './reservation-payload';
import { publishSpotEvents, spotEventOf } from '../map/publish-spot-events';

// Extending an active reservation (issue 5, decision 050): more time on the same spot, held while the extension's
// order is paid. The database decides races as for a booking (the exclusion constraints).

/** An extension the database refused: the spot is taken after the end, or the driver's next reservation begins. */
function extensionRefusalOf(error: unknown): unknown {
  if (isSpotOverlap(error)) return refused('spot_already_taken');
  if (isDriverOverlap(error)) return fieldError('endAt', formatMessage('extendIntoNextReservation'));
  return error;
}

/**
 * Extends the driver's active reservation to `endAt` on the same spot. Steps: the shared rules (active, no
 * extension already waiting — a second one is refused with extensionPending rather than replacing the first,
 * later end, longest stay), the parking open over [end, new end), the price difference; then one transaction
 * that re-checks the locked reservation and either holds the spot to the new end (hold_end_at, extension due
 * after the hold minutes) with a 'reservation_extension' order to pay, or — when the difference is 0 — moves the
 * end at once and answers the reservation's latest paid order (nothing to pay). The spot held after the end →
 * spot_already_taken; the driver's next reservation starting before the new end → the field error
 * extendIntoNextReservation on endAt (checked first, and by reservations_no_overlap_per_driver in a race).
 */
export async function extendReservation({
  deps,
  userId,
  input,
  now = new Date(),
}: ExtendReservationOptions): Promise<ReservationPayloadRow> {
  const reservation = await checkExtension({ deps, userId, input });
  const { parking, amount } = await extensionPrice({ deps, reservation, endAt: input.endAt });
  if (await closedDuring(deps.db, parking, reservation.endAt, input.endAt)) {
    throw fieldError('endAt', formatMessage('parkingClosed'));
  }
  if (await nextReservationStart(deps.db, { reservation, endAt: input.endAt })) {
    throw fieldError('endAt', formatMessage('extendIntoNextReservation'));
  }
  const published: { event: SpotStateEvent | null } = { event: null };
  try {
    const payload = await withRetry(() =>
      deps.db.transaction(async (tx): Promise<ReservationPayloadRow> => {
        const [locked] = await tx.select().from(reservations).where(eq(reservations.id, reservation.id)).for('update');
        if (!locked || locked.status !== 'active') throw fieldError('reservationId', formatMessage('extendOnlyActive'));
        if (locked.extensionDueAt) throw fieldError('reservationId', formatMessage('extensionPending'));
        if (input.endAt <= locked.endAt || locked.endAt.getTime() !== reservation.endAt.getTime()) {
          throw fieldError('endAt', formatMessage('extendLaterEnd'));
        }
        // Each extension is an order listed on the reservation (Reservation.orders): a bounded list.
        await requireRoom(tx, {
          table: orders,
          where: and(eq(orders.reservationId, locked.id), eq(orders.product, 'reservation_extension')),
          max: MAX_EXTENSIONS_PER_RESERVATION,
          field: 'reservationId',
          message: 'tooManyExtensions',
        });
        let order: OrderRow;
        let updated: ReservationRow | undefined;
        if (amount > 0) {
          [updated] = await tx
            .update(reservations)
            .set({
              holdEndAt: input.endAt,
              extensionDueAt: new Date(now.getTime() + deps.config.reservationHoldMinutes * 60_000),
              updatedAt: now,
            })
            .where(eq(reservations.id, locked.id))
            .returning();
          order = await placeOrder(tx, {
            userId,
            billingAccountId: locked.billingAccountId,
            product: 'reservation_extension',
            unitGross: amount,
            vatRate: RESERVATION_VAT_RATE,
            reservationId: locked.id,
          });
        } else {
          [updated] = await tx
            .update(reservations)
            .set({ endAt: input.endAt, holdEndAt: input.endAt, updatedAt: now })
            .where(eq(reservations.id, locked.id))
            .returning();
          const [paid] = await tx
            .select()
            .from(orders)
            .where(and(eq(orders.reservationId, locked.id), inArray(orders.status, ['paid', 'fulfilled', 'completed'])))
            .orderBy(desc(orders.createdAt))
            .limit(1);
          if (!paid) throw new Error(`active reservation ${locked.id} has no paid order`);
          order = paid;
        }
        if (!updated) throw notFound();
        published.event = await spotEventOf(tx, updated);
        return { reservation: updated, order };
      }),
    );
    publishSpotEvents(deps, [published.event]);
    return payload;
  } catch (error) {
    throw extensionRefusalOf(error);
  }
}
