import { messages } from '@parkshare/shared/validation/messages';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, errorCode, fieldErrors, type TestApp } from '../../test/app';
import { createUser, tokenFor } from '../../test/factories';

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
