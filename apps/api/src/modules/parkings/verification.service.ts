import { canTransition, PARKING_TRANSITIONS, type ParkingAction } from '@parkshare/shared/parkings/status';
import { messages } from '@parkshare/shared/validation/messages';
import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import { parkings, type ParkingRow } from '../../db/schema/parkings';
import { notFound, validationError, type FieldErrors } from '../../lib/errors';
import { sendParkingRejectedMail, sendParkingVerifiedMail } from './parking-mail';
import type { Tx } from '../../db/transaction';
import { readinessOf } from './parkings.service';

// The parking's life: the owner asks for verification, an admin verifies or rejects it with a reason, the owner
// deactivates and reactivates it. Every change asks the status machine (packages/shared/src/parkings/status.ts)
// under a row lock, so two admins clicking at once cannot both act on the same request.

type Changes = Partial<Pick<ParkingRow, 'rejectionReason' | 'verificationRequestedAt' | 'verifiedAt'>>;

async function transition(
  deps: AppDeps,
  parkingId: string,
  action: ParkingAction,
  options: { changes?: Changes; check?: (parking: ParkingRow, tx: Tx) => Promise<void> } = {},
): Promise<ParkingRow> {
  return deps.db.transaction(async (tx) => {
    const [current] = await tx.select().from(parkings).where(eq(parkings.id, parkingId)).for('update');
    if (!current) throw notFound();
    if (!canTransition(current.status, action)) throw validationError({ status: [messages.parkingStatusForbids] });
    await options.check?.(current, tx);
    const [row] = await tx
      .update(parkings)
      .set({ ...options.changes, status: PARKING_TRANSITIONS[action].to, updatedAt: new Date() })
      .where(eq(parkings.id, parkingId))
      .returning();
    if (!row) throw notFound();
    return row;
  });
}

/**
 * Sends a parking (new, or rejected and fixed) for verification. Refused, listing what is missing, unless it
 * has a basic address, a spot and a basic price list; a rejection's reason is cleared. The caller manages it.
 */
export function requestParkingVerification({
  deps,
  parkingId,
}: {
  deps: AppDeps;
  parkingId: string;
}): Promise<ParkingRow> {
  return transition(deps, parkingId, 'requestVerification', {
    changes: { rejectionReason: null, verificationRequestedAt: new Date() },
    // Read inside the transaction: PGlite has one connection, and the lock must cover the check.
    check: async (_parking, tx) => {
      const readiness = await readinessOf(tx, parkingId);
      const missing: FieldErrors = {};
      if (!readiness.hasBasicAddress) missing.addresses = [messages.missingBasicAddress];
      if (!readiness.hasSpots) missing.spots = [messages.missingSpots];
      if (!readiness.hasBasicPriceList) missing.priceLists = [messages.missingBasicPriceList];
      if (!readiness.ready) throw validationError(missing);
    },
  });
}

// An admin acts on a request, not on a parking still being set up.
const requested = async (parking: ParkingRow) => {
  if (!parking.verificationRequestedAt) throw validationError({ status: [messages.parkingStatusForbids] });
};

/** Admin: the parking goes live; its owner is e-mailed its public link. The admin scope is checked on the field. */
export async function verifyParking({ deps, parkingId }: { deps: AppDeps; parkingId: string }): Promise<ParkingRow> {
  const row = await transition(deps, parkingId, 'verify', { changes: { verifiedAt: new Date() }, check: requested });
  await sendParkingVerifiedMail(deps, row);
  return row;
}

/** Admin: refuses the parking with a reason the owner sees in the editor and receives by e-mail. */
export async function rejectParking({
  deps,
  parkingId,
  reason,
}: {
  deps: AppDeps;
  parkingId: string;
  reason: string;
}): Promise<ParkingRow> {
  const row = await transition(deps, parkingId, 'reject', { changes: { rejectionReason: reason }, check: requested });
  await sendParkingRejectedMail(deps, row);
  return row;
}

/** Takes an active parking off the marketplace; the caller manages it. */
export function deactivateParking({ deps, parkingId }: { deps: AppDeps; parkingId: string }): Promise<ParkingRow> {
  return transition(deps, parkingId, 'deactivate');
}

/** Puts a deactivated parking back on the marketplace without another verification; the caller manages it. */
export function activateParking({ deps, parkingId }: { deps: AppDeps; parkingId: string }): Promise<ParkingRow> {
  return transition(deps, parkingId, 'activate');
}
