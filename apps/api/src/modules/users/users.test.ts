import { messages } from '@parkshare/shared/validation/messages';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, errorCode, fieldErrors, type TestApp } from '../../test/app';
import { createUser, tokenFor } from '../../test/factories';
import { createParkingFixture } from '../../test/owner-factories';
import { insertReservationRow } from '../../test/reservation-factories';

const UPDATE =
  'mutation($input: UpdateProfileInput!) { updateProfile(input: $input) { name language timezone birthdayOn } }';
const USERS =
  'query($search: String, $offset: Int, $limit: Int) { users(search: $search, offset: $offset, limit: $limit) { total items { id email roles status createdAt } } }';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

describe('updateProfile', () => {
  it('changes name, language, time zone and birthday, and clears the birthday', async () => {
    const token = await tokenFor(t.app, await createUser(t.app));
    const input = { name: 'Zofia Wójcik', language: 'pl', timezone: 'Europe/London', birthdayOn: '1990-02-28' };
    expect((await t.gql(UPDATE, { input }, { token })).data).toEqual({ updateProfile: input });
    expect((await t.gql(UPDATE, { input: { ...input, birthdayOn: null } }, { token })).data).toEqual({
      updateProfile: { ...input, birthdayOn: null },
    });
  });

  it('refuses invented values field by field, and strangers', async () => {
    const token = await tokenFor(t.app, await createUser(t.app));
    const result = await t.gql(
      UPDATE,
      { input: { name: '', language: 'de', timezone: 'Mars/Olympus', birthdayOn: '1990-02-30' } },
      { token },
    );
    expect(fieldErrors(result)).toEqual({
      name: [messages.required],
      language: [messages.invalidLanguage],
      timezone: [messages.invalidTimezone],
      birthdayOn: [messages.invalidDate],
    });
    expect(errorCode(await t.gql(UPDATE, { input: { name: 'X', language: 'en', timezone: 'UTC' } }))).toBe(
      'UNAUTHENTICATED',
    );
  });
});

describe('users (admin)', () => {
  it('lists users newest first with search and paging', async () => {
    const admin = await createUser(t.app, { roles: ['user', 'admin'] });
    const a = await createUser(t.app, { name: 'Searchable Person', email: 'findme-1@example.com' });
    const token = await tokenFor(t.app, admin);
    const page = await t.gql<{ users: { total: number; items: { id: string }[] } }>(
      USERS,
      { search: 'FINDME', limit: 10 },
      { token },
    );
    expect(page.data?.users).toEqual({ total: 1, items: [expect.objectContaining({ id: a.id })] });
    const all = await t.gql<{ users: { total: number; items: { id: string }[] } }>(USERS, { limit: 1 }, { token });
    expect(all.data?.users.items).toHaveLength(1);
    expect(all.data?.users.total).toBeGreaterThanOrEqual(2);
    expect(fieldErrors(await t.gql(USERS, { limit: 1000 }, { token }))).toHaveProperty('limit');
  });

  it('is for admins only', async () => {
    const token = await tokenFor(t.app, await createUser(t.app));
    expect(errorCode(await t.gql(USERS, {}, { token }))).toBe('FORBIDDEN');
    expect(errorCode(await t.gql(USERS))).toBe('UNAUTHENTICATED');
  });
});

describe('user(id) and their reservations and payments (support desk)', () => {
  const USER = `query($id: ID!) { user(id: $id) { id name email
    reservations(first: 10) { items { id status canCancel spotNumber } nextCursor }
    payments(first: 10) { items { id } nextCursor } } }`;

  it("shows an admin a user's account with their stays, without the driver's actions", async () => {
    const admin = await createUser(t.app, { roles: ['user', 'admin'] });
    const driver = await createUser(t.app);
    const owner = await createUser(t.app);
    const { parking, spot } = await createParkingFixture(t.app, { ownerId: owner.id, status: 'active' });
    const startAt = new Date(Date.now() + 3_600_000);
    const reservation = await insertReservationRow(t.app, {
      userId: driver.id,
      parkingId: parking.id,
      spotId: spot.id,
      startAt,
      endAt: new Date(startAt.getTime() + 3_600_000),
      status: 'confirmed',
    });
    const result = await t.gql<{
      user: { id: string; reservations: { items: { id: string; canCancel: boolean; spotNumber: string }[] } };
    }>(USER, { id: driver.id }, { token: await tokenFor(t.app, admin) });
    expect(result.errors).toBeUndefined();
    expect(result.data?.user.id).toBe(driver.id);
    expect(result.data?.user.reservations.items).toEqual([
      expect.objectContaining({ id: reservation.id, canCancel: false, spotNumber: 'A-01' }),
    ]);
    // The driver themselves reads the same list with their actions.
    const own = await t.gql<{ me: { reservations: { items: { canCancel: boolean }[] } } }>(
      'query { me { reservations(first: 5) { items { canCancel } } payments { items { id } } } }',
      {},
      { token: await tokenFor(t.app, driver) },
    );
    expect(own.data?.me.reservations.items).toEqual([{ canCancel: true }]);
  });

  it('is for admins only; an unknown or malformed id is NOT_FOUND', async () => {
    const admin = await tokenFor(t.app, await createUser(t.app, { roles: ['user', 'admin'] }));
    const stranger = await createUser(t.app);
    const other = await createUser(t.app);
    const token = await tokenFor(t.app, stranger);
    expect(errorCode(await t.gql(USER, { id: other.id }, { token }))).toBe('FORBIDDEN');
    expect(errorCode(await t.gql(USER, { id: other.id }))).toBe('UNAUTHENTICATED');
    expect(errorCode(await t.gql(USER, { id: '00000000-0000-4000-8000-000000000000' }, { token: admin }))).toBe(
      'NOT_FOUND',
    );
    expect(errorCode(await t.gql(USER, { id: "1' or '1'='1" }, { token: admin }))).toBe('NOT_FOUND');
  });
});
