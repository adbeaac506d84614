import type { FastifyInstance } from 'fastify';
import type { ReservationStatus } from '@parkshare/shared/reservations/status';
import { reservations, type ReservationRow } from '../db/schema/reservations';
import { vehicles, type VehicleRow } from '../db/schema/vehicles';
import { createBillingAccountFixture } from './money-factories';

// Drivers' data for tests that need a vehicle or a reservation row without going through booking.

let plate = 0;

/** A vehicle of the user; a fresh registration number each time. */
export async function createVehicleFixture(
  app: FastifyInstance,
  userId: string,
  overrides: Partial<typeof vehicles.$inferInsert> = {},
): Promise<VehicleRow> {
  plate += 1;
  const [row] = await app.deps.db
    .insert(vehicles)
    .values({ userId, registrationNumber: `WA${String(plate).padStart(5, '0')}`, name: 'Test car', ...overrides })
    .returning();
  if (!row) throw new Error('vehicle insert failed');
  return row;
}

/**
 * A reservation row as booking would leave it, with a vehicle and a billing account made for the driver unless given.
 * The database still checks every rule (the spot and driver exclusion constraints, one unpaid reservation per driver).
 */
export async function insertReservationRow(
  app: FastifyInstance,
  values: {
    userId: string;
    parkingId: string;
    spotId: string;
    startAt: Date;
    endAt: Date;
    status: ReservationStatus;
    vehicleId?: string;
    billingAccountId?: string;
    amount?: number;
  },
): Promise<ReservationRow> {
  const vehicleId = values.vehicleId ?? (await createVehicleFixture(app, values.userId)).id;
  const billingAccountId =
    values.billingAccountId ?? (await createBillingAccountFixture(app, values.userId, { isDefault: false })).id;
  const [row] = await app.deps.db
    .insert(reservations)
    .values({ ...values, vehicleId, billingAccountId, holdEndAt: values.endAt })
    .returning();
  if (!row) throw new Error('reservation insert failed');
  return row;
}
