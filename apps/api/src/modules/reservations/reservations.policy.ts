import { isCancellable, isExtendable, type ReservationStatus } from '@parkshare/shared/reservations/status';

// Who may do what with a reservation. The driver books, pays, extends, finishes and cancels; the parking's
// managers (parking policy 'view': owner, organization members and admins, platform admins) see the
// reservations of their parking but act on none of them. Anyone else is told the reservation does not exist.

export type ReservationRole = 'driver' | 'manager';

interface Subject {
  role: ReservationRole;
  status: ReservationStatus;
  startAt: Date;
  extensionDueAt: Date | null;
}

/** Active, and no extension already waiting for payment (one extension at a time). */
export const canExtend = (r: Subject): boolean =>
  r.role === 'driver' && isExtendable(r.status) && r.extensionDueAt === null;

/** Before the start: waiting for payment, or paid and not started yet. */
export const canCancel = (r: Subject, now: Date): boolean =>
  r.role === 'driver' && isCancellable(r.status) && (r.status === 'pending_payment' || r.startAt > now);

/** Parked now: the driver may finish early. */
export const canComplete = (r: Subject): boolean => r.role === 'driver' && r.status === 'active';

/** Driver-only details: the billing account and the orders. */
export const seesMoney = (r: Pick<Subject, 'role'>): boolean => r.role === 'driver';
