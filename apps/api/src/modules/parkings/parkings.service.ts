import { messages } from '@parkshare/shared/validation/messages';
import type { ParkingData } from '@parkshare/shared/validation/parkings';
import { and, count, eq, inArray, isNotNull, isNull, or } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import type { Db } from '../../db/client';
import { parkingAddresses, parkings, priceLists, spots, type ParkingRow } from '../../db/schema/parkings';
import type { BillingAccountRow } from '../../db/schema/billing';
import { AppError, fieldError } from '../../lib/errors';
import { isUniqueViolation } from '../../lib/db-errors';
import { afterCursor, cursorTime, keysetOrder, keysetPage, type Page, type PageRequest } from '../../lib/page';
import { isUuid } from '../../lib/tokens';
import { getBillingAccount } from '../billing/billing-accounts.service';
import { membershipsOf, roleIn } from '../organizations/membership.service';
import { generateIdentifier } from './identifier';

// Owner-side rules of a parking: who it bills, which organization it belongs to, what it still needs before an
// admin can verify it. Authorization (requireParking) happens in the resolvers before these run.

const IDENTIFIER_ATTEMPTS = 8;

export interface Readiness {
  hasBasicAddress: boolean;
  hasSpots: boolean;
  hasBasicPriceList: boolean;
  ready: boolean;
}

/** Parkings the user owns and those of every organization they belong to, newest first, a page at a time. */
export async function listMyParkings({
  deps,
  userId,
  page,
}: {
  deps: AppDeps;
  userId: string;
  page: PageRequest;
}): Promise<Page<ParkingRow>> {
  const organizationIds = (await membershipsOf(deps.db, userId)).map((m) => m.organizationId);
  const mine = eq(parkings.ownerId, userId);
  const rows = await deps.db
    .select({ row: parkings, cursorAt: cursorTime(parkings.createdAt) })
    .from(parkings)
    .where(
      and(
        organizationIds.length > 0 ? or(mine, inArray(parkings.organizationId, organizationIds)) : mine,
        afterCursor(parkings.createdAt, parkings.id, page.after),
      ),
    )
    .orderBy(...keysetOrder(parkings.createdAt, parkings.id))
    .limit(page.first + 1);
  return keysetPage(rows, page.first);
}

/**
 * Creates a parking waiting for verification. Steps: the billing account must be the caller's own, the
 * organization one the caller administers; the identifier takes the billing city's letters and a random
 * suffix, drawn again when the unique index says it is taken.
 */
export async function createParking({
  deps,
  userId,
  input,
}: {
  deps: AppDeps;
  userId: string;
  input: ParkingData;
}): Promise<ParkingRow> {
  const billingAccount = await ownBillingAccount(deps, userId, input.billingAccountId);
  await checkOrganization(deps.db, userId, input.organizationId);
  for (let attempt = 1; ; attempt += 1) {
    try {
      const [row] = await deps.db
        .insert(parkings)
        .values({ ...columns(input), ownerId: userId, identifier: generateIdentifier(billingAccount.city) })
        .returning();
      if (!row) throw new Error('parking insert failed');
      return row;
    } catch (error) {
      if (!isUniqueViolation(error) || attempt >= IDENTIFIER_ATTEMPTS) throw error;
    }
  }
}

/**
 * Replaces a parking's fields. The billing account and organization may stay as they are (an organization's
 * admin edits a parking billed to its owner); a new choice must be the caller's own account and an
 * organization the caller administers. The status and identifier do not change here.
 */
export async function updateParking({
  deps,
  userId,
  parking,
  input,
}: {
  deps: AppDeps;
  userId: string;
  parking: ParkingRow;
  input: ParkingData;
}): Promise<ParkingRow> {
  if (input.billingAccountId !== parking.billingAccountId) {
    await ownBillingAccount(deps, userId, input.billingAccountId);
  }
  if ((input.organizationId ?? null) !== parking.organizationId) {
    await checkOrganization(deps.db, userId, input.organizationId);
  }
  const [row] = await deps.db
    .update(parkings)
    .set({ ...columns(input), updatedAt: new Date() })
    .where(eq(parkings.id, parking.id))
    .returning();
  if (!row) throw new Error('parking update failed');
  return row;
}

