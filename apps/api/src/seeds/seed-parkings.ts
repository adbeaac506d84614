import { eq } from 'drizzle-orm';
import type { DayOrEvent, SettlementPeriod } from '@parkshare/shared/pricing/types';
import type { Db } from '../db/client';
import { bankAccounts, billingAccounts } from '../db/schema/billing';
import { organizationMembers, organizations } from '../db/schema/organizations';
import { parkingAddresses, parkings, priceLists, spots, unavailabilities } from '../db/schema/parkings';
import { users } from '../db/schema/users';

// The demo owner's marketplace (SEED_DEMO): active parkings in Warsaw and Kraków with spots, a basic and a weekend or
// weekday price list (prices a sensible owner sets: seed-parkings.test.ts), an unavailability and photos, so a new user
// sees a living marketplace. Identifiers are fixed, so README and journeys can name them.

export const DEMO_OWNER_EMAIL = 'owner@parkshare.test';

const WEEKDAYS: DayOrEvent[] = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'];

interface DemoPriceList {
  name: string;
  days: DayOrEvent[];
  startHour: string;
  endHour: string;
  settlementPeriod: SettlementPeriod;
  firstPeriodPrice: number;
  nextPeriodPrice: number;
  isBasic?: boolean;
}

export interface DemoParking {
  identifier: string;
  name: string;
  note: string;
  ofCommunity?: boolean;
  restrictions?: { maxHeightCm: number; maxLengthCm?: number; maxWidthCm?: number };
  address: {
    city: string;
    region: string;
    street: string;
    number: string;
    postcode: string;
    latitude: number;
    longitude: number;
  };
  entry?: { street: string; number: string; latitude: number; longitude: number };
  spots: string[];
  priceLists: DemoPriceList[];
  unavailability?: { name: string; days: DayOrEvent[]; startTime: string; endTime: string };
  /** Hue of the generated photos, so each parking looks a little different. */
  hue: number;
}

const range = (prefix: string, from: number, to: number, digits: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => `${prefix}${String(from + i).padStart(digits, '0')}`);

const basic = (first: number, next: number): DemoPriceList => ({
  name: 'Cennik podstawowy',
  days: WEEKDAYS,
  startHour: '00:00',
  endHour: '00:00',
  settlementPeriod: 'one_hour',
  firstPeriodPrice: first,
  nextPeriodPrice: next,
  isBasic: true,
});

export const DEMO_PARKINGS: DemoParking[] = [
  {
    identifier: 'WAR-CEN24',
    name: 'Garaż pod biurowcem',
    note: 'Wjazd od ul. Złotej, brama otwiera się automatycznie. Poziom -1.',
    restrictions: { maxHeightCm: 210 },
    address: {
      city: 'Warszawa',
      region: 'mazowieckie',
      street: 'Marszałkowska',
      number: '104',
      postcode: '00-017',
      latitude: 52.2335,
      longitude: 21.0085,
    },
    entry: { street: 'Złota', number: '44', latitude: 52.2309, longitude: 21.0071 },
    spots: range('A-', 1, 12, 2),
    priceLists: [
      basic(700, 600),
      {
        name: 'Weekend',
        days: ['sat', 'sun'],
        startHour: '00:00',
        endHour: '00:00',
        settlementPeriod: 'one_hour',
        firstPeriodPrice: 900,
        nextPeriodPrice: 700,
      },
    ],
    unavailability: { name: 'Sprzątanie garażu', days: ['mon'], startTime: '02:00', endTime: '04:00' },
    hue: 210,
  },
  {
    identifier: 'WAR-MOK12',
    name: 'Podwórko na Mokotowie',
    note: 'Miejsca na podwórku kamienicy, kod do furtki dostaniesz po rezerwacji.',
    address: {
      city: 'Warszawa',
      region: 'mazowieckie',
      street: 'Puławska',
      number: '38',
      postcode: '02-512',
      latitude: 52.2038,
      longitude: 21.0219,
    },
    spots: range('P', 1, 8, 1),
    priceLists: [
      basic(500, 400),
      {
        name: 'Weekend',
        days: ['sat', 'sun'],
        startHour: '08:00',
        endHour: '20:00',
        settlementPeriod: 'one_hour',
        firstPeriodPrice: 800,
        nextPeriodPrice: 600,
      },
      // Busy weekday hours cost a little more. A day list here once made every 30-minute stay cost 60 zł: the
      // highest applicable list wins (SPEC §9), so a list billed per day only ever raises short stays.
      {
        name: 'Dni robocze 8–18',
        days: ['mon', 'tue', 'wed', 'thu', 'fri'],
        startHour: '08:00',
        endHour: '18:00',
        settlementPeriod: 'one_hour',
        firstPeriodPrice: 600,
        nextPeriodPrice: 500,
      },
    ],
    hue: 140,
  },
  {
    identifier: 'KRA-KAZ07',
    name: 'Parking wspólnoty przy Miodowej',
    note: 'Parking wspólnoty mieszkaniowej, 5 minut pieszo do Wawelu. Szlaban na pilota, numer na tablicy.',
    ofCommunity: true,
    restrictions: { maxHeightCm: 200, maxLengthCm: 500 },
    address: {
      city: 'Kraków',
      region: 'małopolskie',
      street: 'Miodowa',
      number: '15',
      postcode: '31-055',
      latitude: 50.0512,
      longitude: 19.9447,
    },
    spots: range('K-', 1, 15, 2),
    priceLists: [
      basic(600, 500),
      {
        name: 'Weekend',
        days: ['sat', 'sun', 'holiday', 'long_weekend'],
        startHour: '00:00',
        endHour: '00:00',
        settlementPeriod: 'one_hour',
        firstPeriodPrice: 800,
        nextPeriodPrice: 700,
      },
    ],
    unavailability: { name: 'Zamknięcie nocne', days: WEEKDAYS, startTime: '23:00', endTime: '05:00' },
    hue: 20,
  },
];

