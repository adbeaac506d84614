import { inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bankAccounts } from '../../db/schema/billing';
import { parkings } from '../../db/schema/parkings';
import { createTestApp, errorCode, type TestApp } from '../../test/app';
import { createUser, tokenFor } from '../../test/factories';
import { createOrganizationFixture, createParkingFixture } from '../../test/owner-factories';
import { everyPage, expectPageArgumentsChecked } from '../../test/paging';

// Issue 13: an owner's parkings and the admin's two verification queues had no bound at all. They are paged by a
// cursor (decision 064): the owner's parkings newest first, the queues oldest first (who waited longest comes
// first) — each row exactly once across pages, even when many share an instant, and only what the viewer may see.

let t: TestApp;
let adminToken: string;
beforeAll(async () => {
  t = await createTestApp();
  adminToken = await tokenFor(t.app, await createUser(t.app, { roles: ['user', 'admin'] }));
});

/** Time i: groups of five share one instant; the rest of a group differs by microseconds. */
const at = (i: number) =>
  sql`'2031-01-01T10:00:00Z'::timestamptz + (${Math.floor(i / 5)} * interval '1 minute') + (${i % 5 < 3 ? 0 : i % 5} * interval '1 microsecond')`;

/** Ids in keyset order for rows given time at(i): by (time, id), newest or oldest first. */
function inOrder(ids: string[], order: 'newest' | 'oldest'): string[] {
  const sign = order === 'newest' ? -1 : 1;
  return ids
    .map((id, i) => ({ id, minute: Math.floor(i / 5), micro: i % 5 < 3 ? 0 : i % 5 }))
    .sort((a, b) => sign * (a.minute - b.minute || a.micro - b.micro || (a.id < b.id ? -1 : 1)))
    .map((row) => row.id);
}

const MINE = `query($first: Int, $after: String) { page: myParkings(first: $first, after: $after) { items { id canManage } nextCursor } }`;
const PARKING_QUEUE = `query($first: Int, $after: String) { page: parkingsAwaitingVerification(first: $first, after: $after) {
  items { id } nextCursor } }`;
const BANK_QUEUE = `query($first: Int, $after: String) { page: bankAccountsAwaitingVerification(first: $first, after: $after) {
  items { id owner { id } } nextCursor } }`;

describe('paged owner and admin lists', () => {
  it('myParkings: own and organization parkings, 50 a page, each once, newest first; others see none of them', async () => {
    const owner = await createUser(t.app);
    const partner = await createUser(t.app);
    const stranger = await createUser(t.app);
    const organization = await createOrganizationFixture(t.app, { [owner.id]: 'member', [partner.id]: 'admin' });
    const ids: string[] = [];
    for (let i = 0; i < 62; i += 1) {
      const { parking } = await createParkingFixture(
        t.app,
        i % 3 === 0 ? { ownerId: partner.id, organizationId: organization.id } : { ownerId: owner.id },
      );
      ids.push(parking.id);
    }
    await createParkingFixture(t.app, { ownerId: partner.id });
    for (const [i, id] of ids.entries()) {
      await t.app.deps.db
        .update(parkings)
        .set({ createdAt: at(i) })
        .where(inArray(parkings.id, [id]));
    }

    const token = await tokenFor(t.app, owner);
    const byDefault = await everyPage<{ id: string; canManage: boolean }>(t, MINE, { token });
    expect(byDefault.pages).toBe(2);
    expect(byDefault.items.map((item) => item.id)).toEqual(inOrder(ids, 'newest'));
    // A member of the organization sees its parkings without managing them.
    expect(byDefault.items.filter((item) => !item.canManage)).toHaveLength(21);
    const bySeven = await everyPage<{ id: string }>(t, MINE, { token, first: 7 });
    expect(bySeven.pages).toBe(9);
    expect(bySeven.items.map((item) => item.id)).toEqual(inOrder(ids, 'newest'));
    expect((await everyPage<{ id: string }>(t, MINE, { token: await tokenFor(t.app, stranger) })).items).toEqual([]);
    await expectPageArgumentsChecked(t, MINE, { token });
  });

  it('parkingsAwaitingVerification: oldest request first across pages, each once; admins only', async () => {
    const owner = await createUser(t.app);
    const ids: string[] = [];
    for (let i = 0; i < 23; i += 1) ids.push((await createParkingFixture(t.app, { ownerId: owner.id })).parking.id);
    for (const [i, id] of ids.entries()) {
      await t.app.deps.db
        .update(parkings)
        .set({ verificationRequestedAt: at(i) })
        .where(inArray(parkings.id, [id]));
    }
    // Not asked for: never in the queue.
    const quiet = await createParkingFixture(t.app, { ownerId: owner.id });

    const queue = await everyPage<{ id: string }>(t, PARKING_QUEUE, { token: adminToken, first: 4 });
    const seen = queue.items.map((item) => item.id);
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.filter((id) => ids.includes(id))).toEqual(inOrder(ids, 'oldest'));
    expect(seen).not.toContain(quiet.parking.id);
    await expectPageArgumentsChecked(t, PARKING_QUEUE, { token: adminToken });
    expect(errorCode(await t.gql(PARKING_QUEUE, {}, { token: await tokenFor(t.app, owner) }))).toBe('FORBIDDEN');
  });

  it('bankAccountsAwaitingVerification: the longest waiting first across pages, each once; admins only', async () => {
    const owners = await Promise.all(Array.from({ length: 4 }, () => createUser(t.app)));
    const rows = await t.app.deps.db
      .insert(bankAccounts)
      .values(
        Array.from({ length: 21 }, (_, i) => ({
          userId: owners[i % owners.length]!.id,
          accountNumber: 'PL61109010140000071219812874',
          name: `Account ${i}`,
          updatedAt: at(i),
        })),
      )
      .returning({ id: bankAccounts.id });
    const ids = rows.map((row) => row.id);
    // Verified or rejected accounts wait no more.
    const settled = await t.app.deps.db
      .insert(bankAccounts)
      .values([
        { userId: owners[0]!.id, accountNumber: 'PL61109010140000071219812874', name: 'Verified', isVerified: true },
        {
          userId: owners[1]!.id,
          accountNumber: 'PL61109010140000071219812874',
          name: 'Rejected',
          rejectionReason: 'Wrong holder',
        },
      ])
      .returning({ id: bankAccounts.id });

    const queue = await everyPage<{ id: string; owner: { id: string } }>(t, BANK_QUEUE, {
      token: adminToken,
      first: 5,
    });
    const seen = queue.items.map((item) => item.id);
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.filter((id) => ids.includes(id))).toEqual(inOrder(ids, 'oldest'));
    expect(
      queue.items.filter((item) => ids.includes(item.id)).every((item) => owners.some((o) => o.id === item.owner.id)),
    ).toBe(true);
    expect(seen).not.toContain(settled[0]!.id);
    expect(seen).not.toContain(settled[1]!.id);
    await expectPageArgumentsChecked(t, BANK_QUEUE, { token: adminToken });
    expect(errorCode(await t.gql(BANK_QUEUE, {}, { token: await tokenFor(t.app, owners[0]!) }))).toBe('FORBIDDEN');
  });
});
