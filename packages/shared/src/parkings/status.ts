// The parking's life (SPEC §4), declared once: code asks the machine instead of comparing strings.

export const PARKING_STATUSES = ['pending_verification', 'active', 'inactive', 'rejected_verification'] as const;
export type ParkingStatus = (typeof PARKING_STATUSES)[number];

export type ParkingAction = 'requestVerification' | 'verify' | 'reject' | 'deactivate' | 'activate';

/**
 * Allowed transitions. A new parking waits for verification; an admin verifies (active) or rejects it with a
 * reason; the owner fixes a rejected parking and asks again. An active parking can be deactivated and
 * reactivated without another verification, since nothing an admin checked has changed by that.
 */
export const PARKING_TRANSITIONS: Readonly<
  Record<ParkingAction, { from: readonly ParkingStatus[]; to: ParkingStatus }>
> = {
  requestVerification: { from: ['rejected_verification', 'pending_verification'], to: 'pending_verification' },
  verify: { from: ['pending_verification'], to: 'active' },
  reject: { from: ['pending_verification'], to: 'rejected_verification' },
  deactivate: { from: ['active'], to: 'inactive' },
  activate: { from: ['inactive'], to: 'active' },
};

export function canTransition(status: ParkingStatus, action: ParkingAction): boolean {
  return PARKING_TRANSITIONS[action].from.includes(status);
}

/** What an owner reads as the parking's state: pending_verification splits into a draft and a sent request. */
export type ParkingStage = ParkingStatus | 'draft';

/**
 * A new parking is stored as pending_verification (so the machine lets it be sent), but until the owner sends
 * it, it is a draft, not something waiting for an admin (issue 13).
 */
export function parkingStage(parking: { status: ParkingStatus; verificationRequestedAt: unknown }): ParkingStage {
  return parking.status === 'pending_verification' && !parking.verificationRequestedAt ? 'draft' : parking.status;
}

/** Only active parkings are public and bookable. */
export const isPublicStatus = (status: ParkingStatus): boolean => status === 'active';

export const ADDRESS_TYPES = ['basic', 'entry', 'exit'] as const;
export type AddressType = (typeof ADDRESS_TYPES)[number];

/** What photos can belong to; the values appear in /images/{subjectType}/{subjectId}. */
export const IMAGE_SUBJECT_TYPES = ['parkings', 'addresses', 'spots'] as const;
export type ImageSubjectType = (typeof IMAGE_SUBJECT_TYPES)[number];

/** Parking identifier: three capital letters, a dash, then 4 to 6 capital letters or digits (SPEC §2). */
export const PARKING_IDENTIFIER_PATTERN = /^[A-Z]{3}-[A-Z0-9]{4,6}$/;

/** What a spot is doing right now, as the public page shows it (SPEC §4). */
export const SPOT_STATES = ['available', 'reserved', 'occupied'] as const;
export type SpotState = (typeof SPOT_STATES)[number];
