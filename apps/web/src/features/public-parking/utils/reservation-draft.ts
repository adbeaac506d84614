// SPEC §3: the reservation draft lives in session storage until the booking is finished or cleared. The booking
// screens (the booking issue) read it on /reservation; the public pages only start it.
export const RESERVATION_DRAFT_KEY = 'reservation_draft';

export interface ReservationDraft {
  /** The parking's public identifier: the public API exposes no other id of a parking. */
  parkingId: string;
  /** null: any available spot of the parking. */
  spotNumber: string | null;
  reservationId: string | null;
  vehicleId: string | null;
  billingId: string | null;
  rentalPeriod: string | null;
  customEndAt: string | null;
  terms: boolean;
  estimatedAmount: number;
  parkingData: { identifier: string; address: string | null } | null;
}

/** A fresh draft with SPEC §3 defaults (terms false, estimated amount 0) for a parking and optionally a spot. */
export function newReservationDraft(
  parking: { identifier: string; address: string | null },
  spotNumber: string | null,
): ReservationDraft {
  return {
    parkingId: parking.identifier,
    spotNumber,
    reservationId: null,
    vehicleId: null,
    billingId: null,
    rentalPeriod: null,
    customEndAt: null,
    terms: false,
    estimatedAmount: 0,
    parkingData: { identifier: parking.identifier, address: parking.address },
  };
}

export function saveReservationDraft(draft: ReservationDraft): void {
  sessionStorage.setItem(RESERVATION_DRAFT_KEY, JSON.stringify(draft));
}
