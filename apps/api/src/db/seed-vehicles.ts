import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from './client';
import { billingAccounts } from './schema/billing';
import { users } from './schema/users';
import { vehicles } from './schema/vehicles';

// A car for each demo account (SEED_DEMO), so a demo driver can reserve at once. Plates are fixed for README and
// journeys; a vehicle is added only to a demo account that has none, so a restart or a second instance adds nothing.

export const DEMO_VEHICLES: Record<string, { registrationNumber: string; name: string }> = {
  'admin@parkshare.test': { registrationNumber: 'WX1234A', name: 'Škoda Octavia' },
  'driver@parkshare.test': { registrationNumber: 'WA5821K', name: 'Toyota Corolla' },
  'owner@parkshare.test': { registrationNumber: 'KR3T789', name: 'Kia Ceed' },
};

/** Adds the demo vehicles that are missing (with the account's default billing account); returns how many. */
export async function seedDemoVehicles(db: Db): Promise<number> {
  const accounts = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, Object.keys(DEMO_VEHICLES)));
  let added = 0;
  for (const account of accounts) {
    const demo = DEMO_VEHICLES[account.email];
    if (!demo) continue;
    const [existing] = await db.select({ id: vehicles.id }).from(vehicles).where(eq(vehicles.userId, account.id)).limit(1);
    if (existing) continue;
    const [billing] = await db
      .select({ id: billingAccounts.id })
      .from(billingAccounts)
      .where(and(eq(billingAccounts.userId, account.id), eq(billingAccounts.isDefault, true)))
      .orderBy(desc(billingAccounts.createdAt))
      .limit(1);
    const inserted = await db
      .insert(vehicles)
      .values({ userId: account.id, ...demo, billingAccountId: billing?.id ?? null, isDefault: true })
      .onConflictDoNothing()
      .returning({ id: vehicles.id });
    added += inserted.length;
  }
  return added;
}
