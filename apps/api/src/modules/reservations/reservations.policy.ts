import {
  isCancellable,
  isExtendable,
  LEAVE_BUFFER_MINUTES,
  type ReservationStatus,
} from '@parkshare/shared/reservations/status';

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

/** The driver of a paid reservation sees the parking's access instructions from this long before the start. */
export const ACCESS_SHOWN_BEFORE_MINUTES = 30;

interface AccessSubject extends Pick<Subject, 'role' | 'status' | 'startAt'> {
  endAt: Date;
  parkingAccess: string | null;
}

/**
 * From when the driver sees the access instructions (a gate code is for those who paid, around their stay: from
 * ACCESS_SHOWN_BEFORE_MINUTES before the start to the end of the leave buffer); null when they never will: not the
 * driver, not paid (or no longer current), or the parking has none.
 */
export function accessShownFrom(r: AccessSubject): Date | null {
  if (r.role !== 'driver' || (r.status !== 'confirmed' && r.status !== 'active') || !r.parkingAccess) return null;
  return new Date(r.startAt.getTime() - ACCESS_SHOWN_BEFORE_MINUTES * 60_000);
}

/** The access instructions the driver sees now, or null (see accessShownFrom). */
export function accessInstructionsAt(r: AccessSubject, now: Date): string | null {
  const from = accessShownFrom(r);
  const until = r.endAt.getTime() + LEAVE_BUFFER_MINUTES * 60_000;
  return from !== null && now >= from && now.getTime() <= until ? r.parkingAccess : null;
}
