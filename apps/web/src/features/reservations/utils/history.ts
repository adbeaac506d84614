import type { ReservationStatus } from '@parkshare/shared/reservations/status';
import { isLive, isUpcoming } from './display';

// How /reservations lays out the driver's reservations. A driver may hold a stay under way and several booked
// ahead at once (decision 077), so neither "the" upcoming nor "the" current reservation exists any more.

interface Listed {
  status: ReservationStatus;
  startAt: string;
  endAt: string;
  paymentDueAt?: string | null;
}

export interface History<T> {
  /** Booked ahead and not started, nearest first. */
  upcoming: T[];
  /** The stay under way (live, not upcoming) first, then the finished ones in the API's order (newest first). */
  rest: T[];
  /** Every instant at which a live reservation changes by itself (start, end, payment deadline). */
  instants: string[];
}

export function arrangeHistory<T extends Listed>(all: readonly T[], now: number): History<T> {
  const upcoming = all
    .filter((reservation) => isUpcoming(reservation, now))
    .sort((a, b) => Date.parse(a.startAt) - Date.parse(b.startAt));
  const current = all.filter((reservation) => isLive(reservation.status) && !isUpcoming(reservation, now));
  const rest = [...current, ...all.filter((reservation) => !isLive(reservation.status))];
  const instants = [...upcoming, ...current].flatMap((reservation) =>
    [reservation.startAt, reservation.endAt, reservation.paymentDueAt].filter((instant): instant is string =>
      Boolean(instant),
    ),
  );
  return { upcoming, rest, instants };
}
