import type { ReservationStatus } from '@parkshare/shared/reservations/status';
import { paths } from '../../../config/paths';
import type { OfflinePass } from '../../../lib/offline-passes';

/** A reservation as the API gives it, with what the pass shows (the details page and OfflinePasses have it). */
export interface PassSource {
  id: string;
  status: ReservationStatus;
  startAt: string;
  endAt: string;
  parkingName: string;
  parkingIdentifier: string;
  spotNumber: string;
  vehicle: { registrationNumber: string };
  location: { address: string };
  /** How to get in (gate code, entrance); absent from an API without it. */
  accessInstructions?: string | null;
}

/** A paid stay, to come or under way, has a pass; one waiting for payment or over has none. */
export const hasPass = (status: ReservationStatus): status is OfflinePass['status'] =>
  status === 'confirmed' || status === 'active';

/** The address the spot's QR code holds: its public page, the same as on the sign at the spot. */
export const spotQrUrl = (origin: string, identifier: string, spotNumber: string): string =>
  `${origin.replace(/\/+$/, '')}${paths.publicSpot.href(identifier, spotNumber)}`;

/** The pass to keep for offline use, or null when the reservation has none. */
export function toOfflinePass(source: PassSource, origin: string, savedAt: Date): OfflinePass | null {
  if (!hasPass(source.status)) return null;
  return {
    id: source.id,
    status: source.status,
    parkingName: source.parkingName,
    parkingIdentifier: source.parkingIdentifier,
    spotNumber: source.spotNumber,
    address: source.location.address,
    startAt: source.startAt,
    endAt: source.endAt,
    registrationNumber: source.vehicle.registrationNumber,
    accessInstructions: source.accessInstructions ?? null,
    qrUrl: spotQrUrl(origin, source.parkingIdentifier, source.spotNumber),
    savedAt: savedAt.toISOString(),
  };
}