/** What a parking still lacks before it can be sent for verification: a basic address, a spot, a basic price list. */
export async function readinessOf(db: Db, parkingId: string): Promise<Readiness> {
  const [[addresses], [spotRows], [basicLists]] = await Promise.all([
    db
      .select({ n: count() })
      .from(parkingAddresses)
      .where(and(eq(parkingAddresses.parkingId, parkingId), eq(parkingAddresses.type, 'basic'))),
    db
      .select({ n: count() })
      .from(spots)
      .where(and(eq(spots.parkingId, parkingId), isNull(spots.deletedAt))),
    db
      .select({ n: count() })
      .from(priceLists)
      .where(and(eq(priceLists.parkingId, parkingId), eq(priceLists.isBasic, true))),
  ]);
  const hasBasicAddress = (addresses?.n ?? 0) > 0;
  const hasSpots = (spotRows?.n ?? 0) > 0;
  const hasBasicPriceList = (basicLists?.n ?? 0) > 0;
  return { hasBasicAddress, hasSpots, hasBasicPriceList, ready: hasBasicAddress && hasSpots && hasBasicPriceList };
}

/** Parkings whose owners asked for verification and still wait, the oldest request first (admin queue). */
export async function listAwaitingVerification({
  deps,
  page,
}: {
  deps: AppDeps;
  page: PageRequest;
}): Promise<Page<ParkingRow>> {
  const requestedAt = parkings.verificationRequestedAt;
  const rows = await deps.db
    .select({ row: parkings, cursorAt: cursorTime(requestedAt) })
    .from(parkings)
    .where(
      and(
        eq(parkings.status, 'pending_verification'),
        isNotNull(requestedAt),
        afterCursor(requestedAt, parkings.id, page.after, 'oldest'),
      ),
    )
    .orderBy(...keysetOrder(requestedAt, parkings.id, 'oldest'))
    .limit(page.first + 1);
  return keysetPage(rows, page.first);
}

/** A parking by its public identifier, whatever its status (a ticket names the parking it is about); null if none. */
export async function findParkingByIdentifier(db: Db, identifier: string): Promise<ParkingRow | null> {
  const [row] = await db.select().from(parkings).where(eq(parkings.identifier, identifier)).limit(1);
  return row ?? null;
}

/** The parking's billing account for someone who manages it (it is always the owner's account). */
export async function billingAccountOf(deps: AppDeps, parking: ParkingRow): Promise<BillingAccountRow | null> {
  try {
    return await getBillingAccount({ deps, userId: parking.ownerId, id: parking.billingAccountId });
  } catch (error) {
    if (error instanceof AppError && error.code === 'NOT_FOUND') return null;
    throw error;
  }
}

// Sizes only mean something with restrictions on; without them, stale numbers would mislead drivers.
const columns = (input: ParkingData) => ({
  name: input.name,
  note: input.note ?? null,
  accessInstructions: input.accessInstructions ?? null,
  billingAccountId: input.billingAccountId,
  organizationId: input.organizationId ?? null,
  hasRestrictions: input.hasRestrictions,
  maxHeightCm: input.hasRestrictions ? (input.maxHeightCm ?? null) : null,
  maxLengthCm: input.hasRestrictions ? (input.maxLengthCm ?? null) : null,
  maxWidthCm: input.hasRestrictions ? (input.maxWidthCm ?? null) : null,
});

// Another user's account (or a malformed id) reads as "choose one of yours", never revealing that it exists.
async function ownBillingAccount(deps: AppDeps, userId: string, id: string): Promise<BillingAccountRow> {
  try {
    return await getBillingAccount({ deps, userId, id });
  } catch (error) {
    if (error instanceof AppError && error.code === 'NOT_FOUND') {
      throw fieldError('billingAccountId', messages.ownBillingAccount);
    }
    throw error;
  }
}

async function checkOrganization(db: Db, userId: string, organizationId: string | undefined): Promise<void> {
  if (organizationId === undefined) return;
  if (!isUuid(organizationId) || (await roleIn(db, { userId, organizationId })) !== 'admin') {
    throw fieldError('organizationId', messages.organizationAdminOnly);
  }
}
