import * as limits from '@parkshare/shared/validation/limits';
import { formatMessage, type MessageKey } from '@parkshare/shared/validation/messages';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bankAccounts } from '../db/schema/billing';
import { orders } from '../db/schema/orders';
import { blikAliases, payments } from '../db/schema/payments';
import { organizationInvitations, organizationMembers } from '../db/schema/organizations';
import { priceLists, spots, unavailabilities } from '../db/schema/parkings';
import { sha256 } from '../lib/tokens';
import { forgetOldestBlikAliases } from '../modules/payments/blik-aliases.service';
import {
  activeParking,
  bookAndPay,
  bookingInput,
  driver,
  HOUR,
} from '../modules/reservations/reservations.test-helpers';
import { createTestApp, fieldErrors, type TestApp } from '../test/app';
import { createUser, tokenFor } from '../test/factories';
import { createBillingAccountFixture, ORDER_BUYER } from '../test/money-factories';
import { createOrganizationFixture, createParkingFixture } from '../test/owner-factories';
import { createVehicleFixture } from '../test/reservation-factories';

// Issue 13 / decision 064: lists that are not paged are short because the API refuses to grow them beyond a
// bound, with a SPEC §8 field error naming it (both languages: locales/*/owner-validation.json). Each bound is
// filled here, then one more is asked for through the API.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

const refusal = (message: MessageKey, count: number) => [formatMessage(message, { count })];
const BILLING_INPUT = {
  fullName: 'Ewa Kowalska',
  street: 'Złota',
  buildingNumber: '44',
  postcode: '00-120',
  city: 'Warszawa',
  invoiceEmail: 'ewa@example.com',
};

async function owner() {
  const user = await createUser(t.app);
  return { user, token: await tokenFor(t.app, user) };
}

