import type { Locale } from '@parkshare/shared/locales';
import type { ReservationStatus } from '@parkshare/shared/reservations/status';
import { formatDate } from '../../../lib/format/date';

// How reservations read on screen: dates and times in the user's locale (SPEC §9), status colours, map links.

export const localeOf = (language: string | undefined): Locale => (language?.startsWith('pl') ? 'pl' : 'en');

const timeFormatters: Partial<Record<Locale, Intl.DateTimeFormat>> = {};

/** 14:05 in both languages (24-hour clock, as parking signs and tickets write it). */
export function formatTime(value: string | Date, locale: Locale): string {
  const formatter = (timeFormatters[locale] ??= new Intl.DateTimeFormat(locale === 'pl' ? 'pl-PL' : 'en-GB', {
    hour: '2-digit',
    minute: '2-digit',
  }));
  return formatter.format(typeof value === 'string' ? new Date(value) : value);
}

/** 03/07/26, 14:05 (en) or 07.03.26, 14:05 (pl). */
export function formatDateTime(value: string | Date, locale: Locale): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  return `${formatDate(date, locale)}, ${formatTime(date, locale)}`;
}

/** From–to: the date once when both ends fall on the same day ("03/07/26, 14:05–16:05"). */
export function formatRange(startAt: string, endAt: string, locale: Locale): string {
  const start = new Date(startAt);
  const end = new Date(endAt);
  if (formatDate(start, locale) === formatDate(end, locale)) {
    return `${formatDateTime(start, locale)}\u2013${formatTime(end, locale)}`;
  }
  return `${formatDateTime(start, locale)} \u2013 ${formatDateTime(end, locale)}`;
}

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
export const isUpcoming = (reservation: { status: ReservationStatus; startAt: string }, now: number = Date.now()): boolean =>
  isLive(reservation.status) && reservation.status !== 'active' && Date.parse(reservation.startAt) > now;

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
