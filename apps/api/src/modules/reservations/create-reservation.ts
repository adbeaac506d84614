import { randomUUID } from 'node:crypto';
import { isUnavailableDuring } from '@parkshare/shared/pricing/unavailability';
import { MAX_EXTENSIONS_PER_RESERVATION } from '@parkshare/shared/validation/limits';
import { formatMessage } from '@parkshare/shared/validation/messages';
import type { CreateReservationData, ExtendReservationData } from '@parkshare/shared/validation/reservations';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import type { Db } from '../../db/client';
import { idempotencyKeys } from '../../db/schema/idempotency-keys';
import { orders, type OrderRow } from '../../db/schema/orders';
import { reservations, type ReservationRow } from '../../db/schema/reservations';
import { executeRows, insertSelect, rowOf } from '../../db/sql-rows';
import { requireRoom } from '../../lib/bounds';
import { fieldError, notFound, validationError } from '../../lib/errors';
import { firstResultId, requestHash } from '../../lib/idempotency';
import type { SpotStateEvent } from '../../lib/spot-events';
import { isUuid } from '../../lib/tokens';
import type { Reader } from '../../db/transaction';
import { nextOrderNumber, orderValues, placeOrder } from '../orders/orders.service';
import { enginePriceLists, priceStay } from '../pricing/quote.service';
import { bookableSpot, bookingFacts, checkStay, closedDuring, DAY_MS, nextReservationStart } from './booking-rules';
import { isDriverOverlap, isSecondUnpaid, isSpotOverlap, refused, withRetry } from './refusal';
import { bookedView, driverReservation, type ReservationView } from './reservations.read';
import { spotEventOf, publishSpotEvents } from '../map/publish-spot-events';

// Booking (issue 5, decision 050): createReservation holds a spot while the driver pays; extendReservation holds
// more time on the same spot while the extension is paid. The database decides races: the exclusion constraints
// (no two holding reservations of a spot overlap, leave buffer included; no two of a driver overlap in time) and
// the one-unpaid-reservation-per-driver index (decision 077).

/** VAT on parking services (a reservation and its extensions). */
export const RESERVATION_VAT_RATE = 23;

export interface ReservationPayloadRow {
  reservation: ReservationRow;
  order: OrderRow;
}

export interface ReservationPayloadView {
  reservation: ReservationView;
  order: OrderRow;
}

export interface CreateReservationOptions {
  deps: AppDeps;
  userId: string;
  input: CreateReservationData;
  now?: Date;
}

/** The operation a booking's idempotency key is claimed for. */
const CREATE_RESERVATION = 'createReservation';

/**
 * Books a spot for the driver. Steps: time rules (start not in the past beyond the grace, longest stay); spot and
 * parking (refusals); the driver's active vehicle (field errors); the parking open over the stay; the engine's
 * price; the order's number; then one statement (retried on serialization failures and deadlocks) that claims the
 * idempotency key, inserts the reservation (pending_payment, hold = the stay, payment due after the hold minutes)
 * and its order for the driver's billing account. The spot held then → spot_already_taken; the driver holding
 * another reservation at that time, or one still waiting for payment → active_reservation_exists (decision 077).
 * A key claimed before writes nothing: the same request answers the first
 * booking, another one is refused. Publishes the spot's change of a new booking.
 */