describe('bounded lists', () => {
  it(`vehicles: at most ${limits.MAX_VEHICLES_PER_USER} per driver`, async () => {
    const { user, token } = await owner();
    for (let i = 0; i < limits.MAX_VEHICLES_PER_USER; i += 1) await createVehicleFixture(t.app, user.id);
    const result = await t.gql(
      'mutation($input: VehicleInput!) { createVehicle(input: $input) { id } }',
      { input: { registrationNumber: 'WZ12345' } },
      { token },
    );
    expect(fieldErrors(result)).toEqual({ input: refusal('tooManyVehicles', limits.MAX_VEHICLES_PER_USER) });
  });

  it(`billing accounts: at most ${limits.MAX_BILLING_ACCOUNTS_PER_USER} per user`, async () => {
    const { user, token } = await owner();
    const CREATE = 'mutation($input: BillingAccountInput!) { createBillingAccount(input: $input) { id } }';
    for (let i = 0; i < limits.MAX_BILLING_ACCOUNTS_PER_USER - 1; i += 1) {
      await createBillingAccountFixture(t.app, user.id, { isDefault: false });
    }
    expect((await t.gql(CREATE, { input: BILLING_INPUT }, { token })).errors).toBeUndefined();
    expect(fieldErrors(await t.gql(CREATE, { input: BILLING_INPUT }, { token }))).toEqual({
      input: refusal('tooManyBillingAccounts', limits.MAX_BILLING_ACCOUNTS_PER_USER),
    });
  });

  it(`bank accounts: at most ${limits.MAX_BANK_ACCOUNTS_PER_USER} per owner`, async () => {
    const { user, token } = await owner();
    const account = { userId: user.id, accountNumber: 'PL61109010140000071219812874', name: 'Main' };
    await t.app.deps.db
      .insert(bankAccounts)
      .values(Array.from({ length: limits.MAX_BANK_ACCOUNTS_PER_USER }, () => account));
    const result = await t.gql(
      'mutation($input: BankAccountInput!) { createBankAccount(input: $input) { id } }',
      { input: { accountNumber: 'PL61 1090 1014 0000 0712 1981 2874', name: 'One more' } },
      { token },
    );
    expect(fieldErrors(result)).toEqual({ input: refusal('tooManyBankAccounts', limits.MAX_BANK_ACCOUNTS_PER_USER) });
  });

  it(`organizations: one belongs to at most ${limits.MAX_ORGANIZATIONS_PER_USER}, created or joined`, async () => {
    const { user, token } = await owner();
    for (let i = 0; i < limits.MAX_ORGANIZATIONS_PER_USER; i += 1) {
      await createOrganizationFixture(t.app, { [user.id]: 'member' });
    }
    const created = await t.gql(
      'mutation($input: OrganizationInput!) { createOrganization(input: $input) { id } }',
      { input: { name: 'Wspólnota 21', type: 'community' } },
      { token },
    );
    expect(fieldErrors(created)).toEqual({ input: refusal('tooManyOrganizations', limits.MAX_ORGANIZATIONS_PER_USER) });
    const other = await createOrganizationFixture(t.app, {});
    const invitation = 'invitation-token-'.padEnd(43, user.id.replace(/-/g, ''));
    await t.app.deps.db.insert(organizationInvitations).values({
      organizationId: other.id,
      email: user.email.toLowerCase(),
      tokenHash: sha256(invitation),
      expiresAt: new Date(Date.now() + 24 * HOUR),
    });
    const accepted = await t.gql(
      'mutation($token: String!) { acceptOrganizationInvitation(token: $token) { id } }',
      { token: invitation },
      { token },
    );
    expect(fieldErrors(accepted)).toEqual({
      token: refusal('tooManyOrganizations', limits.MAX_ORGANIZATIONS_PER_USER),
    });
  });

  it(`organization members: at most ${limits.MAX_MEMBERS_PER_ORGANIZATION} members and open invitations together`, async () => {
    const { user, token } = await owner();
    const organization = await createOrganizationFixture(t.app, { [user.id]: 'admin' });
    const inFuture = new Date(Date.now() + 24 * HOUR);
    const open = Array.from({ length: limits.MAX_MEMBERS_PER_ORGANIZATION - 1 }, (_, i) => ({
      organizationId: organization.id,
      email: `invited-${i}-${organization.id}@example.com`,
      tokenHash: sha256(`${organization.id}-${i}`),
      expiresAt: inFuture,
    }));
    // Expired and withdrawn invitations do not count.
    const closed = [
      {
        organizationId: organization.id,
        email: `old@${organization.id}.example.com`,
        tokenHash: sha256(`${organization.id}-old`),
        expiresAt: new Date(Date.now() - HOUR),
      },
      {
        organizationId: organization.id,
        email: `gone@${organization.id}.example.com`,
        tokenHash: sha256(`${organization.id}-gone`),
        expiresAt: inFuture,
        revokedAt: new Date(),
      },
    ];
    await t.app.deps.db.insert(organizationInvitations).values([...open, ...closed]);
    const INVITE =
      'mutation($input: InviteOrganizationMemberInput!) { inviteOrganizationMember(input: $input) { id } }';
    const invite = (email: string) => t.gql(INVITE, { input: { organizationId: organization.id, email } }, { token });
    // Inviting an address again replaces its open invitation: no room is needed for that.
    expect((await invite(open[0]!.email)).errors).toBeUndefined();
    expect(fieldErrors(await invite('one.more@example.com'))).toEqual({
      organizationId: refusal('tooManyMembers', limits.MAX_MEMBERS_PER_ORGANIZATION),
    });
    const members = await t.app.deps.db
      .select()
      .from(organizationMembers)
      .where(eq(organizationMembers.organizationId, organization.id));
    expect(members).toHaveLength(1);
  });

  it(`price lists: at most ${limits.MAX_PRICE_LISTS_PER_PARKING} per parking`, async () => {
    const { user, token } = await owner();
    const { parking } = await createParkingFixture(t.app, { ownerId: user.id });
    const list = {
      parkingId: parking.id,
      days: ['sat'],
      startHour: '00:00',
      endHour: '00:00',
      settlementPeriod: 'one_hour' as const,
      firstPeriodPrice: 500,
      nextPeriodPrice: 400,
    };
    await t.app.deps.db.insert(priceLists).values(
      Array.from({ length: limits.MAX_PRICE_LISTS_PER_PARKING }, (_, i) => ({
        ...list,
        name: `List ${i}`,
        isBasic: i === 0,
        days: i === 0 ? [] : ['sat' as const],
      })),
    );
    const result = await t.gql(
      'mutation($input: PriceListInput!) { createPriceList(input: $input) { id } }',
      { input: { ...list, name: 'One more' } },
      { token },
    );
    expect(fieldErrors(result)).toEqual({
      parkingId: refusal('tooManyPriceLists', limits.MAX_PRICE_LISTS_PER_PARKING),
    });
  });

  it(`unavailability periods: at most ${limits.MAX_UNAVAILABILITIES_PER_PARKING} per parking`, async () => {
    const { user, token } = await owner();
    const { parking } = await createParkingFixture(t.app, { ownerId: user.id });
    const window = {
      parkingId: parking.id,
      name: 'Nights',
      days: ['mon' as const],
      startTime: '22:00',
      endTime: '06:00',
    };
    await t.app.deps.db
      .insert(unavailabilities)
      .values(Array.from({ length: limits.MAX_UNAVAILABILITIES_PER_PARKING }, () => window));
    const result = await t.gql(
      'mutation($input: UnavailabilityInput!) { createUnavailability(input: $input) { id } }',
      { input: window },
      { token },
    );
    expect(fieldErrors(result)).toEqual({
      parkingId: refusal('tooManyUnavailabilities', limits.MAX_UNAVAILABILITIES_PER_PARKING),
    });
  });

  it(`spots: at most ${limits.MAX_SPOTS_PER_PARKING} per parking (deleted ones do not count)`, async () => {
    const { user, token } = await owner();
    const { parking } = await createParkingFixture(t.app, { ownerId: user.id });
    // The fixture has A-01; B-1 … B-998 make 999, and one deleted spot stays out of the count.
    await t.app.deps.db.insert(spots).values([
      ...Array.from({ length: limits.MAX_SPOTS_PER_PARKING - 2 }, (_, i) => ({
        parkingId: parking.id,
        number: `B-${i + 1}`,
      })),
      { parkingId: parking.id, number: 'GONE-1', deletedAt: new Date() },
    ]);
    const CREATE = 'mutation($input: CreateSpotsInput!) { createSpots(input: $input) { id } }';
    const create = (from: number, to: number) =>
      t.gql(CREATE, { input: { parkingId: parking.id, template: 'C-X', from, to } }, { token });
    expect(fieldErrors(await create(1, 2))).toEqual({
      to: refusal('tooManySpotsInParking', limits.MAX_SPOTS_PER_PARKING),
    });
    expect((await create(1, 1)).errors).toBeUndefined();
    expect(fieldErrors(await create(2, 2))).toEqual({
      to: refusal('tooManySpotsInParking', limits.MAX_SPOTS_PER_PARKING),
    });
  });

  it(`payment attempts: at most ${limits.MAX_PAYMENT_ATTEMPTS_PER_ORDER} per order`, async () => {
    const { user, token } = await owner();
    const billing = await createBillingAccountFixture(t.app, user.id);
    const [order] = await t.app.deps.db
      .insert(orders)
      .values({
        number: `BND/${user.id}`,
        userId: user.id,
        billingAccountId: billing.id,
        buyer: ORDER_BUYER,
        product: 'top_up',
        unitGross: 1000,
        netAmount: 1000,
        vatAmount: 0,
        grossAmount: 1000,
      })
      .returning({ id: orders.id });
    await t.app.deps.db.insert(payments).values(
      Array.from({ length: limits.MAX_PAYMENT_ATTEMPTS_PER_ORDER }, () => ({
        orderId: order!.id,
        userId: user.id,
        amount: 1000,
        method: 'blik' as const,
        provider: 'sandbox',
        status: 'failed' as const,
      })),
    );
    const result = await t.gql(
      'mutation($input: PayOrderInput!) { payOrder(input: $input) { id } }',
      { input: { orderId: order!.id, method: 'BLIK', blikCode: '777123' } },
      { token },
    );
    expect(fieldErrors(result)).toEqual({
      orderId: refusal('tooManyPaymentAttempts', limits.MAX_PAYMENT_ATTEMPTS_PER_ORDER),
    });
  });

  it(`extensions: at most ${limits.MAX_EXTENSIONS_PER_RESERVATION} per reservation`, async () => {
    const place = await activeParking(t);
    const who = await driver(t, 100_000);
    const { reservation } = await bookAndPay(t, who, bookingInput(who, place.spotIds[0]!, 0, HOUR));
    await t.app.deps.db.insert(orders).values(
      Array.from({ length: limits.MAX_EXTENSIONS_PER_RESERVATION }, (_, i) => ({
        number: `BND/${reservation.id}/${i}`,
        userId: who.id,
        billingAccountId: who.billingAccountId,
        buyer: ORDER_BUYER,
        status: 'canceled' as const,
        product: 'reservation_extension' as const,
        unitGross: 400,
        netAmount: 325,
        vatAmount: 75,
        grossAmount: 400,
        vatRate: 23,
        reservationId: reservation.id,
      })),
    );
    const result = await t.gql(
      'mutation($input: ExtendReservationInput!) { extendReservation(input: $input) { order { id } } }',
      { input: { reservationId: reservation.id, endAt: new Date(Date.parse(reservation.endAt) + HOUR).toISOString() } },
      { token: who.token },
    );
    expect(fieldErrors(result)).toEqual({
      reservationId: refusal('tooManyExtensions', limits.MAX_EXTENSIONS_PER_RESERVATION),
    });
  });

  it(`saved BLIK entries: the newest ${limits.MAX_BLIK_ALIASES_PER_USER} are kept, the oldest forgotten`, async () => {
    const { user, token } = await owner();
    const other = await createUser(t.app);
    const alias = (userId: string, i: number) => ({
      userId,
      label: `Shop ${i}`,
      providerAlias: `alias-${i}`,
      expiresAt: new Date(Date.now() + 30 * 24 * HOUR),
      updatedAt: new Date(Date.UTC(2030, 0, 1, 0, i)),
    });
    const count = limits.MAX_BLIK_ALIASES_PER_USER + 3;
    await t.app.deps.db
      .insert(blikAliases)
      .values([
        ...Array.from({ length: count }, (_, i) => alias(user.id, i)),
        ...Array.from({ length: count }, (_, i) => alias(other.id, i)),
      ]);
    await t.app.deps.db.transaction((tx) => forgetOldestBlikAliases(tx, user.id));
    const kept = await t.gql<{ me: { blik: { label: string }[] } }>('{ me { blik { label } } }', {}, { token });
    expect(kept.data?.me.blik.map((entry) => entry.label).sort()).toEqual(
      Array.from({ length: limits.MAX_BLIK_ALIASES_PER_USER }, (_, i) => `Shop ${i + 3}`).sort(),
    );
    const theirs = await t.app.deps.db.select().from(blikAliases).where(eq(blikAliases.userId, other.id));
    expect(theirs).toHaveLength(count);
  });
});
