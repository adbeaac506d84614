import { randomUUID } from 'node:crypto';
import { isUnavailableDuring } from '@parkshare/shared/pricing/unavailability';
import { formatMessage } from '@parkshare/shared/validation/messages';
import type { CreateReservationData } from '@parkshare/shared/validation/reservations';
import type { AppDeps } from '../../app-deps';
import { fieldError } from '../../lib/errors';
import { firstResultId, requestHash } from '../../lib/idempotency';
import { nextOrderNumber, orderValues } from '../orders/orders.service';
import { priceStay } from '../pricing/quote.service';
import { bookingFacts } from './booking-facts';
import { checkStay } from './booking-rules';
import { writeBooking } from './booking-write';
import { isDriverOverlap, isSecondUnpaid, isSpotOverlap, refused, withRetry } from './refusal';
import { payloadOf, RESERVATION_VAT_RATE, type ReservationPayloadView } from './reservation-payload';
import { bookedView } from './reservations.read';
import { publishSpotEvents } from '../map/publish-spot-events';

// Booking (issue 5, decision 050): createReservation holds a spot while the driver pays (extend-reservation.ts
// holds more time on the same spot). The database decides races: the exclusion constraints (no two holding
// reservations of a spot overlap, leave buffer included; no two of a driver overlap in time) and the
// one-unpaid-reservation-per-driver index (decision 077).

export interface CreateReservationOptions {
  deps: AppDeps;
  userId: string;
  input: CreateReservationData;
  now?: Date;
}

/** The operation a booking's idempotency key is claimed for. */
const CREATE_RESERVATION = 'createReservation';

/**
 * Books a spot for the driver: the spot named by id, or at the parking named by its public identifier the spot of that
 * number or — without one — the first free spot in natural order, as the quote picks it. Steps: time rules (start not
 * in the past beyond the grace, longest stay); the parking and its spots (refusals); the driver's active vehicle (field
 * errors); the parking open over the stay; the engine's price; the order's number; then one statement (retried on
 * serialization failures and deadlocks) that picks the spot and waits for its booking lock, claims the idempotency key,
 * inserts the reservation (pending_payment, hold = the stay, payment due after the hold minutes) and its order for the
 * driver's billing account. A named spot held then → spot_already_taken, every spot held → no_available_spot (a spot
 * another booking took in the same instant is picked again); the driver holding another reservation at that time, or
 * one still waiting for payment → active_reservation_exists (decision 077). A key claimed before writes nothing: the
 * same request answers the first booking, another one is refused. Publishes the spot's change of a new booking.
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
    place: input,
    userId,
    vehicleId: input.vehicleId,
    billingAccountId: input.billingAccountId,
  });
  const { parking, candidates, vehicle, billing, address } = facts;
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
  const named = Boolean(input.spotId ?? input.spotNumber);
  try {
    // The order's number is taken before the booking, in a statement of its own: holding the month's counter row
    // until the booking commits made every booking in Poland wait for the one before it (decision 044 addendum).
    const orderNumber = await nextOrderNumber(db, now);
    const write = () =>
      withRetry(() =>
        writeBooking(db, {
          claim,
          spotIds: candidates.map((spot) => spot.id),
          reservation: {
            id: reservationId,
            userId,
            parkingId: parking.id,
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
    const written = named ? await write() : await pickingAgain(write, candidates.length);
    if (written.booked) {
      const { reservation, order } = written.booked;
      const spotNumber = candidates.find((spot) => spot.id === reservation.spotId)?.number ?? '';
      if (address) {
        publishSpotEvents(deps, [
          {
            parkingId: parking.id,
            spotId: reservation.spotId,
            latitude: address.latitude,
            longitude: address.longitude,
          },
        ]);
      }
      return { reservation: bookedView(reservation, { ...facts, spotNumber, vehicle, billing }), order };
    }
    if (written.because === 'no_free_spot') throw refused(named ? 'spot_already_taken' : 'no_available_spot');
    if (!claim) throw new Error('a booking without an idempotency key wrote nothing');
    // A replay answers the first booking (its change was published then); another request with the key is refused.
    return await payloadOf(db, await firstResultId(db, claim), userId);
  } catch (error) {
    throw bookingRefusalOf(error, named);
  }
}

/**
 * Another booking took the picked spot in the same instant: pick again, the next statement sees it taken. Each such
 * failure means a spot fewer, so trying once per candidate never answers no_available_spot while one is free.
 */
async function pickingAgain<T>(attempt: () => Promise<T>, candidates: number): Promise<T> {
  for (let retry = 1; ; retry += 1) {
    try {
      return await attempt();
    } catch (error) {
      if (retry >= candidates || !isSpotOverlap(error)) throw error;
    }
  }
}

/**
 * A booking the database refused, as SPEC §8 says it. The driver's own overlap and a second unpaid booking are
 * both 'You already have an active or pending reservation': it names both cases, while 'waiting for payment'
 * speaks of one reservation being paid (cancel and finish use it so) — decision 077. A spot taken at the last
 * moment is spot_already_taken when the driver named it, else (picked again, and again taken) no_available_spot.
 */
function bookingRefusalOf(error: unknown, named: boolean): unknown {
  if (isSpotOverlap(error)) return refused(named ? 'spot_already_taken' : 'no_available_spot');
  if (isDriverOverlap(error) || isSecondUnpaid(error)) return refused('active_reservation_exists');
  return error;
}
