import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';
import { createUser } from '../test/factories';
import { seedDemoMarketplace } from './seed-marketplace';
import { DEMO_OWNER_EMAIL } from './seed-parkings';

const PUBLIC = `query GetParkingByIdentifier($identifier: String!) {
  parkingByIdentifier(identifier: $identifier) {
    identifier address { city street } images { url thumbnailUrl isPrimary }
    priceLists { name isBasic days } unavailabilities { name } spots { number state images { url } }
  }
}`;

interface PublicParking {
  identifier: string;
  address: { city: string; street: string };
  images: { url: string; thumbnailUrl: string; isPrimary: boolean }[];
  priceLists: { name: string; isBasic: boolean; days: string[] }[];
  unavailabilities: { name: string }[];
  spots: { number: string; state: string; images: { url: string }[] }[];
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await createUser(t.app, { email: DEMO_OWNER_EMAIL, name: 'Ola Właścicielka' });
});

describe('demo marketplace seed', () => {
  it('adds active parkings in Warsaw and Kraków with spots, a weekend list, unavailability and photos, once', async () => {
    expect(await seedDemoMarketplace({ db: t.app.deps.db, config: t.config })).toBe(3);
    expect(await seedDemoMarketplace({ db: t.app.deps.db, config: t.config })).toBe(0);

    const warsaw = (await t.gql<{ parkingByIdentifier: PublicParking }>(PUBLIC, { identifier: 'WAR-CEN24' })).data
      ?.parkingByIdentifier;
    expect(warsaw?.address).toEqual({ city: 'Warszawa', street: 'Marszałkowska' });
    expect(warsaw?.spots.map((spot) => spot.number).slice(0, 3)).toEqual(['A-01', 'A-02', 'A-03']);
    expect(warsaw?.spots.every((spot) => spot.state === 'available')).toBe(true);
    expect(warsaw?.priceLists.map((list) => [list.name, list.isBasic])).toEqual([
      ['Cennik podstawowy', true],
      ['Weekend', false],
    ]);
    expect(warsaw?.unavailabilities).toEqual([{ name: 'Sprzątanie garażu' }]);
    expect(warsaw?.images).toHaveLength(2);
    expect(warsaw?.images[0]?.isPrimary).toBe(true);
    expect(warsaw?.spots[0]?.images).toHaveLength(1);

    // The photo is really stored and served.
    const photo = await t.app.inject({ method: 'GET', url: warsaw?.images[0]?.thumbnailUrl ?? '' });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toMatch(/^image\//);

    const krakow = (await t.gql<{ parkingByIdentifier: PublicParking }>(PUBLIC, { identifier: 'KRA-KAZ07' })).data
      ?.parkingByIdentifier;
    expect(krakow?.address.city).toBe('Kraków');
    expect(krakow?.spots).toHaveLength(15);
  });
});
