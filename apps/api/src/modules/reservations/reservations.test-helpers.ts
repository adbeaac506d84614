import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { parkingAddresses, parkings, priceLists, spots, unavailabilities } from '../../db/schema/parkings';
import { reservations, type ReservationRow } from '../../db/schema/reservations';
import type { GraphQLResponse, TestApp } from '../../test/app';
import { createUser, tokenFor } from '../../test/factories';
import { createBillingAccountFixture, fundWallet } from '../../test/money-factories';
import { testIdentifier } from '../../test/owner-factories';
import { createVehicleFixture } from '../../test/reservation-factories';
import { ledgerInvariants } from '../ledger/ledger.service';

// Shared steps of the reservations tests: an active parking with spots, an address and a basic price list
// (one hour: 5.00 PLN, then 4.00 PLN), drivers with a vehicle and a billing account, and the GraphQL documents.

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;

export const RESERVATION_FIELDS = `id parkingId spotId startAt endAt status createdAt updatedAt parkingIdentifier parkingName
  spotNumber amount currency paymentDueAt pendingExtensionEndAt completedAt cancelledAt canExtend canCancel canComplete
  vehicle { id registrationNumber } billingAccount { id } location { address latitude longitude }
  orders { id product status grossAmount vatRate } unpaidOrder { id product status grossAmount }`;

export const CREATE = `mutation($input: CreateReservationInput!) { createReservation(input: $input) {
  reservation { ${RESERVATION_FIELDS} } order { id product status grossAmount vatRate } } }`;
export const EXTEND = `mutation($input: ExtendReservationInput!) { extendReservation(input: $input) {
  reservation { ${RESERVATION_FIELDS} } order { id product status grossAmount vatRate } } }`;
export const COMPLETE = `mutation($id: ID!) { completeReservation(id: $id) { ${RESERVATION_FIELDS} } }`;
export const CANCEL = `mutation($id: ID!) { cancelReservation(id: $id) { ${RESERVATION_FIELDS} } }`;
export const PAY = `mutation($input: PayOrderInput!) { payOrder(input: $input) { id status } }`;

export interface ReservationData {
  id: string;
  status: string;
  startAt: string;
  endAt: string;
  amount: number;
  parkingName: string;
  spotNumber: string;
  paymentDueAt: string | null;
  pendingExtensionEndAt: string | null;
  canExtend: boolean;
  canCancel: boolean;
  canComplete: boolean;
  billingAccount: { id: string } | null;
  vehicle: { id: string; registrationNumber: string };
  location: { address: string; latitude: number; longitude: number };
  orders: { id: string; product: string; status: string; grossAmount: number }[];
  unpaidOrder: { id: string; product: string; status: string; grossAmount: number } | null;
}
export interface PayloadData {
  reservation: ReservationData;
  order: { id: string; product: string; status: string; grossAmount: number; vatRate: number };
}

export interface Place {
  parkingId: string;
  identifier: string;
  ownerId: string;
  ownerToken: string;
  spotIds: string[];
}

/** An active parking with spots (natural order differs from insertion order on purpose) and a basic price list. */
export async function activeParking(t: TestApp, numbers = ['A-10', 'A-2', 'A-1']): Promise<Place> {
  const db = t.app.deps.db;
  const owner = await createUser(t.app);
  const billing = await createBillingAccountFixture(t.app, owner.id);
  const [parking] = await db
    .insert(parkings)
    .values({
      identifier: testIdentifier(),
      ownerId: owner.id,
      billingAccountId: billing.id,
      name: 'Owner-only name',
      status: 'active',
    })
    .returning();
  if (!parking) throw new Error('parking insert failed');
  await db.insert(parkingAddresses).values({
    parkingId: parking.id,
    type: 'basic',
    city: 'Warszawa',
    street: 'Marszałkowska',
    number: '10',
    postcode: '00-950',
    latitude: 52.2297,
    longitude: 21.0122,
  });
  await db.insert(priceLists).values({
    parkingId: parking.id,
    name: 'Basic',
    days: [],
    startHour: '00:00',
    endHour: '00:00',
    settlementPeriod: 'one_hour',
    firstPeriodPrice: 500,
    nextPeriodPrice: 400,
    isBasic: true,
  });
  const rows = await db
    .insert(spots)
    .values(numbers.map((number) => ({ parkingId: parking.id, number })))
    .returning({ id: spots.id, number: spots.number });
  const spotIds = numbers.map((number) => rows.find((row) => row.number === number)!.id);
  return {
    parkingId: parking.id,
    identifier: parking.identifier,
    ownerId: owner.id,
    ownerToken: await tokenFor(t.app, owner),
    spotIds,
  };
}