export interface SeededParking {
  parkingId: string;
  ownerId: string;
  demo: DemoParking;
  addressId: string;
  spotIds: string[];
}

/**
 * Adds the demo owner's parkings unless they already have some; returns what it created (empty when nothing).
 * Steps: bank and billing account, a housing community, then per parking its row (active), addresses, spots,
 * price lists and unavailability, all in one transaction. Photos are added by the caller (they need the store).
 */
export async function seedDemoParkings(db: Db): Promise<SeededParking[]> {
  const [owner] = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_OWNER_EMAIL)).limit(1);
  if (!owner) return [];
  const [existing] = await db.select({ id: parkings.id }).from(parkings).where(eq(parkings.ownerId, owner.id)).limit(1);
  if (existing) return [];

  return db.transaction(async (tx) => {
    const [bank] = await tx
      .insert(bankAccounts)
      .values({
        userId: owner.id,
        accountNumber: 'PL61109010140000071219812874',
        name: 'Konto osobiste',
        isVerified: true,
        isDefault: true,
      })
      .returning({ id: bankAccounts.id });
    const [billing] = await tx
      .insert(billingAccounts)
      .values({
        userId: owner.id,
        fullName: 'Ola Właścicielka',
        street: 'Marszałkowska',
        buildingNumber: '104',
        localNumber: '12',
        postcode: '00-017',
        city: 'Warszawa',
        invoiceEmail: DEMO_OWNER_EMAIL,
        bankAccountId: bank?.id,
        isDefault: true,
      })
      .returning({ id: billingAccounts.id });
    const [community] = await tx
      .insert(organizations)
      .values({
        name: 'Wspólnota Mieszkaniowa Miodowa 15',
        description: 'Wspólnota udostępnia wolne miejsca na parkingu przy budynku.',
        type: 'community',
        createdBy: owner.id,
      })
      .returning({ id: organizations.id });
    if (!bank || !billing || !community) throw new Error('demo owner accounts were not created');
    await tx.insert(organizationMembers).values({ organizationId: community.id, userId: owner.id, role: 'admin' });

    const seeded: SeededParking[] = [];
    const now = new Date();
    for (const demo of DEMO_PARKINGS) {
      const [parking] = await tx
        .insert(parkings)
        .values({
          identifier: demo.identifier,
          ownerId: owner.id,
          organizationId: demo.ofCommunity ? community.id : null,
          billingAccountId: billing.id,
          name: demo.name,
          note: demo.note,
          hasRestrictions: Boolean(demo.restrictions),
          maxHeightCm: demo.restrictions?.maxHeightCm,
          maxLengthCm: demo.restrictions?.maxLengthCm,
          maxWidthCm: demo.restrictions?.maxWidthCm,
          status: 'active',
          verificationRequestedAt: now,
          verifiedAt: now,
        })
        .returning({ id: parkings.id });
      if (!parking) throw new Error(`demo parking ${demo.identifier} was not created`);
      const addressRows = [
        { parkingId: parking.id, type: 'basic' as const, country: 'PL', ...demo.address },
        ...(demo.entry
          ? [{ parkingId: parking.id, type: 'entry' as const, country: 'PL', ...demo.address, ...demo.entry }]
          : []),
      ];
      const addresses = await tx.insert(parkingAddresses).values(addressRows).returning({ id: parkingAddresses.id });
      const spotRows = await tx
        .insert(spots)
        .values(demo.spots.map((number) => ({ parkingId: parking.id, number })))
        .returning({ id: spots.id });
      await tx
        .insert(priceLists)
        .values(demo.priceLists.map((list) => ({ ...list, parkingId: parking.id, isBasic: list.isBasic ?? false })));
      if (demo.unavailability) {
        await tx.insert(unavailabilities).values({ ...demo.unavailability, parkingId: parking.id });
      }
      seeded.push({
        parkingId: parking.id,
        ownerId: owner.id,
        demo,
        addressId: addresses[0]?.id ?? '',
        spotIds: spotRows.map((row) => row.id),
      });
    }
    return seeded;
  });
}
