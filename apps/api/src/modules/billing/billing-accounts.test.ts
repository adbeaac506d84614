import { formatMessage, messages } from '@parkshare/shared/validation/messages';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, errorCode, fieldErrors, type TestApp } from '../../test/app';
import { createUser, tokenFor } from '../../test/factories';

const FIELDS = `id fullName companyName vatId street buildingNumber localNumber postcode city currency invoiceEmail
  isMonthlyBilling wantsVatInvoice isDefault bankAccount { id accountNumber }`;
const CREATE = `mutation($input: BillingAccountInput!) { createBillingAccount(input: $input) { ${FIELDS} } }`;
const UPDATE = `mutation($id: ID!, $input: BillingAccountInput!) { updateBillingAccount(id: $id, input: $input) { ${FIELDS} } }`;
const GET = `query($id: ID!) { billingAccount(id: $id) { ${FIELDS} } }`;
const LIST = `query { myBillingAccounts { ${FIELDS} } }`;
const SET_DEFAULT = `mutation($id: ID!) { setDefaultBillingAccount(id: $id) { id isDefault } }`;
const DELETE = 'mutation($id: ID!) { deleteBillingAccount(id: $id) }';
const CREATE_BANK = 'mutation($input: BankAccountInput!) { createBankAccount(input: $input) { id } }';