export async function createReservation({
  deps,
  userId,
  input,
  now = new Date(),
}: CreateReservationOptions): Promise<ReservationPayloadView> {
  const { db, config } = deps;
  const startAt = checkStay({ startAt: input.startAt, endAt: input.endAt, now, maxDays: config.reservationMaxDays });
  const facts = await bookingFacts(db, {
    spotId: input.spotId,
    userId,
    vehicleId: input.vehicleId,
    billingAccountId: input.billingAccountId,
  });
  const { spot, parking, vehicle, billing, address } = facts;
  if (!vehicle) throw fieldError('vehicleId', formatMessage('ownVehicle'));
  if (vehicle.status !== 'active') throw fieldError('vehicleId', formatMessage('vehicleInactive'));
  if (isUnavailableDuring(facts.closures, startAt, input.endAt, parking.timeZone)) {
    throw fieldError('startAt', formatMessage('parkingClosed'));
  }
  const { amount } = priceStay({
    priceLists: facts.priceLists,
    timeZone: parking.timeZone,
    startAt,
    endAt: input.endAt,
  });
  // An order of 0 PLN cannot exist (nothing to pay, no document): a free stay is not bookable (decision 050).
  if (amount <= 0) throw fieldError('endAt', formatMessage('amountMin', { min: 0.01 }));
  if (!billing) throw fieldError('billingAccountId', formatMessage('ownBillingAccount'));

  const { idempotencyKey, ...rest } = input;
  // The reservation's id is chosen here, so the key's row and the order can name it in the same statement.
  const reservationId = randomUUID();
  const claim = idempotencyKey
    ? {
        userId,
        key: idempotencyKey,
        operation: CREATE_RESERVATION,
        requestHash: requestHash(CREATE_RESERVATION, rest),
        resultId: reservationId,
      }
    : null;
  try {
    // The order's number is taken before the booking, in a statement of its own: holding the month's counter row
    // until the booking commits made every booking in Poland wait for the one before it (decision 044 addendum).
    const orderNumber = await nextOrderNumber(db, now);
    const booked = await withRetry(() =>
      writeBooking(db, {
        claim,
        reservation: {
          id: reservationId,
          userId,
          parkingId: parking.id,
          spotId: spot.id,
          vehicleId: vehicle.id,
          billingAccountId: billing.id,
          startAt,
          endAt: input.endAt,
          holdEndAt: input.endAt,
          status: 'pending_payment',
          amount,
          paymentDueAt: new Date(now.getTime() + config.reservationHoldMinutes * 60_000),
          createdAt: now,
          updatedAt: now,
        },
        order: orderValues(
          { userId, product: 'reservation', unitGross: amount, vatRate: RESERVATION_VAT_RATE, reservationId },
          { billing, number: orderNumber, at: now },
        ),
      }),
    );
    if (booked) {
      if (address) {
        publishSpotEvents(deps, [
          { parkingId: parking.id, spotId: spot.id, latitude: address.latitude, longitude: address.longitude },
        ]);
      }
      return { reservation: bookedView(booked.reservation, { ...facts, vehicle, billing }), order: booked.order };
    }
    if (!claim) throw new Error('a booking without an idempotency key wrote nothing');
    // A replay answers the first booking (its change was published then); another request with the key is refused.
    return await payloadOf(db, await firstResultId(db, claim), userId);
  } catch (error) {
    throw bookingRefusalOf(error);
  }
}

interface BookingRows {
  /** The idempotency key's row with the reservation's id as its result, or null without a key. */
  claim: typeof idempotencyKeys.$inferInsert | null;
  reservation: typeof reservations.$inferInsert;
  order: typeof orders.$inferInsert;
}

/**
 * Writes a booking in one statement: claims the key, inserts the reservation only if the key was claimed (or none
 * was given) and its order only if the reservation was inserted. A statement is all or nothing like a transaction,
 * without the BEGIN and COMMIT round trips a hot path pays in server and database CPU. Answers undefined when the
 * key was claimed before: nothing is written then. A concurrent request with the key makes the claim wait for its
 * end, so its booking is committed by then (or rolled back, and the key is claimed here).
 */
