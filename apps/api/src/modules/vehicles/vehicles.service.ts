import { MAX_VEHICLES_PER_USER } from '@parkshare/shared/validation/limits';
import { messages } from '@parkshare/shared/validation/messages';
import type { VehicleData } from '@parkshare/shared/validation/vehicles';
import { and, desc, eq, ne } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import { billingAccounts, type BillingAccountRow } from '../../db/schema/billing';
import { vehicles, type VehicleRow } from '../../db/schema/vehicles';
import { isUniqueViolation } from '../../lib/db-errors';
import { fieldError, notFound } from '../../lib/errors';
import { requireRoom } from '../../lib/bounds';
import { isUuid } from '../../lib/tokens';
import { lockOwner, type Tx } from '../../db/transaction';

// A driver's vehicles (issue 5, SPEC §3): one row per plate and driver, at most one default (the partial unique
// index vehicles_one_default_idx). Every change runs under the owner lock shared with billing accounts, so the
// "first one becomes the default" and "the default moves" read-then-write steps never interleave.

export interface VehiclesOptions {
  deps: AppDeps;
  userId: string;
}

export interface VehicleOptions extends VehiclesOptions {
  id: string;
}

type Reader = AppDeps['db'] | Tx;

/** The driver's vehicles, the default first, then newest first. */
export function listVehicles({ deps, userId }: VehiclesOptions): Promise<VehicleRow[]> {
  return deps.db
    .select()
    .from(vehicles)
    .where(eq(vehicles.userId, userId))
    .orderBy(desc(vehicles.isDefault), desc(vehicles.createdAt), desc(vehicles.id));
}

/** One of the driver's vehicles; another user's, an unknown or a malformed id is NOT_FOUND alike. */
export async function getVehicle({ deps, userId, id }: VehicleOptions): Promise<VehicleRow> {
  return requireOwn(await findOwn(deps.db, id, userId));
}

/** Adds a vehicle (at most MAX_VEHICLES_PER_USER); the driver's first one, or one asked to be, becomes the default. */
export function createVehicle({ deps, userId, input }: VehiclesOptions & { input: VehicleData }): Promise<VehicleRow> {
  return withTakenPlate(() =>
    deps.db.transaction(async (tx) => {
      await lockOwner(tx, userId);
      await requireRoom(tx, {
        table: vehicles,
        where: eq(vehicles.userId, userId),
        max: MAX_VEHICLES_PER_USER,
        field: 'input',
        message: 'tooManyVehicles',
      });
      await checkInput(tx, userId, input);
      const existingDefault = await hasDefault(tx, userId);
      const isDefault = input.isDefault === true || !existingDefault;
      if (isDefault && existingDefault) await clearDefault(tx, userId);
      const [row] = await tx
        .insert(vehicles)
        .values({
          userId,
          registrationNumber: input.registrationNumber,
          name: input.name,
          status: input.status ?? 'active',
          billingAccountId: input.billingAccountId,
          isDefault,
        })
        .returning();
      if (!row) throw new Error('vehicle insert failed');
      return row;
    }),
  );
}

/**
 * Replaces a vehicle's fields (a missing status keeps the current one). isDefault true makes it the default;
 * false leaves the flag as it is: the default moves only by choosing another vehicle.
 */
export function updateVehicle({
  deps,
  userId,
  id,
  input,
}: VehicleOptions & { input: VehicleData }): Promise<VehicleRow> {
  return withTakenPlate(() =>
    deps.db.transaction(async (tx) => {
      await lockOwner(tx, userId);
      const current = requireOwn(await findOwn(tx, id, userId));
      await checkInput(tx, userId, input, id);
      const isDefault = current.isDefault || input.isDefault === true;
      if (isDefault) await clearDefault(tx, userId, id);
      const [row] = await tx
        .update(vehicles)
        .set({
          registrationNumber: input.registrationNumber,
          name: input.name,
          status: input.status ?? current.status,
          billingAccountId: input.billingAccountId,
          isDefault,
          updatedAt: new Date(),
        })
        .where(eq(vehicles.id, id))
        .returning();
      if (!row) throw notFound();
      return row;
    }),
  );
}