type Account = { id: string; isDefault: boolean } & Record<string, unknown>;
const INPUT = {
  fullName: 'Jan Kowalski',
  street: 'Marszałkowska',
  buildingNumber: '10',
  localNumber: '5',
  postcode: '00-950',
  city: 'Warszawa',
  invoiceEmail: 'Faktury@Example.com',
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

const owner = async () => tokenFor(t.app, await createUser(t.app));
const list = async (token: string) =>
  (await t.gql<{ myBillingAccounts: Account[] }>(LIST, {}, { token })).data?.myBillingAccounts ?? [];
const defaults = async (token: string) => (await list(token)).filter((a) => a.isDefault).map((a) => a.id);
const create = async (token: string, input: Record<string, unknown> = {}) => {
  const result = await t.gql<{ createBillingAccount: Account }>(CREATE, { input: { ...INPUT, ...input } }, { token });
  if (!result.data?.createBillingAccount) throw new Error(JSON.stringify(result.errors));
  return result.data.createBillingAccount;
};
const bankAccount = async (token: string) => {
  const result = await t.gql<{ createBankAccount: { id: string } }>(
    CREATE_BANK,
    { input: { accountNumber: 'PL61109010140000071219812874', name: 'Main' } },
    { token },
  );
  return result.data?.createBankAccount.id as string;
};

describe('createBillingAccount', () => {
  it('stores a company with NIP and own bank account, normalised, the first one as the default', async () => {
    const token = await owner();
    const bankId = await bankAccount(token);
    const input = {
      fullName: null,
      companyName: 'Parkingi sp. z o.o.',
      vatId: '526-025-02-74',
      street: '',
      wantsVatInvoice: true,
      isMonthlyBilling: true,
      bankAccountId: bankId,
    };
    expect(await create(token, input)).toEqual({
      id: expect.any(String) as string,
      fullName: null,
      companyName: 'Parkingi sp. z o.o.',
      vatId: '5260250274',
      street: null,
      buildingNumber: '10',
      localNumber: '5',
      postcode: '00-950',
      city: 'Warszawa',
      currency: 'PLN',
      invoiceEmail: 'faktury@example.com',
      isMonthlyBilling: true,
      wantsVatInvoice: true,
      isDefault: true,
      bankAccount: { id: bankId, accountNumber: 'PL61 1090 1014 0000 0712 1981 2874' },
    });
    const second = await create(token);
    expect(second).toMatchObject({ isDefault: false, bankAccount: null, vatId: null });
  });

  it.each([
    [
      'missing fields',
      {},
      {
        buildingNumber: [messages.required],
        postcode: [messages.required],
        city: [messages.required],
        invoiceEmail: [messages.required],
      },
    ],
    [
      'neither a full name nor a company name',
      { ...INPUT, fullName: ' ', companyName: null },
      { fullName: [messages.nameOrCompany] },
    ],
    ['an invalid NIP', { ...INPUT, vatId: '1234567890' }, { vatId: [messages.invalidNip] }],
    ['a VAT invoice without a NIP', { ...INPUT, wantsVatInvoice: true }, { vatId: [messages.required] }],
    ['an invalid postcode', { ...INPUT, postcode: '00950' }, { postcode: [messages.invalidPostcode] }],
    ['an invalid e-mail', { ...INPUT, invoiceEmail: 'not-an-email' }, { invoiceEmail: [messages.email] }],
    ['another currency', { ...INPUT, currency: 'EUR' }, { currency: [messages.invalidValue] }],
    [
      '10,000 characters',
      { ...INPUT, city: 'x'.repeat(10_000), companyName: 'x'.repeat(10_000) },
      { city: [formatMessage('maxLength', { count: 100 })], companyName: [formatMessage('maxLength', { count: 200 })] },
    ],
    ['wrong types', { ...INPUT, isMonthlyBilling: 'yes' }, { isMonthlyBilling: [messages.invalidValue] }],
    ['a number for a text', { ...INPUT, city: 42 }, { city: [messages.invalidValue] }],
    [
      'a bank account id that is not an id',
      { ...INPUT, bankAccountId: 'nope' },
      { bankAccountId: [messages.invalidValue] },
    ],
  ])('refuses %s field by field and writes nothing', async (_case, input, expected) => {
    const token = await owner();
    expect(fieldErrors(await t.gql(CREATE, { input }, { token }))).toEqual(expected);
    expect(await list(token)).toEqual([]);
  });

  it("refuses another user's bank account as a validation error on bankAccountId", async () => {
    const token = await owner();
    const theirs = await bankAccount(await owner());
    expect(fieldErrors(await t.gql(CREATE, { input: { ...INPUT, bankAccountId: theirs } }, { token }))).toEqual({
      bankAccountId: [messages.invalidValue],
    });
    expect(await list(token)).toEqual([]);
  });

  it('needs a signed-in user', async () => {
    expect((await t.gql(CREATE, { input: INPUT })).errors?.[0]?.message).toBe('Unauthenticated.');
    expect((await t.gql(LIST)).errors?.[0]?.message).toBe('Unauthenticated.');
    expect(errorCode(await t.gql(GET, { id: '00000000-0000-4000-8000-000000000000' }))).toBe('UNAUTHENTICATED');
  });
});

describe('updateBillingAccount and billingAccount', () => {
  it('replaces the fields, keeps the default, and reads back', async () => {
    const token = await owner();
    const account = await create(token);
    const bankId = await bankAccount(token);
    const result = await t.gql<{ updateBillingAccount: Account }>(
      UPDATE,
      {
        id: account.id,
        input: { ...INPUT, city: 'Kraków', localNumber: null, bankAccountId: bankId, isDefault: false },
      },
      { token },
    );
    expect(result.data?.updateBillingAccount).toMatchObject({
      city: 'Kraków',
      localNumber: null,
      isDefault: true,
      bankAccount: { id: bankId },
    });
    expect((await t.gql(GET, { id: account.id }, { token })).data).toEqual({
      billingAccount: result.data?.updateBillingAccount,
    });
  });

  it('refuses bad input and leaves the account as it was', async () => {
    const token = await owner();
    const account = await create(token);
    const theirs = await bankAccount(await owner());
    expect(
      fieldErrors(await t.gql(UPDATE, { id: account.id, input: { ...INPUT, postcode: 'abc' } }, { token })),
    ).toEqual({ postcode: [messages.invalidPostcode] });
    expect(
      fieldErrors(
        await t.gql(UPDATE, { id: account.id, input: { ...INPUT, city: 'Gdańsk', bankAccountId: theirs } }, { token }),
      ),
    ).toEqual({ bankAccountId: [messages.invalidValue] });
    expect(await list(token)).toEqual([account]);
  });

  it("answers NOT_FOUND for another user's or an unknown id, for every operation", async () => {
    const mine = await owner();
    const theirs = await owner();
    const account = await create(theirs);
    await create(mine);
    for (const id of [account.id, '00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      expect(errorCode(await t.gql(GET, { id }, { token: mine }))).toBe('NOT_FOUND');
      expect(errorCode(await t.gql(UPDATE, { id, input: INPUT }, { token: mine }))).toBe('NOT_FOUND');
      expect(errorCode(await t.gql(SET_DEFAULT, { id }, { token: mine }))).toBe('NOT_FOUND');
      expect(errorCode(await t.gql(DELETE, { id }, { token: mine }))).toBe('NOT_FOUND');
    }
    expect(await list(theirs)).toEqual([account]);
  });
});

describe('the default billing account', () => {
  it('is exactly one after any sequence of creates, updates, set-defaults and deletes', async () => {
    const token = await owner();
    const a = await create(token);
    const b = await create(token);
    const c = await create(token, { isDefault: true });
    expect(await defaults(token)).toEqual([c.id]);
    await t.gql(UPDATE, { id: a.id, input: { ...INPUT, isDefault: true } }, { token });
    expect(await defaults(token)).toEqual([a.id]);
    expect((await t.gql(SET_DEFAULT, { id: b.id }, { token })).data).toEqual({
      setDefaultBillingAccount: { id: b.id, isDefault: true },
    });
    expect(await defaults(token)).toEqual([b.id]);
    await t.gql(UPDATE, { id: b.id, input: { ...INPUT, isDefault: false } }, { token });
    expect(await defaults(token)).toEqual([b.id]);
    expect((await t.gql(DELETE, { id: b.id }, { token })).data).toEqual({ deleteBillingAccount: b.id });
    expect(await defaults(token)).toEqual([c.id]);
    await t.gql(DELETE, { id: a.id }, { token });
    expect(await defaults(token)).toEqual([c.id]);
    await t.gql(DELETE, { id: c.id }, { token });
    expect(await list(token)).toEqual([]);
    expect((await create(token)).isDefault).toBe(true);
  });

  it('is exactly one when a user creates and switches accounts concurrently (the owner lock serialises them)', async () => {
    const token = await owner();
    const created = await Promise.all(Array.from({ length: 6 }, (_, i) => create(token, { isDefault: i % 2 === 0 })));
    expect(await defaults(token)).toHaveLength(1);
    await Promise.all(created.map((account) => t.gql(SET_DEFAULT, { id: account.id }, { token })));
    expect(await defaults(token)).toHaveLength(1);
    await Promise.all(created.slice(0, 5).map((account) => t.gql(DELETE, { id: account.id }, { token })));
    expect(await defaults(token)).toEqual([created[5]?.id]);
  });

  it('loses its bank account, not itself, when the bank account is deleted', async () => {
    const token = await owner();
    const bankId = await bankAccount(token);
    const account = await create(token, { bankAccountId: bankId });
    await t.gql('mutation($id: ID!) { deleteBankAccount(id: $id) }', { id: bankId }, { token });
    expect((await list(token))[0]).toEqual({ ...account, bankAccount: null });
  });
});