async function writeBooking(
  db: Db,
  { claim, reservation, order }: BookingRows,
): Promise<ReservationPayloadRow | undefined> {
  // Without a key there is nothing to claim: one row, so the booking goes ahead.
  const claimed = claim
    ? sql`${insertSelect(idempotencyKeys, claim)} on conflict do nothing returning 1`
    : sql`select 1`;
  const [row] = await executeRows(
    db,
    sql`with claimed as (${claimed}),
      booked as (${insertSelect(reservations, reservation)} where exists (select 1 from claimed) returning *),
      placed as (${insertSelect(orders, order)} from booked returning *)
    select to_jsonb(booked) as reservation, to_jsonb(placed) as "order" from booked, placed`,
  );
  if (!row) return undefined;
  return {
    reservation: rowOf(reservations, row.reservation as Record<string, unknown>),
    order: rowOf(orders, row.order as Record<string, unknown>),
  };
}

/**
 * A booking the database refused, as SPEC §8 says it. The driver's own overlap and a second unpaid booking are
 * both 'You already have an active or pending reservation': it names both cases, while 'waiting for payment'
 * speaks of one reservation being paid (cancel and finish use it so) — decision 077.
 */
function bookingRefusalOf(error: unknown): unknown {
  if (isSpotOverlap(error)) return refused('spot_already_taken');
  if (isDriverOverlap(error) || isSecondUnpaid(error)) return refused('active_reservation_exists');
  return error;
}

/** An extension the database refused: the spot is taken after the end, or the driver's next reservation begins. */
function extensionRefusalOf(error: unknown): unknown {
  if (isSpotOverlap(error)) return refused('spot_already_taken');
  if (isDriverOverlap(error)) return fieldError('endAt', formatMessage('extendIntoNextReservation'));
  return error;
}

/** A reservation of the driver as they see it and the order that belongs to it (the first: the reservation's own). */
async function payloadOf(db: Reader, id: string, userId: string): Promise<ReservationPayloadView> {
  const reservation = await driverReservation(db, { id, userId });
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.reservationId, id), eq(orders.product, 'reservation')))
    .orderBy(orders.createdAt)
    .limit(1);
  if (!order) throw notFound();
  return { reservation, order };
}

export interface ExtendReservationOptions {
  deps: AppDeps;
  userId: string;
  input: ExtendReservationData;
  now?: Date;
}

/** What an extension of an active reservation to `endAt` costs: quote(start, new end) − quote(start, end), ≥ 0. */
export async function extensionPrice({
  deps,
  reservation,
  endAt,
}: {
  deps: AppDeps;
  reservation: ReservationRow;
  endAt: Date;
}) {
  const { parking } = await bookableSpot(deps.db, reservation.spotId);
  // One read of the price lists for both prices (bookableSpot has checked the spot is the parking's).
  const priceLists = await enginePriceLists(deps.db, parking.id);
  const price = (end: Date) =>
    priceStay({ priceLists, timeZone: parking.timeZone, startAt: reservation.startAt, endAt: end }).amount;
  return { parking, amount: Math.max(0, price(endAt) - price(reservation.endAt)) };
}

/** The rules of an extension request the quote and the mutation share; answers the driver's reservation. */
export async function checkExtension({
  deps,
  userId,
  input,
}: Omit<ExtendReservationOptions, 'now'>): Promise<ReservationRow> {
  if (!isUuid(input.reservationId)) throw notFound();
  const [reservation] = await deps.db
    .select()
    .from(reservations)
    .where(and(eq(reservations.id, input.reservationId), eq(reservations.userId, userId)));
  if (!reservation) throw notFound();
  if (reservation.status !== 'active') throw fieldError('reservationId', formatMessage('extendOnlyActive'));
  if (reservation.extensionDueAt) throw fieldError('reservationId', formatMessage('extensionPending'));
  if (input.endAt <= reservation.endAt) throw fieldError('endAt', formatMessage('extendLaterEnd'));
  const maxDays = deps.config.reservationMaxDays;
  if (input.endAt.getTime() - reservation.startAt.getTime() > maxDays * DAY_MS) {
    throw validationError({ endAt: [formatMessage('reservationTooLong', { count: maxDays })] });
  }
  return reservation;
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
