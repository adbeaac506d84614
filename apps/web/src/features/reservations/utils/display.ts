import type { ReservationStatus } from '@parkshare/shared/reservations/status';

// How reservations read on screen: dates and times in the user's locale (SPEC §9), status colours, map links.

export const STATUS_COLORS: Record<ReservationStatus, string> = {
  pending_payment: 'yellow',
  confirmed: 'blue',
  active: 'green',
  completed: 'gray',
  cancelled: 'red',
  expired: 'orange',
};

/** Statuses that can still change by themselves (paid, started, ended, expired): their screens keep asking. */
export const LIVE_STATUSES: readonly ReservationStatus[] = ['pending_payment', 'confirmed', 'active'];

export const isLive = (status: ReservationStatus): boolean => LIVE_STATUSES.includes(status);

/** Booked ahead: still to come (waiting for payment or paid) and not started yet. */
export const isUpcoming = (
  reservation: { status: ReservationStatus; startAt: string },
  now: number = Date.now(),
): boolean => isLive(reservation.status) && reservation.status !== 'active' && Date.parse(reservation.startAt) > now;

const coordinate = (value: number) => value.toFixed(6);

/** Directions to the spot on OpenStreetMap (works in any browser, no script of ours). */
export function directionsUrl(latitude: number, longitude: number): string {
  const to = `${coordinate(latitude)},${coordinate(longitude)}`;
  return `https://www.openstreetmap.org/directions?route=%3B${encodeURIComponent(to)}`;
}

/** A geo: link (RFC 5870): phones open it in the map app of the user's choice. */
export function geoUrl(latitude: number, longitude: number, label: string): string {
  const at = `${coordinate(latitude)},${coordinate(longitude)}`;
  return `geo:${at}?q=${at}(${encodeURIComponent(label)})`;
}
