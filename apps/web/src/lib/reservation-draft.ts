import { RENTAL_PERIODS, type RentalPeriod } from '@parkshare/shared/reservations/periods';

// SPEC §3: the reservation draft lives in session storage (one tab, survives a reload) until the booking is paid
// or the driver clears it. The public parking and spot pages, the map and the scanner start it; the booking
// screens fill it in. One store for all of them (features never import each other).
export { RESERVATION_DRAFT_KEY } from './session/token-storage';
import { RESERVATION_DRAFT_KEY } from './session/token-storage';

export interface ReservationDraftParking {
  identifier: string;
  address: string | null;
}

/** SPEC §3's fields, and the start of a stay booked ahead (issue 13, decision 066). */
export interface ReservationDraft {
  /** The parking's public identifier: the public API exposes no other id of a parking. */
  parkingId: string;
  /** null: any available spot of the parking. */
  spotNumber: string | null;
  /** Set once the reservation is created (it then waits for payment). */
  reservationId: string | null;
  vehicleId: string | null;
  billingId: string | null;
  rentalPeriod: RentalPeriod | null;
  /** ISO time the stay starts at; null: now. Presets count from it. */
  startAt: string | null;
  /** ISO time; with rentalPeriod 'custom'. */
  customEndAt: string | null;
  terms: boolean;
  /** Grosze, from the last quote. */
  estimatedAmount: number;
  parkingData: ReservationDraftParking | null;
}

/** SPEC §3 defaults: nothing chosen, terms false, estimated amount 0. */
export function newReservationDraft(parking: ReservationDraftParking, spotNumber: string | null): ReservationDraft {
  return {
    parkingId: parking.identifier,
    spotNumber,
    reservationId: null,
    vehicleId: null,
    billingId: null,
    rentalPeriod: null,
    startAt: null,
    customEndAt: null,
    terms: false,
    estimatedAmount: 0,
    parkingData: { identifier: parking.identifier, address: parking.address },
  };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const MAX_TEXT = 200;
const text = (value: unknown): string | null =>
  typeof value === 'string' && value.length > 0 && value.length <= MAX_TEXT ? value : null;

function isoTime(value: unknown): string | null {
  const candidate = text(value);
  return candidate !== null && !Number.isNaN(Date.parse(candidate)) ? candidate : null;
}

function rentalPeriod(value: unknown): RentalPeriod | null {
  return (RENTAL_PERIODS as readonly unknown[]).includes(value) ? (value as RentalPeriod) : null;
}

function parkingData(value: unknown): ReservationDraftParking | null {
  if (!isRecord(value)) {
    return null;
  }
  const identifier = text(value.identifier);
  return identifier === null ? null : { identifier, address: text(value.address) };
}

/**
 * A stored draft read defensively: it comes from storage another version of the app (or a person) may have
 * written. Without a parking it is no draft (null); any other damaged field falls back to its default.
 */
export function parseReservationDraft(raw: string | null): ReservationDraft | null {
  if (raw === null) {
    return null;
  }
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!isRecord(value)) {
    return null;
  }
  const parkingId = text(value.parkingId);
  if (parkingId === null) {
    return null;
  }
  const amount = value.estimatedAmount;
  return {
    parkingId,
    spotNumber: text(value.spotNumber),
    reservationId: text(value.reservationId),
    vehicleId: text(value.vehicleId),
    billingId: text(value.billingId),
    rentalPeriod: rentalPeriod(value.rentalPeriod),
    startAt: isoTime(value.startAt),
    customEndAt: isoTime(value.customEndAt),
    terms: value.terms === true,
    estimatedAmount: typeof amount === 'number' && Number.isSafeInteger(amount) && amount >= 0 ? amount : 0,
    parkingData: parkingData(value.parkingData),
  };
}

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    // Storage switched off (private mode in some browsers): the flow still works, it just does not survive a reload.
    return null;
  }
}

// Subscribers (the booking screens) hear about every change, e.g. a clear from another component.
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

/** The current draft, or null when there is none (or it is damaged beyond use). */
export function loadReservationDraft(): ReservationDraft | null {
  try {
    return parseReservationDraft(storage()?.getItem(RESERVATION_DRAFT_KEY) ?? null);
  } catch {
    return null;
  }
}

export function saveReservationDraft(draft: ReservationDraft): void {
  try {
    storage()?.setItem(RESERVATION_DRAFT_KEY, JSON.stringify(draft));
  } catch {
    // Quota or disabled storage: the draft lives only in the screen's memory.
  }
  emit();
}

/** Merges a change into the stored draft and returns the result; null (and nothing saved) without a draft. */
export function updateReservationDraft(patch: Partial<ReservationDraft>): ReservationDraft | null {
  const current = loadReservationDraft();
  if (!current) {
    return null;
  }
  const next = { ...current, ...patch };
  saveReservationDraft(next);
  return next;
}

/** The explicit clear action (SPEC §4) and the end of a paid booking. */
export function clearReservationDraft(): void {
  try {
    storage()?.removeItem(RESERVATION_DRAFT_KEY);
  } catch {
    // Nothing stored.
  }
  emit();
}

export function subscribeReservationDraft(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