export async function closeParking(
  t: TestApp,
  parkingId: string,
  window: { days: string[]; startTime: string; endTime: string },
) {
  await t.app.deps.db.insert(unavailabilities).values({ parkingId, name: 'Closed', ...window });
}

export interface Driver {
  id: string;
  token: string;
  vehicleId: string;
  billingAccountId: string;
}

export async function driver(t: TestApp, balance = 0): Promise<Driver> {
  const user = await createUser(t.app);
  const billing = await createBillingAccountFixture(t.app, user.id);
  const vehicle = await createVehicleFixture(t.app, user.id);
  if (balance > 0) await fundWallet(t.app, user.id, balance);
  return { id: user.id, token: await tokenFor(t.app, user), vehicleId: vehicle.id, billingAccountId: billing.id };
}

/** A createReservation input for the driver at a spot, starting `startIn` from now for `length`. */
export function bookingInput(who: Driver, spotId: string, startIn = HOUR, length = 2 * HOUR, now = Date.now()) {
  return {
    spotId,
    vehicleId: who.vehicleId,
    billingAccountId: who.billingAccountId,
    startAt: new Date(now + startIn).toISOString(),
    endAt: new Date(now + startIn + length).toISOString(),
    terms: true,
  };
}

export async function create(t: TestApp, who: Driver, input: Record<string, unknown>) {
  return t.gql<{ createReservation: PayloadData }>(CREATE, { input }, { token: who.token });
}

export async function createOk(t: TestApp, who: Driver, input: Record<string, unknown>): Promise<PayloadData> {
  const result = await create(t, who, input);
  if (!result.data?.createReservation) throw new Error(JSON.stringify(result.errors));
  return result.data.createReservation;
}

export async function payWithWallet(t: TestApp, who: Driver, orderId: string) {
  const result = await t.gql<{ payOrder: { id: string; status: string } }>(
    PAY,
    { input: { orderId, method: 'WALLET' } },
    { token: who.token },
  );
  if (!result.data?.payOrder) throw new Error(JSON.stringify(result.errors));
  return result.data.payOrder;
}

/** A paid reservation (wallet), confirmed or — when it starts now — active. */
export async function bookAndPay(t: TestApp, who: Driver, input: Record<string, unknown>): Promise<PayloadData> {
  const payload = await createOk(t, who, input);
  await payWithWallet(t, who, payload.order.id);
  return payload;
}

export async function row(t: TestApp, id: string): Promise<ReservationRow> {
  const [found] = await t.app.deps.db.select().from(reservations).where(eq(reservations.id, id));
  if (!found) throw new Error(`no reservation ${id}`);
  return found;
}

/** Moves a reservation's times into the past (tests of the clock and of started stays). */
export async function shift(t: TestApp, id: string, values: Partial<typeof reservations.$inferInsert>) {
  await t.app.deps.db.update(reservations).set(values).where(eq(reservations.id, id));
}

export const refusal = (response: GraphQLResponse) => {
  const extensions = response.errors?.[0]?.extensions;
  return extensions?.code === 'RESERVATION_REFUSED'
    ? extensions.reason
    : `not refused: ${JSON.stringify(response.errors)}`;
};

export async function balanceOf(t: TestApp, token: string): Promise<number> {
  const result = await t.gql<{ me: { balance: number } }>('{ me { balance } }', {}, { token });
  return result.data?.me.balance ?? Number.NaN;
}

export async function expectLedgerSound(t: TestApp): Promise<void> {
  expect(await ledgerInvariants(t.app.deps.db)).toEqual({ total: 0, unbalancedEntries: [], negativeWallets: [] });
}
