import { and, asc, desc, eq, inArray, notInArray, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { HOLDING_RESERVATION_STATUSES } from '@parkshare/shared/reservations/status';
import type { Db } from '../../db/client';
import { billingAccounts, type BillingAccountRow } from '../../db/schema/billing';
import { parkingAddresses, parkings, spots } from '../../db/schema/parkings';
import { reservations, type ReservationRow } from '../../db/schema/reservations';
import { vehicles, type VehicleRow } from '../../db/schema/vehicles';
import { notFound } from '../../lib/errors';
import {
  afterCursor,
  cursorTime,
  keysetOrder,
  mapPage,
  toPage,
  type KeysetOrder,
  type Page,
  type PageRequest,
} from '../../lib/page';
import { isUuid } from '../../lib/tokens';
import type { Viewer } from '../../lib/viewer';
import type { Reader } from '../../db/transaction';
import { requireParking } from '../parkings/parking.policy';
import type { BookingFacts } from './booking-facts';
import type { ReservationRole } from './reservations.policy';

// Reading reservations for the API: one statement per list joins what every Reservation field needs (parking,
// spot, basic address, vehicle, billing account), so a page of 100 costs one query, not 100 × 5. Lists are
// paged by a cursor (decision 064).

/** "Marszałkowska 10, Warszawa": what drivers see as a parking's name (its public address line). */
export function addressLine(address: { street: string | null; number: string | null; city: string } | null): string {
  if (!address) return '';
  const street = [address.street, address.number].filter(Boolean).join(' ');
  return [street, address.city].filter(Boolean).join(', ');
}

export interface ReservationView extends ReservationRow {
  /** How the viewer relates to it: the driver sees everything, the parking's managers what concerns the parking. */
  role: ReservationRole;
  parkingIdentifier: string;
  /** The owner-only name of the parking (shown to its managers only). */
  parkingOwnName: string;
  /** The parking's access instructions as written (Reservation.accessInstructions decides who sees them, when). */
  parkingAccess: string | null;
  spotNumber: string;
  address: { street: string | null; number: string | null; city: string; latitude: number; longitude: number } | null;
  vehicle: VehicleRow;
  billingAccount: BillingAccountRow;
}

/** `cursorAt`: the time a paged list runs by, as PostgreSQL prints it (lib/page.ts). */
function selectViews(db: Reader, cursorColumn: AnyColumn = reservations.createdAt) {
  return db
    .select({
      reservation: reservations,
      cursorAt: cursorTime(cursorColumn),
      vehicle: vehicles,
      billingAccount: billingAccounts,
      parkingIdentifier: parkings.identifier,
      parkingOwnName: parkings.name,
      parkingAccess: parkings.accessInstructions,
      spotNumber: spots.number,
      street: parkingAddresses.street,
      number: parkingAddresses.number,
      city: parkingAddresses.city,
      latitude: parkingAddresses.latitude,
      longitude: parkingAddresses.longitude,
    })
    .from(reservations)
    .innerJoin(parkings, eq(parkings.id, reservations.parkingId))
    .innerJoin(spots, eq(spots.id, reservations.spotId))
    .innerJoin(vehicles, eq(vehicles.id, reservations.vehicleId))
    .innerJoin(billingAccounts, eq(billingAccounts.id, reservations.billingAccountId))
    .leftJoin(
      parkingAddresses,
      and(eq(parkingAddresses.parkingId, reservations.parkingId), eq(parkingAddresses.type, 'basic')),
    )
    .$dynamic();
}

type Joined = Awaited<ReturnType<ReturnType<typeof selectViews>['execute']>>[number];

function toView(row: Joined, role: ReservationRole): ReservationView {
  const { city, latitude, longitude, street, number } = row;
  return {
    ...row.reservation,
    role,
    parkingIdentifier: row.parkingIdentifier,
    parkingOwnName: row.parkingOwnName,
    parkingAccess: row.parkingAccess,
    spotNumber: row.spotNumber,
    address:
      city !== null && latitude !== null && longitude !== null ? { street, number, city, latitude, longitude } : null,
    // The vehicle's own billing account is the driver's business: managers see the car, not how it is paid.
    vehicle: role === 'driver' ? row.vehicle : { ...row.vehicle, billingAccountId: null },
    billingAccount: row.billingAccount,
  };
}

/** A reservation just booked, as its driver sees it, from the rows the booking read (no second read). */
export function bookedView(
  reservation: ReservationRow,
  facts: Pick<BookingFacts, 'parking' | 'address'> & {
    spotNumber: string;
    vehicle: VehicleRow;
    billing: BillingAccountRow;
  },
): ReservationView {
  return {
    ...reservation,
    role: 'driver',
    parkingIdentifier: facts.parking.identifier,
    parkingOwnName: facts.parking.name,
    parkingAccess: facts.parking.accessInstructions,
    spotNumber: facts.spotNumber,
    address: facts.address,
    vehicle: facts.vehicle,
    billingAccount: facts.billing,
  };
}

const roleFor = (viewerId: string, row: Joined, fallback: ReservationRole): ReservationRole =>
  row.reservation.userId === viewerId ? 'driver' : fallback;

/** A reservation as its driver sees it, or NOT_FOUND (also for another driver's id). */
export async function driverReservation(
  db: Reader,
  { id, userId }: { id: string; userId: string },
): Promise<ReservationView> {
  if (!isUuid(id)) throw notFound();
  const [row] = await selectViews(db).where(and(eq(reservations.id, id), eq(reservations.userId, userId)));
  if (!row) throw notFound();
  return toView(row, 'driver');
}

/**
 * reservation(id): the driver's own, or one at a parking the viewer may see (parking policy 'view'); everyone
 * else gets NOT_FOUND, exactly as for an unknown id.
 */
export async function viewReservation(
  db: Db,
  { id, viewer }: { id: string; viewer: Viewer },
): Promise<ReservationView> {
  if (!isUuid(id)) throw notFound();
  const [row] = await selectViews(db).where(eq(reservations.id, id));
  if (!row) throw notFound();
  if (row.reservation.userId === viewer.user.id) return toView(row, 'driver');
  await requireParking(db, { viewer, parkingId: row.reservation.parkingId, need: 'view' });
  return toView(row, 'manager');
}

/**
 * SPEC §7 activeReservation: of the driver's pending, confirmed and active reservations (several may be booked
 * ahead, decision 077) the one the header and the booking screens are about: the one waiting for payment (at most
 * one; its hold runs out in minutes), else the stay under way, else the nearest upcoming; null when none. Stays of
 * one driver never overlap, so the one under way is the earliest holding one that has not ended (the clock may
 * take a few seconds to complete an ended one).
 */
export async function currentReservation(
  db: Reader,
  userId: string,
  now: Date = new Date(),
): Promise<ReservationView | null> {
  const [row] = await selectViews(db)
    .where(and(eq(reservations.userId, userId), inArray(reservations.status, [...HOLDING_RESERVATION_STATUSES])))
    .orderBy(
      desc(sql`${reservations.status} = 'pending_payment'`),
      desc(sql`${reservations.holdEndAt} > ${now}`),
      asc(reservations.startAt),
    )
    .limit(1);
  return row ? toView(row, 'driver') : null;
}

/** A page of joined rows in keyset order, each as `role` sees it. */
function viewPage(rows: Joined[], first: number, role: (row: Joined) => ReservationRole): Page<ReservationView> {
  const page = toPage(rows, first, (row) => ({ at: row.cursorAt, id: row.reservation.id }));
  return mapPage(page, (row) => toView(row, role(row)));
}

/**
 * Which reservations a list shows: the live ones (waiting for payment, paid, running) soonest start first — what
 * comes next; a driver's stays never overlap, so the one under way leads (decision 077) —, the finished ones
 * (completed, cancelled, expired) newest first, or all newest first.
 */
function listOf(live: boolean | null): { where: SQL | undefined; at: AnyColumn; order: KeysetOrder } {
  if (live === true) {
    return {
      where: inArray(reservations.status, [...HOLDING_RESERVATION_STATUSES]),
      at: reservations.startAt,
      order: 'oldest',
    };
  }
  if (live === false) {
    return {
      where: notInArray(reservations.status, [...HOLDING_RESERVATION_STATUSES]),
      at: reservations.createdAt,
      order: 'newest',
    };
  }
  return { where: undefined, at: reservations.createdAt, order: 'newest' };
}

/**
 * The driver's reservations (all, live or finished, as listOf orders them), a page at a time. `role`: how the
 * reader relates to them — the driver, or support looking at a user's account (who reads and acts on none).
 */
export async function listDriverReservations(
  db: Reader,
  {
    userId,
    live,
    page,
    role = 'driver',
  }: { userId: string; live: boolean | null; page: PageRequest; role?: ReservationRole },
): Promise<Page<ReservationView>> {
  const list = listOf(live);
  const rows = await selectViews(db, list.at)
    .where(
      and(eq(reservations.userId, userId), list.where, afterCursor(list.at, reservations.id, page.after, list.order)),
    )
    .orderBy(...keysetOrder(list.at, reservations.id, list.order))
    .limit(page.first + 1);
  return viewPage(rows, page.first, () => role);
}

/** A parking's reservations for those who may see the parking (else NOT_FOUND), a page at a time. */
export async function listParkingReservations(
  db: Db,
  { parkingId, viewer, live, page }: { parkingId: string; viewer: Viewer; live: boolean | null; page: PageRequest },
): Promise<Page<ReservationView>> {
  const parking = await requireParking(db, { viewer, parkingId, need: 'view' });
  const list = listOf(live);
  const rows = await selectViews(db, list.at)
    .where(
      and(
        eq(reservations.parkingId, parking.id),
        list.where,
        afterCursor(list.at, reservations.id, page.after, list.order),
      ),
    )
    .orderBy(...keysetOrder(list.at, reservations.id, list.order))
    .limit(page.first + 1);
  return viewPage(rows, page.first, (row) => roleFor(viewer.user.id, row, 'manager'));
}
