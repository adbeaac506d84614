import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';
import { createUser, tokenFor } from '../test/factories';
import { createBillingAccountFixture } from '../test/money-factories';
import { seedDemoVehicles } from './seed-vehicles';

const LIST = 'query { myVehicles { registrationNumber name status isDefault billingAccountId } }';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

describe('demo vehicles seed', () => {
  it('gives each demo account one default car, with its default billing account, once', async () => {
    const driver = await createUser(t.app, { email: 'driver@parkshare.test' });
    const owner = await createUser(t.app, { email: 'owner@parkshare.test' });
    const billing = await createBillingAccountFixture(t.app, owner.id);
    const someone = await createUser(t.app);

    expect(await seedDemoVehicles(t.app.deps.db)).toBe(2);
    expect(await seedDemoVehicles(t.app.deps.db)).toBe(0);

    const vehiclesOf = async (user: { id: string }) =>
      (await t.gql<{ myVehicles: unknown[] }>(LIST, {}, { token: await tokenFor(t.app, user) })).data?.myVehicles;
    expect(await vehiclesOf(driver)).toEqual([
      { registrationNumber: 'WA5821K', name: 'Toyota Corolla', status: 'active', isDefault: true, billingAccountId: null },
    ]);
    expect(await vehiclesOf(owner)).toEqual([
      { registrationNumber: 'KR3T789', name: 'Kia Ceed', status: 'active', isDefault: true, billingAccountId: billing.id },
    ]);
    expect(await vehiclesOf(someone)).toEqual([]);
  });
});
