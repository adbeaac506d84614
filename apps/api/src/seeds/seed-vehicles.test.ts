import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';
import { createUser, tokenFor } from '../test/factories';
import { createBillingAccountFixture } from '../test/money-factories';
import { createVehicleFixture } from '../test/reservation-factories';
import { seedDemoVehicles } from './seed-vehicles';

const LIST = 'query { myVehicles { registrationNumber name status isDefault billingAccountId } }';
const BILLINGS = 'query { myBillingAccounts { id fullName city invoiceEmail isDefault } }';

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
    // Seeded before demo billing accounts existed: a car with no billing account.
    const admin = await createUser(t.app, { email: 'admin@parkshare.test' });
    const oldCar = await createVehicleFixture(t.app, admin.id, { registrationNumber: 'WX1234A', isDefault: true });

    expect(await seedDemoVehicles(t.app.deps.db)).toBe(2);
    expect(await seedDemoVehicles(t.app.deps.db)).toBe(0);

    const vehiclesOf = async (user: { id: string }) =>
      (await t.gql<{ myVehicles: unknown[] }>(LIST, {}, { token: await tokenFor(t.app, user) })).data?.myVehicles;
    // The demo driver can book at once: a car billed to a billing account of their own.
    const billingsOf = async (user: { id: string }) =>
      (await t.gql<{ myBillingAccounts: { id: string }[] }>(BILLINGS, {}, { token: await tokenFor(t.app, user) })).data
        ?.myBillingAccounts ?? [];
    const [driverBilling, ...more] = await billingsOf(driver);
    expect(more).toEqual([]);
    expect(driverBilling).toMatchObject({
      fullName: 'Jan Kierowca',
      city: 'Warszawa',
      invoiceEmail: driver.email,
      isDefault: true,
    });
    expect(await vehiclesOf(driver)).toEqual([
      {
        registrationNumber: 'WA5821K',
        name: 'Toyota Corolla',
        status: 'active',
        isDefault: true,
        billingAccountId: driverBilling?.id,
      },
    ]);
    expect(await billingsOf(owner)).toEqual([expect.objectContaining({ id: billing.id })]);
    expect(await vehiclesOf(owner)).toEqual([
      {
        registrationNumber: 'KR3T789',
        name: 'Kia Ceed',
        status: 'active',
        isDefault: true,
        billingAccountId: billing.id,
      },
    ]);
    const [adminBilling] = await billingsOf(admin);
    expect(adminBilling).toMatchObject({ isDefault: true });
    expect(await vehiclesOf(admin)).toEqual([
      expect.objectContaining({ registrationNumber: oldCar.registrationNumber, billingAccountId: adminBilling?.id }),
    ]);
    expect(await vehiclesOf(someone)).toEqual([]);
    expect(await billingsOf(someone)).toEqual([]);
  });
});
