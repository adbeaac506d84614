import { messages } from '@parkshare/shared/validation/messages';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, errorCode, fieldErrors, type TestApp } from '../../test/app';
import { createUser, tokenFor } from '../../test/factories';

const FIELDS = 'id accountNumber name isVerified isDefault';
const CREATE = `mutation($input: BankAccountInput!) { createBankAccount(input: $input) { ${FIELDS} } }`;
const LIST = `query { myBankAccounts { ${FIELDS} } }`;
const SET_DEFAULT = `mutation($id: ID!) { setDefaultBankAccount(id: $id) { ${FIELDS} } }`;
const DELETE = 'mutation($id: ID!) { deleteBankAccount(id: $id) }';
const VERIFY = `mutation($id: ID!) { verifyBankAccount(id: $id) { ${FIELDS} } }`;

const IBAN = 'PL61 1090 1014 0000 0712 1981 2874';
const OTHER_IBAN = '27114020040000300201355387';
type Account = { id: string; accountNumber: string; name: string; isVerified: boolean; isDefault: boolean };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

const owner = async () => tokenFor(t.app, await createUser(t.app));
const list = async (token: string) =>
  (await t.gql<{ myBankAccounts: Account[] }>(LIST, {}, { token })).data?.myBankAccounts ?? [];
const create = async (token: string, input: Record<string, unknown> = {}) => {
  const result = await t.gql<{ createBankAccount: Account }>(
    CREATE,
    { input: { accountNumber: IBAN, name: 'Main', ...input } },
    { token },
  );
  if (!result.data?.createBankAccount) throw new Error(JSON.stringify(result.errors));
  return result.data.createBankAccount;
};
const defaults = async (token: string) => (await list(token)).filter((a) => a.isDefault).map((a) => a.id);

describe('createBankAccount', () => {
  it('stores the IBAN compact, shows it grouped, and makes the first one the default', async () => {
    const token = await owner();
    const first = await create(token, { accountNumber: ' pl61109010140000071219812874 ', name: ' Savings ' });
    expect(first).toEqual({
      id: expect.any(String) as string,
      accountNumber: IBAN,
      name: 'Savings',
      isVerified: false,
      isDefault: true,
    });
    const second = await create(token, { accountNumber: OTHER_IBAN });
    expect(second).toMatchObject({ accountNumber: 'PL27 1140 2004 0000 3002 0135 5387', isDefault: false });
    expect(await defaults(token)).toEqual([first.id]);
    const third = await create(token, { isDefault: true });
    expect(await defaults(token)).toEqual([third.id]);
    expect((await list(token)).map((a) => a.id)).toEqual([third.id, second.id, first.id]);
  });

  it.each([
    ['missing fields', {}, { accountNumber: [messages.required], name: [messages.required] }],
    [
      'an IBAN with a wrong checksum',
      { accountNumber: 'PL62109010140000071219812874', name: 'X' },
      { accountNumber: [messages.invalidIban] },
    ],
    [
      'a foreign IBAN',
      { accountNumber: 'DE89370400440532013000', name: 'X' },
      { accountNumber: [messages.invalidIban] },
    ],
    [
      '10,000 characters',
      { accountNumber: '1'.repeat(10_000), name: 'x'.repeat(10_000) },
      { accountNumber: expect.any(Array) as string[], name: expect.any(Array) as string[] },
    ],
    ['wrong types', { accountNumber: 12, name: 'X' }, { accountNumber: [messages.invalidValue] }],
    [
      'a non-boolean default flag',
      { accountNumber: IBAN, name: 'X', isDefault: 'yes' },
      { isDefault: [messages.invalidValue] },
    ],
  ])('refuses %s field by field and writes nothing', async (_case, input, expected) => {
    const token = await owner();
    const result = await t.gql(CREATE, { input }, { token });
    expect(fieldErrors(result)).toEqual(expected);
    expect(await list(token)).toEqual([]);
  });

  it('needs a signed-in user', async () => {
    const result = await t.gql(CREATE, { input: { accountNumber: IBAN, name: 'X' } });
    expect(result.errors?.[0]?.message).toBe('Unauthenticated.');
    expect((await t.gql(LIST)).errors?.[0]?.message).toBe('Unauthenticated.');
  });
});

describe('default and delete', () => {
  it('keeps exactly one default through any sequence, promoting the newest on delete', async () => {
    const token = await owner();
    const a = await create(token);
    const b = await create(token);
    const c = await create(token);
    expect((await t.gql(SET_DEFAULT, { id: b.id }, { token })).data).toEqual({
      setDefaultBankAccount: { ...b, isDefault: true },
    });
    expect(await defaults(token)).toEqual([b.id]);
    await t.gql(SET_DEFAULT, { id: b.id }, { token });
    expect(await defaults(token)).toEqual([b.id]);
    expect((await t.gql(DELETE, { id: b.id }, { token })).data).toEqual({ deleteBankAccount: b.id });
    expect(await defaults(token)).toEqual([c.id]);
    await t.gql(DELETE, { id: a.id }, { token });
    expect(await defaults(token)).toEqual([c.id]);
    await t.gql(DELETE, { id: c.id }, { token });
    expect(await list(token)).toEqual([]);
    const d = await create(token);
    expect(d.isDefault).toBe(true);
  });

  it("answers NOT_FOUND for another user's or an unknown id and changes nothing", async () => {
    const mine = await owner();
    const theirs = await owner();
    const account = await create(theirs);
    await create(mine);
    for (const id of [account.id, '00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      expect(errorCode(await t.gql(SET_DEFAULT, { id }, { token: mine }))).toBe('NOT_FOUND');
      expect(errorCode(await t.gql(DELETE, { id }, { token: mine }))).toBe('NOT_FOUND');
    }
    expect(await list(theirs)).toEqual([account]);
    expect(errorCode(await t.gql(DELETE, { id: account.id }))).toBe('UNAUTHENTICATED');
  });
});

describe('verifyBankAccount (admin)', () => {
  it("lets an admin verify any user's bank account", async () => {
    const token = await owner();
    const account = await create(token);
    const admin = await tokenFor(t.app, await createUser(t.app, { roles: ['user', 'admin'] }));
    expect((await t.gql(VERIFY, { id: account.id }, { token: admin })).data).toEqual({
      verifyBankAccount: { ...account, isVerified: true },
    });
    expect((await list(token))[0]?.isVerified).toBe(true);
    expect(errorCode(await t.gql(VERIFY, { id: '00000000-0000-4000-8000-000000000000' }, { token: admin }))).toBe(
      'NOT_FOUND',
    );
  });

  it('is FORBIDDEN for the owner and everyone else who is not an admin', async () => {
    const token = await owner();
    const account = await create(token);
    expect(errorCode(await t.gql(VERIFY, { id: account.id }, { token }))).toBe('FORBIDDEN');
    expect(errorCode(await t.gql(VERIFY, { id: account.id }, { token: await owner() }))).toBe('FORBIDDEN');
    expect((await t.gql(VERIFY, { id: account.id })).errors?.[0]?.message).toBe('Unauthenticated.');
    expect((await list(token))[0]?.isVerified).toBe(false);
  });
});