/** Makes one vehicle the default and the previous default an ordinary one, in one transaction. */
export function setDefaultVehicle({ deps, userId, id }: VehicleOptions): Promise<VehicleRow> {
  return deps.db.transaction(async (tx) => {
    await lockOwner(tx, userId);
    const current = requireOwn(await findOwn(tx, id, userId));
    if (current.isDefault) return current;
    await clearDefault(tx, userId, id);
    const [row] = await tx
      .update(vehicles)
      .set({ isDefault: true, updatedAt: new Date() })
      .where(eq(vehicles.id, id))
      .returning();
    if (!row) throw notFound();
    return row;
  });
}

/** The vehicle's billing account, read only when it still belongs to the vehicle's driver. */
export async function findVehicleBillingAccount(deps: AppDeps, vehicle: VehicleRow): Promise<BillingAccountRow | null> {
  if (!vehicle.billingAccountId) return null;
  const [row] = await deps.db
    .select()
    .from(billingAccounts)
    .where(and(eq(billingAccounts.id, vehicle.billingAccountId), eq(billingAccounts.userId, vehicle.userId)))
    .limit(1);
  return row ?? null;
}

function requireOwn(row: VehicleRow | undefined): VehicleRow {
  if (!row) throw notFound();
  return row;
}

async function findOwn(db: Reader, id: string, userId: string): Promise<VehicleRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db
    .select()
    .from(vehicles)
    .where(and(eq(vehicles.id, id), eq(vehicles.userId, userId)))
    .limit(1);
  return row;
}

// Checks that read the driver's other rows; the owner lock keeps them true until the write.
async function checkInput(tx: Tx, userId: string, input: VehicleData, exceptId?: string): Promise<void> {
  const [taken] = await tx
    .select({ id: vehicles.id })
    .from(vehicles)
    .where(
      and(
        eq(vehicles.userId, userId),
        eq(vehicles.registrationNumber, input.registrationNumber),
        exceptId ? ne(vehicles.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  if (taken) throw fieldError('registrationNumber', messages.registrationNumberTaken);
  if (input.billingAccountId === null) return;
  // Another user's account (or a malformed id) reads as "choose one of yours", never revealing that it exists.
  const [account] = isUuid(input.billingAccountId)
    ? await tx
        .select({ id: billingAccounts.id })
        .from(billingAccounts)
        .where(and(eq(billingAccounts.id, input.billingAccountId), eq(billingAccounts.userId, userId)))
        .limit(1)
    : [];
  if (!account) throw fieldError('billingAccountId', messages.ownBillingAccount);
}

async function hasDefault(tx: Tx, userId: string): Promise<boolean> {
  const rows = await tx
    .select({ id: vehicles.id })
    .from(vehicles)
    .where(and(eq(vehicles.userId, userId), eq(vehicles.isDefault, true)))
    .limit(1);
  return rows.length > 0;
}

async function clearDefault(tx: Tx, userId: string, exceptId?: string): Promise<void> {
  await tx
    .update(vehicles)
    .set({ isDefault: false, updatedAt: new Date() })
    .where(
      and(eq(vehicles.userId, userId), eq(vehicles.isDefault, true), exceptId ? ne(vehicles.id, exceptId) : undefined),
    );
}

// The pre-check under the owner lock catches a taken plate; the unique index is the last line of defence (e.g. a
// row written outside this module) and still answers as a field error, never a server error.
async function withTakenPlate<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (isUniqueViolation(error) && constraintOf(error) !== 'vehicles_one_default_idx') {
      throw fieldError('registrationNumber', messages.registrationNumberTaken);
    }
    throw error;
  }
}

function constraintOf(error: unknown): string | undefined {
  let current = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth += 1) {
    const constraint = (current as { constraint?: unknown }).constraint;
    if (typeof constraint === 'string') return constraint;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}
