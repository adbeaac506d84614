import { nextMonth, monthOf } from '@parkshare/shared/payments/calendar';
import { messages } from '@parkshare/shared/validation/messages';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, errorCode, fieldErrors, type TestApp } from '../../test/app';
import { everyPage } from '../../test/paging';
import { createUser, tokenFor, type TestUser } from '../../test/factories';
import { fundWallet } from '../../test/money-factories';

// Issue 13: a new owner's bank account is verified or rejected by an admin from a queue; the owner is e-mailed
// the outcome, sees it, corrects a rejected account, and /balance tells when the automatic payout comes.

const ACCOUNT = 'id name accountNumber status isVerified rejectionReason';
const CREATE = `mutation($input: BankAccountInput!) { createBankAccount(input: $input) { ${ACCOUNT} } }`;
const MINE = `query { myBankAccounts { ${ACCOUNT} } }`;
const QUEUE = `query($first: Int, $after: String) { page: bankAccountsAwaitingVerification(first: $first, after: $after) {
  items { id bankAccount { ${ACCOUNT} } owner { id name email } billingAccounts { fullName companyName vatId street buildingNumber postcode city } }
  nextCursor } }`;
const VERIFY = `mutation($id: ID!) { verifyBankAccount(id: $id) { ${ACCOUNT} } }`;
const REJECT = `mutation($id: ID!, $reason: String) { rejectBankAccount(id: $id, reason: $reason) { ${ACCOUNT} } }`;
const RESUBMIT = `mutation($id: ID!, $input: BankAccountInput!) { resubmitBankAccount(id: $id, input: $input) { ${ACCOUNT} } }`;
const QUOTE = 'query { payoutQuote { automaticPayout { by blockers } } }';
const BILLING = 'mutation($input: BillingAccountInput!) { createBillingAccount(input: $input) { id } }';

const IBAN = 'PL61 1090 1014 0000 0712 1981 2874';
const FIXED_IBAN = '27114020040000300201355387';

interface Account {
  id: string;
  name: string;
  accountNumber: string;
  status: string;
  isVerified: boolean;
  rejectionReason: string | null;
}
interface QueueEntry {
  id: string;
  bankAccount: Account;
  owner: { email: string } | null;
  billingAccounts: { fullName: string | null; city: string }[];
}

let t: TestApp;
let adminToken: string;
beforeAll(async () => {
  t = await createTestApp();
  adminToken = await tokenFor(t.app, await createUser(t.app, { roles: ['user', 'admin'] }));
});

async function ownerWithAccount(language = 'en'): Promise<{ user: TestUser; token: string; account: Account }> {
  const user = await createUser(t.app, { language, name: 'Ewa Kowalska' });
  const token = await tokenFor(t.app, user);
  await t.gql(
    BILLING,
    {
      input: {
        fullName: 'Ewa Kowalska',
        street: 'Mokotowska',
        buildingNumber: '12',
        postcode: '00-640',
        city: 'Warszawa',
        invoiceEmail: user.email,
      },
    },
    { token },
  );
  const created = await t.gql<{ createBankAccount: Account }>(
    CREATE,
    { input: { accountNumber: IBAN, name: 'Main' } },
    { token },
  );
  if (!created.data) throw new Error(JSON.stringify(created.errors));
  return { user, token, account: created.data.createBankAccount };
}

/** The whole queue, every page of it. */
const queue = async () => (await everyPage<QueueEntry>(t, QUEUE, { token: adminToken })).items;
const mine = async (token: string) =>
  (await t.gql<{ myBankAccounts: Account[] }>(MINE, {}, { token })).data?.myBankAccounts ?? [];
const mailsTo = (email: string) => t.outbox().filter((mail) => mail.to.includes(email));
const automaticPayout = async (token: string) =>
  (await t.gql<{ payoutQuote: { automaticPayout: { by: string; blockers: string[] } } }>(QUOTE, {}, { token })).data
    ?.payoutQuote.automaticPayout;

