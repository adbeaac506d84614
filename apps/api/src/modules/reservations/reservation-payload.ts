import { and, eq } from 'drizzle-orm';
import { orders, type OrderRow } from '../../db/schema/orders';
import type { ReservationRow } from '../../db/schema/reservations';
import type { Reader } from '../../db/transaction';
import { notFound } from '../../lib/errors';
import { driverReservation, type ReservationView } from './reservations.read';

// What booking and extending answer: the reservation and the order to pay for it (ReservationPayload).

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

/** A reservation of the driver as they see it and the order that belongs to it (the first: the reservation's own). */
export async function payloadOf(db: Reader, id: string, userId: string): Promise<ReservationPayloadView> {
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
