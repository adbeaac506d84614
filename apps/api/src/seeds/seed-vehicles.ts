import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { billingAccounts } from '../db/schema/billing';
import { users } from '../db/schema/users';
import { vehicles } from '../db/schema/vehicles';

// A car for each demo account (SEED_DEMO), billed to a billing account of their own, so a demo driver can
// reserve at once. Plates are fixed for README and journeys; a vehicle is added only to a demo account that has
// none and a billing account only to one that has none, so a restart or a second instance adds nothing. A car
// seeded before demo billing accounts existed is given the new one.

export const DEMO_VEHICLES: Record<string, { registrationNumber: string; name: string }> = {
  'admin@parkshare.test': { registrationNumber: 'WX1234A', name: 'Škoda Octavia' },
  'driver@parkshare.test': { registrationNumber: 'WA5821K', name: 'Toyota Corolla' },
  'owner@parkshare.test': { registrationNumber: 'KR3T789', name: 'Kia Ceed' },
};

/** The billing data of demo accounts that have none (the owner's comes with the marketplace seed). */
const DEMO_BILLING: Record<string, { fullName: string; street: string; buildingNumber: string; postcode: string }> = {
  'admin@parkshare.test': {
    fullName: 'Adam Administrator',
    street: 'Prosta',
    buildingNumber: '20',
    postcode: '00-850',
  },
  'driver@parkshare.test': { fullName: 'Jan Kierowca', street: 'Puławska', buildingNumber: '145', postcode: '02-715' },
};

/** Adds the demo vehicles and billing accounts that are missing; returns how many vehicles were added. */
export async function seedDemoVehicles(db: Db): Promise<number> {
  const accounts = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, Object.keys(DEMO_VEHICLES)));
  let added = 0;
  for (const account of accounts) {
    const demo = DEMO_VEHICLES[account.email];
    if (!demo) continue;
    const billingId = await demoBillingAccount(db, account);
    const [existing] = await db
      .select({ id: vehicles.id })
      .from(vehicles)
      .where(eq(vehicles.userId, account.id))
      .limit(1);
    if (existing) {
      if (billingId) {
        await db
          .update(vehicles)
          .set({ billingAccountId: billingId })
          .where(and(eq(vehicles.userId, account.id), isNull(vehicles.billingAccountId)));
      }
      continue;
    }
    const inserted = await db
      .insert(vehicles)
      .values({ userId: account.id, ...demo, billingAccountId: billingId, isDefault: true })
      .onConflictDoNothing()
      .returning({ id: vehicles.id });
    added += inserted.length;
  }
  return added;
}

/** The account's default billing account, made from DEMO_BILLING when the account has none at all. */
async function demoBillingAccount(db: Db, account: { id: string; email: string }): Promise<string | null> {
  const [current] = await db
    .select({ id: billingAccounts.id, isDefault: billingAccounts.isDefault })
    .from(billingAccounts)
    .where(eq(billingAccounts.userId, account.id))
    .orderBy(desc(billingAccounts.isDefault), desc(billingAccounts.createdAt))
    .limit(1);
  if (current) return current.isDefault ? current.id : null;
  const demo = DEMO_BILLING[account.email];
  if (!demo) return null;
  const [created] = await db
    .insert(billingAccounts)
    .values({ userId: account.id, ...demo, city: 'Warszawa', invoiceEmail: account.email, isDefault: true })
    .returning({ id: billingAccounts.id });
  return created?.id ?? null;
}