describe('the bank account verification queue', () => {
  it('lists waiting accounts with their owner and billing data; reject → correct → verify, with e-mails', async () => {
    const { user, token, account } = await ownerWithAccount('pl');
    expect(account).toMatchObject({ status: 'pending', isVerified: false, rejectionReason: null });

    const waiting = (await queue()).find((entry) => entry.id === account.id);
    expect(waiting).toMatchObject({
      bankAccount: { accountNumber: IBAN, name: 'Main', status: 'pending' },
      owner: { email: user.email },
      billingAccounts: [{ fullName: 'Ewa Kowalska', city: 'Warszawa' }],
    });

    const rejected = await t.gql<{ rejectBankAccount: Account }>(
      REJECT,
      { id: account.id, reason: 'The holder does not match the billing name.' },
      { token: adminToken },
    );
    expect(rejected.data?.rejectBankAccount).toMatchObject({
      status: 'rejected',
      rejectionReason: 'The holder does not match the billing name.',
    });
    expect((await queue()).some((entry) => entry.id === account.id)).toBe(false);
    expect((await mine(token))[0]).toMatchObject({
      status: 'rejected',
      rejectionReason: 'The holder does not match the billing name.',
    });
    const [rejection] = mailsTo(user.email);
    expect(rejection?.subject).toBe('Konto bankowe wymaga poprawek');
    expect(rejection?.text).toContain('Cześć, Ewa!');
    expect(rejection?.text).toContain('The holder does not match the billing name.');
    expect(rejection?.text).toContain(`${t.app.deps.config.publicUrl}/bank-accounts`);
    // A rejected account cannot be decided again until the owner corrects it.
    expect(fieldErrors(await t.gql(VERIFY, { id: account.id }, { token: adminToken }))).toEqual({
      status: [messages.bankAccountStatusForbids],
    });

    const fixed = await t.gql<{ resubmitBankAccount: Account }>(
      RESUBMIT,
      { id: account.id, input: { accountNumber: FIXED_IBAN, name: 'Ewa Kowalska' } },
      { token },
    );
    expect(fixed.data?.resubmitBankAccount).toMatchObject({
      status: 'pending',
      rejectionReason: null,
      name: 'Ewa Kowalska',
    });
    expect((await queue()).some((entry) => entry.id === account.id)).toBe(true);

    const verified = await t.gql<{ verifyBankAccount: Account }>(VERIFY, { id: account.id }, { token: adminToken });
    expect(verified.data?.verifyBankAccount).toMatchObject({ status: 'verified', isVerified: true });
    expect((await queue()).some((entry) => entry.id === account.id)).toBe(false);
    expect(mailsTo(user.email).map((mail) => mail.subject)).toContain('Konto bankowe zostało zweryfikowane');
    // A verified account is not reopened by its owner: a different number is a new account.
    expect(
      fieldErrors(await t.gql(RESUBMIT, { id: account.id, input: { accountNumber: IBAN, name: 'x' } }, { token })),
    ).toEqual({ status: [messages.bankAccountStatusForbids] });
  });

  it('writes the e-mails in English for an English-speaking owner', async () => {
    const { user, account } = await ownerWithAccount('en');
    await t.gql(REJECT, { id: account.id, reason: 'Blurry statement.' }, { token: adminToken });
    const [mail] = mailsTo(user.email);
    expect(mail?.subject).toBe('Your bank account needs changes');
    expect(mail?.text).toContain('Blurry statement.');
    expect(mail?.html).toContain('Blurry statement.');
  });

  it('needs a reason to reject, and changes nothing without one', async () => {
    const { token, account } = await ownerWithAccount();
    for (const reason of [undefined, '', '   ']) {
      expect(fieldErrors(await t.gql(REJECT, { id: account.id, reason }, { token: adminToken }))).toEqual({
        reason: [messages.required],
      });
    }
    expect((await mine(token))[0]?.status).toBe('pending');
  });

  it('is for admins only: the queue and both decisions are FORBIDDEN to owners and Unauthenticated to guests', async () => {
    const { token, account } = await ownerWithAccount();
    const stranger = await tokenFor(t.app, await createUser(t.app));
    for (const who of [token, stranger]) {
      expect(errorCode(await t.gql(QUEUE, {}, { token: who }))).toBe('FORBIDDEN');
      expect(errorCode(await t.gql(VERIFY, { id: account.id }, { token: who }))).toBe('FORBIDDEN');
      expect(errorCode(await t.gql(REJECT, { id: account.id, reason: 'No.' }, { token: who }))).toBe('FORBIDDEN');
    }
    expect((await t.gql(QUEUE)).errors?.[0]?.message).toBe('Unauthenticated.');
    // Another owner cannot correct someone else's account: it is NOT_FOUND like a missing one.
    expect(
      errorCode(
        await t.gql(RESUBMIT, { id: account.id, input: { accountNumber: IBAN, name: 'x' } }, { token: stranger }),
      ),
    ).toBe('NOT_FOUND');
    expect((await mine(token))[0]).toMatchObject({ status: 'pending', name: 'Main' });
    expect(
      errorCode(
        await t.gql(REJECT, { id: '00000000-0000-4000-8000-000000000000', reason: 'x' }, { token: adminToken }),
      ),
    ).toBe('NOT_FOUND');
  });
});

describe('payoutQuote.automaticPayout', () => {
  it('comes by the 7th of next month and names what blocks it until the account is verified and money is there', async () => {
    const by = `${nextMonth(monthOf(new Date()))}-07`;
    const bare = await createUser(t.app);
    expect(await automaticPayout(await tokenFor(t.app, bare))).toEqual({
      by,
      blockers: ['no_bank_account', 'balance_zero'],
    });

    const { user, token, account } = await ownerWithAccount();
    expect(await automaticPayout(token)).toEqual({ by, blockers: ['bank_account_pending', 'balance_zero'] });
    await t.gql(REJECT, { id: account.id, reason: 'Wrong holder.' }, { token: adminToken });
    await fundWallet(t.app, user.id, 4_400);
    expect(await automaticPayout(token)).toEqual({ by, blockers: ['bank_account_rejected'] });
    await t.gql(RESUBMIT, { id: account.id, input: { accountNumber: IBAN, name: 'Main' } }, { token });
    await t.gql(VERIFY, { id: account.id }, { token: adminToken });
    expect(await automaticPayout(token)).toEqual({ by, blockers: [] });
  });
});
