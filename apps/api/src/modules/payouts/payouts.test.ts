import { monthOf, monthStart, nextMonth, previousMonth } from '@parkshare/shared/payments/calendar';
import { formatMessage, messages } from '@parkshare/shared/validation/messages';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bankAccounts } from '../../db/schema/billing';
import { journalEntries, transactions } from '../../db/schema/ledger';
import { payouts } from '../../db/schema/payouts';
import { createTestApp, errorCode, fieldErrors, type TestApp } from '../../test/app';
import { createUser, tokenFor, type TestUser } from '../../test/factories';
import { fundWallet } from '../../test/money-factories';
import { ledgerInvariants, postEntry, walletBalance } from '../ledger/ledger.service';
import { sandboxFor } from '../payments/gateway';
import { resolveDue } from '../payments/sandbox/books';
import { runMonthlyPayouts } from './monthly-payouts';
import { handlePayoutReport } from './payout-reports';
import { PAYOUT_POLL_AFTER_MS, recoverPayouts } from './recover-payouts';
import { placePayout } from './request-payout';
import { PAYOUT_SEND_RETRY_MS } from './send-payout';

const FIELDS = 'id amount fee currency status kind bankAccountId accountNumber createdAt finishedAt failureCode';
const REQUEST = `mutation($input: RequestPayoutInput!) { requestPayout(input: $input) { ${FIELDS} } }`;
const QUOTE = 'query { payoutQuote { fee maxAmount freePayoutsLeft defaultBankAccount { id isVerified } } }';
const MINE = `query { myPayouts { items { ${FIELDS} } } }`;

interface Payout {
  id: string;
  amount: number;
  fee: number;
  status: string;
  kind: string;
  accountNumber: string;
  failureCode: string | null;
}
interface Quote {
  fee: number;
  maxAmount: number;
  freePayoutsLeft: number;
  defaultBankAccount: { id: string; isVerified: boolean } | null;
}

/** A valid Polish IBAN (compact) for a 24-digit account number. */
function polishIban(bban: string): string {
  const digits = `${bban}252100`;
  let rest = 0;
  for (const digit of digits) rest = (rest * 10 + Number(digit)) % 97;
  return `PL${String(98 - rest).padStart(2, '0')}${bban}`;
}
let accountCounter = 0;
/** The sandbox bank fails payouts to accounts ending in 00000000 (gateway's test accounts). */
const goodIban = () => polishIban(`10901014${String(++accountCounter).padStart(8, '0')}12345678`);
const failingIban = () => polishIban(`10901014${String(++accountCounter).padStart(8, '0')}00000000`);

let t: TestApp;
let second: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  second = await createTestApp();
});

const db = () => t.app.deps.db;

async function bankAccount(userId: string, { verified = true, isDefault = true, iban = goodIban() } = {}) {
  const [row] = await db()
    .insert(bankAccounts)
    .values({ userId, accountNumber: iban, name: 'Main', isVerified: verified, isDefault })
    .returning();
  if (!row) throw new Error('bank account insert failed');
  return row;
}

async function owner(balance: number, bank: { verified?: boolean; iban?: string } = {}) {
  const user = await createUser(t.app);
  if (balance > 0) await fundWallet(t.app, user.id, balance);
  const account = await bankAccount(user.id, bank);
  return { user, account, token: await tokenFor(t.app, user) };
}

const request = (token: string, input: Record<string, unknown>) =>
  t.gql<{ requestPayout: Payout }>(REQUEST, { input }, { token });
const quote = async (token: string) => (await t.gql<{ payoutQuote: Quote }>(QUOTE, {}, { token })).data?.payoutQuote;
const payoutsOf = (userId: string) => db().select().from(payouts).where(eq(payouts.userId, userId));
const balanceOf = (userId: string) => walletBalance(db(), userId);

async function expectLedgerSound() {
  expect(await ledgerInvariants(db())).toEqual({ total: 0, unbalancedEntries: [], negativeWallets: [] });
  // Each payout has exactly one withdrawal entry.
  const withdrawals = await db().execute<{ id: string; entries: number }>(
    sql`select p.id, (select count(*) from journal_entries e where e.payout_id = p.id and e.kind = 'withdrawal')::int as entries from payouts p`,
  );
  for (const row of (withdrawals as { rows: { entries: number }[] }).rows) expect(row.entries).toBe(1);
}

/** The sandbox bank answers (its delay passed) and the payouts job polls what was not answered by the webhook. */
async function letGatewayAnswer(app: TestApp = t) {
  const later = new Date(Date.now() + PAYOUT_POLL_AFTER_MS + 60_000);
  await sandboxFor(app.app.deps).tick(later);
  await recoverPayouts(app.app.deps, later);
}

describe('payoutQuote and requestPayout', () => {
  it('makes the first payout of the month free and the next cost 1 PLN, shown in the quote before', async () => {
    const { user, account, token } = await owner(10_000);
    expect(await quote(token)).toEqual({
      fee: 0,
      maxAmount: 10_000,
      freePayoutsLeft: 1,
      defaultBankAccount: { id: account.id, isVerified: true },
    });

    const first = await request(token, { amount: 4_000, bankAccountId: account.id });
    expect(first.errors).toBeUndefined();
    expect(first.data?.requestPayout).toMatchObject({
      amount: 4_000,
      fee: 0,
      kind: 'on_demand',
      status: 'processing',
      currency: 'PLN',
    });
    expect(first.data?.requestPayout.accountNumber).toMatch(/^PL\d{2}( \d{4}){6}$/);
    expect(await balanceOf(user.id)).toBe(6_000);

    expect(await quote(token)).toMatchObject({ fee: 100, maxAmount: 5_900, freePayoutsLeft: 0 });
    const secondPayout = await request(token, { amount: 2_000, bankAccountId: account.id });
    expect(secondPayout.data?.requestPayout).toMatchObject({ amount: 2_000, fee: 100 });
    expect(await balanceOf(user.id)).toBe(3_900);

    const history = await db().select().from(transactions).where(eq(transactions.userId, user.id));
    expect(history.map((row) => [row.type, row.status, row.amount]).sort()).toEqual([
      ['withdrawal', 'pending', 2_100],
      ['withdrawal', 'pending', 4_000],
    ]);
    const mine = await t.gql<{ myPayouts: { items: Payout[] } }>(MINE, {}, { token });
    expect(mine.data?.myPayouts.items.map((payout) => payout.amount)).toEqual([2_000, 4_000]);
    await expectLedgerSound();
  });

  it('counts the free payout per Warsaw month', async () => {
    const { user, account } = await owner(10_000);
    const input = { amount: 1_000, bankAccountId: account.id };
    // 23:30 UTC on 31 March is already April in Warsaw.
    const march = await placePayout(t.app.deps, { userId: user.id, input, now: new Date('2030-03-31T21:30:00Z') });
    const april = await placePayout(t.app.deps, { userId: user.id, input, now: new Date('2030-03-31T22:30:00Z') });
    const aprilAgain = await placePayout(t.app.deps, { userId: user.id, input, now: new Date('2030-04-30T21:59:00Z') });
    const may = await placePayout(t.app.deps, { userId: user.id, input, now: new Date('2030-04-30T22:00:00Z') });
    expect([march, april, aprilAgain, may].map((payout) => [payout.month, payout.fee])).toEqual([
      ['2030-03', 0],
      ['2030-04', 0],
      ['2030-04', 100],
      ['2030-05', 0],
    ]);
    expect(await balanceOf(user.id)).toBe(10_000 - 4_000 - 100);
    await expectLedgerSound();
  });

  it('refuses more than the balance minus the fee, naming the largest amount', async () => {
    const { user, account, token } = await owner(5_000);
    const above = await request(token, { amount: 5_001, bankAccountId: account.id });
    expect(fieldErrors(above)).toEqual({ amount: [formatMessage('payoutAboveBalance', { max: '50.00' })] });
    await request(token, { amount: 1_000, bankAccountId: account.id });
    // 40.00 PLN left; the next payout costs 1 PLN, so 40.00 is too much and 39.00 is the most.
    const all = await request(token, { amount: 4_000, bankAccountId: account.id });
    expect(fieldErrors(all)).toEqual({ amount: [formatMessage('payoutAboveBalance', { max: '39.00' })] });
    expect(await balanceOf(user.id)).toBe(4_000);
    const most = await request(token, { amount: 3_900, bankAccountId: account.id });
    expect(most.data?.requestPayout).toMatchObject({ amount: 3_900, fee: 100 });
    expect(await balanceOf(user.id)).toBe(0);
    expect(await quote(token)).toMatchObject({ fee: 100, maxAmount: 0 });
    const empty = await request(token, { amount: 1, bankAccountId: account.id });
    expect(fieldErrors(empty)).toEqual({ amount: [formatMessage('payoutAboveBalance', { max: '0.00' })] });
    expect(await payoutsOf(user.id)).toHaveLength(2);
    await expectLedgerSound();
  });

  it('refuses an unverified, a foreign and an unknown bank account and moves nothing', async () => {
    const { user, token } = await owner(5_000, { verified: false });
    const [unverified] = await db().select().from(bankAccounts).where(eq(bankAccounts.userId, user.id));
    const stranger = await owner(5_000);
    const cases: [string, string][] = [
      [unverified?.id ?? '', messages.bankAccountNotVerified],
      [stranger.account.id, messages.ownBankAccount],
      ['00000000-0000-4000-8000-000000000000', messages.ownBankAccount],
      ['not-an-id', messages.ownBankAccount],
    ];
    for (const [bankAccountId, message] of cases) {
      const result = await request(token, { amount: 1_000, bankAccountId });
      expect(errorCode(result)).toBe('VALIDATION_FAILED');
      expect(fieldErrors(result)).toEqual({ bankAccountId: [message] });
    }
    expect(await payoutsOf(user.id)).toEqual([]);
    expect(await payoutsOf(stranger.user.id)).toEqual([]);
    expect(await balanceOf(user.id)).toBe(5_000);
    expect(await balanceOf(stranger.user.id)).toBe(5_000);
    await expectLedgerSound();
  });

  it.each([
    ['zero', { amount: 0 }, { amount: [formatMessage('amountMin', { min: '0.01' })] }],
    ['a negative amount', { amount: -100 }, { amount: [formatMessage('amountMin', { min: '0.01' })] }],
    ['fractional grosze', { amount: 10.5 }, { amount: [messages.invalidValue] }],
    ['an amount as text', { amount: '100' }, { amount: [messages.invalidValue] }],
    ['no amount', { amount: undefined }, { amount: [messages.amountRequired] }],
    ['no bank account', { bankAccountId: undefined }, { bankAccountId: [messages.required] }],
    ['a huge bank account id', { bankAccountId: 'x'.repeat(10_000) }, { bankAccountId: expect.any(Array) as string[] }],
    [
      'a huge idempotency key',
      { idempotencyKey: 'k'.repeat(10_000) },
      { idempotencyKey: expect.any(Array) as string[] },
    ],
  ])('refuses %s field by field and moves nothing', async (_case, change, expected) => {
    const { user, account, token } = await owner(5_000);
    const result = await request(token, { amount: 1_000, bankAccountId: account.id, ...change });
    expect(result.status).toBeLessThan(500);
    expect(errorCode(result)).toBe('VALIDATION_FAILED');
    expect(fieldErrors(result)).toEqual(expected);
    expect(await payoutsOf(user.id)).toEqual([]);
    expect(await balanceOf(user.id)).toBe(5_000);
  });

  it('needs a signed-in user', async () => {
    const { account } = await owner(5_000);
    expect((await t.gql(REQUEST, { input: { amount: 100, bankAccountId: account.id } })).errors?.[0]?.message).toBe(
      'Unauthenticated.',
    );
    expect((await t.gql(QUOTE)).errors?.[0]?.message).toBe('Unauthenticated.');
    expect((await t.gql(MINE)).errors?.[0]?.message).toBe('Unauthenticated.');
  });

  it('books one payout for one idempotency key and refuses the key with other input', async () => {
    const { user, account, token } = await owner(10_000);
    const input = { amount: 3_000, bankAccountId: account.id, idempotencyKey: 'payout-key-0001' };
    const [a, b] = await Promise.all([request(token, input), request(token, input)]);
    expect(a.errors).toBeUndefined();
    expect(b.data?.requestPayout.id).toBe(a.data?.requestPayout.id);
    expect((await request(token, input)).data?.requestPayout.id).toBe(a.data?.requestPayout.id);
    const other = await request(token, { ...input, amount: 3_001 });
    expect(fieldErrors(other)).toEqual({ idempotencyKey: [messages.idempotencyConflict] });
    expect(await payoutsOf(user.id)).toHaveLength(1);
    expect(await balanceOf(user.id)).toBe(7_000);
    await expectLedgerSound();
  });

  it('never overdraws when payouts from one balance arrive at once', async () => {
    const { user, account, token } = await owner(10_000);
    const results = await Promise.all(
      Array.from({ length: 6 }, () => request(token, { amount: 3_000, bankAccountId: account.id })),
    );
    const booked = results.filter((result) => result.data?.requestPayout);
    const refused = results.filter((result) => fieldErrors(result)?.amount);
    // 3 000 free, then 3 100 and 3 100: 9 200 of 10 000; a fourth would need 3 100 more.
    expect(booked).toHaveLength(3);
    expect(refused).toHaveLength(3);
    expect(booked.map((result) => result.data?.requestPayout.fee).sort()).toEqual([0, 100, 100]);
    expect(await balanceOf(user.id)).toBe(800);
    await expectLedgerSound();
  });
});

describe('the gateway answers', () => {
  it('completes a payout: transaction completed, payouts clearing handed to the gateway, balance unchanged', async () => {
    const { user, account, token } = await owner(5_000);
    const result = await request(token, { amount: 2_000, bankAccountId: account.id });
    const id = result.data?.requestPayout.id ?? '';
    await letGatewayAnswer();
    const [payout] = await db().select().from(payouts).where(eq(payouts.id, id));
    expect(payout).toMatchObject({ status: 'completed', failureCode: null });
    expect(payout?.finishedAt).toBeInstanceOf(Date);
    const [history] = await db().select().from(transactions).where(eq(transactions.payoutId, id));
    expect(history).toMatchObject({ type: 'withdrawal', status: 'completed', amount: 2_000 });
    const entries = await db().select().from(journalEntries).where(eq(journalEntries.payoutId, id));
    expect(entries.map((entry) => entry.kind).sort()).toEqual(['payout_completed', 'withdrawal']);
    expect(await balanceOf(user.id)).toBe(3_000);
    await expectLedgerSound();
  });

  it('returns the money and the fee to the balance when a payout fails', async () => {
    const { user, token } = await owner(5_000);
    const failing = await bankAccount(user.id, { iban: failingIban(), isDefault: false });
    const [good] = await db()
      .select()
      .from(bankAccounts)
      .where(and(eq(bankAccounts.userId, user.id), eq(bankAccounts.isDefault, true)));
    await request(token, { amount: 1_000, bankAccountId: good?.id });
    const result = await request(token, { amount: 2_000, bankAccountId: failing.id });
    expect(result.data?.requestPayout).toMatchObject({ fee: 100 });
    expect(await balanceOf(user.id)).toBe(1_900);
    await letGatewayAnswer();
    const [payout] = await db()
      .select()
      .from(payouts)
      .where(eq(payouts.id, result.data?.requestPayout.id ?? ''));
    expect(payout).toMatchObject({ status: 'failed', failureCode: 'account_closed' });
    expect(await balanceOf(user.id)).toBe(4_000);
    const [history] = await db()
      .select()
      .from(transactions)
      .where(eq(transactions.payoutId, payout?.id ?? ''));
    expect(history).toMatchObject({ status: 'failed', amount: 2_100 });
    const entries = await db()
      .select()
      .from(journalEntries)
      .where(eq(journalEntries.payoutId, payout?.id ?? ''));
    expect(entries.map((entry) => entry.kind).sort()).toEqual(['payout_returned', 'withdrawal']);
    // A failed payout does not count: the next one costs what the second payout of the month costs.
    expect(await quote(token)).toMatchObject({ fee: 100, freePayoutsLeft: 0, maxAmount: 3_900 });
    await expectLedgerSound();
  });

  it('takes each report once and never moves a payout backwards', async () => {
    const { user, account, token } = await owner(5_000);
    const result = await request(token, { amount: 2_000, bankAccountId: account.id });
    const [payout] = await db()
      .select()
      .from(payouts)
      .where(eq(payouts.id, result.data?.requestPayout.id ?? ''));
    const providerPayoutId = payout?.providerPayoutId ?? '';
    expect(providerPayoutId).not.toBe('');
    const completed = { providerPayoutId, status: 'completed' as const };
    const failed = { providerPayoutId, status: 'failed' as const, failureCode: 'late' };
    for (const report of [completed, { providerPayoutId, status: 'processing' as const }, completed, failed]) {
      await handlePayoutReport(t.app.deps, report);
    }
    await Promise.all([handlePayoutReport(t.app.deps, completed), handlePayoutReport(second.app.deps, failed)]);
    const [after] = await db()
      .select()
      .from(payouts)
      .where(eq(payouts.id, payout?.id ?? ''));
    expect(after).toMatchObject({ status: 'completed', failureCode: null });
    expect(await balanceOf(user.id)).toBe(3_000);
    const entries = await db()
      .select()
      .from(journalEntries)
      .where(eq(journalEntries.payoutId, payout?.id ?? ''));
    expect(entries.map((entry) => entry.kind).sort()).toEqual(['payout_completed', 'withdrawal']);
    await expect(
      handlePayoutReport(t.app.deps, { providerPayoutId: 'sbx_po_unknown', status: 'completed' }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expectLedgerSound();
  });

  it('asks the gateway about a payout whose notification never arrived', async () => {
    const { user, account, token } = await owner(5_000);
    const result = await request(token, { amount: 2_500, bankAccountId: account.id });
    const id = result.data?.requestPayout.id ?? '';
    const [sent] = await db().select().from(payouts).where(eq(payouts.id, id));
    // The sandbox bank decides, but its notification is never delivered.
    const later = new Date(Date.now() + PAYOUT_POLL_AFTER_MS + 60_000);
    await resolveDue(db(), later, [sent?.providerPayoutId ?? '']);
    // Not yet quiet for long enough: nobody asks.
    await recoverPayouts(t.app.deps, new Date());
    expect((await payoutsOf(user.id))[0]).toMatchObject({ status: 'processing' });
    await Promise.all([recoverPayouts(t.app.deps, later), recoverPayouts(second.app.deps, later)]);
    expect((await payoutsOf(user.id))[0]).toMatchObject({ status: 'completed' });
    const entries = await db().select().from(journalEntries).where(eq(journalEntries.payoutId, id));
    expect(entries.map((entry) => entry.kind).sort()).toEqual(['payout_completed', 'withdrawal']);
    expect(await balanceOf(user.id)).toBe(2_500);
    await expectLedgerSound();
  });

  it('sends a payout that was booked but never reached the gateway (server stopped in between)', async () => {
    const { user, account } = await owner(5_000);
    const booked = await placePayout(t.app.deps, {
      userId: user.id,
      input: { amount: 1_500, bankAccountId: account.id },
    });
    expect(booked).toMatchObject({ status: 'pending', providerPayoutId: null });
    // Too early: the request that booked it may still be sending it.
    await recoverPayouts(t.app.deps, new Date());
    expect((await payoutsOf(user.id))[0]).toMatchObject({ status: 'pending', providerPayoutId: null });
    // Two instances recover at once: it is sent once.
    const later = new Date(Date.now() + PAYOUT_SEND_RETRY_MS + 1_000);
    await Promise.all([recoverPayouts(t.app.deps, later), recoverPayouts(second.app.deps, later)]);
    const [sent] = await payoutsOf(user.id);
    expect(sent).toMatchObject({ status: 'processing', providerPayoutId: expect.stringMatching(/^sbx_po_/) as string });
    const sandboxRows = await db().execute(
      sql`select count(*)::int as count from sandbox_payments where merchant_reference = ${booked.id}`,
    );
    expect((sandboxRows as { rows: { count: number }[] }).rows[0]?.count).toBe(1);
    await letGatewayAnswer();
    expect((await payoutsOf(user.id))[0]).toMatchObject({ status: 'completed' });
    await expectLedgerSound();
  });
});

describe('automatic monthly payouts', () => {
  /** Earnings as the booking issue posts them: a driver's purchase goes to escrow, the owner earns it less commission. */
  async function earn(ownerId: string, amount: number) {
    const driver = await createUser(t.app);
    await fundWallet(t.app, driver.id, amount);
    await db().transaction((tx) =>
      postEntry(tx, {
        kind: 'purchase',
        description: 'test reservation',
        lines: [
          { account: { wallet: driver.id }, amount: -amount },
          { account: { platform: 'escrow' }, amount },
        ],
      }),
    );
    const commission = Math.round(amount / 10);
    await db().transaction((tx) =>
      postEntry(tx, {
        kind: 'earning',
        description: 'test reservation completed',
        lines: [
          { account: { platform: 'escrow' }, amount: -amount },
          { account: { wallet: ownerId }, amount: amount - commission },
          { account: { platform: 'platform_revenue' }, amount: commission },
        ],
      }),
    );
  }

  // The job runs in the month after this one: this month's earnings are "last month's".
  const nextMonthRun = () => new Date(monthStart(nextMonth(monthOf(new Date()))).getTime() + 2 * 86_400_000);
  const monthlyOf = (userId: string) =>
    db()
      .select()
      .from(payouts)
      .where(and(eq(payouts.userId, userId), eq(payouts.kind, 'monthly')));

  it('pays last month’s earnings once per user even when two workers run the job at once', async () => {
    const earners: TestUser[] = [];
    for (let i = 0; i < 4; i += 1) {
      const user = await createUser(t.app);
      await bankAccount(user.id);
      await earn(user.id, 10_000 + i * 1_000);
      earners.push(user);
    }
    // One also had money from a top-up: only the earnings go automatically.
    await fundWallet(t.app, earners[0]?.id ?? '', 5_000);
    // One spent part of the earnings: what is left of them goes.
    const spender = earners[1]?.id ?? '';
    await db().transaction((tx) =>
      postEntry(tx, {
        kind: 'purchase',
        description: 'spent',
        lines: [
          { account: { wallet: spender }, amount: -4_000 },
          { account: { platform: 'escrow' }, amount: 4_000 },
        ],
      }),
    );
    const unverified = await createUser(t.app);
    await bankAccount(unverified.id, { verified: false });
    await earn(unverified.id, 8_000);

    const now = nextMonthRun();
    const runs = await Promise.all([
      runMonthlyPayouts(t.app.deps, now),
      runMonthlyPayouts(second.app.deps, now),
      runMonthlyPayouts(t.app.deps, now),
      runMonthlyPayouts(second.app.deps, now),
    ]);
    expect(runs.reduce((sum, n) => sum + n, 0)).toBeGreaterThanOrEqual(4);

    const expected = [9_000, 9_900 - 4_000, 10_800, 11_700];
    for (const [i, user] of earners.entries()) {
      const rows = await monthlyOf(user.id);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        amount: expected[i],
        fee: 0,
        earningsMonth: monthOf(new Date()),
        kind: 'monthly',
      });
      expect(rows[0]?.status).toMatch(/^(pending|processing)$/);
    }
    expect(await balanceOf(earners[0]?.id ?? '')).toBe(5_000);
    expect(await balanceOf(spender)).toBe(0);
    // No verified default bank account: skipped, and paid on a later run once it is verified.
    expect(await monthlyOf(unverified.id)).toEqual([]);
    await db().update(bankAccounts).set({ isVerified: true }).where(eq(bankAccounts.userId, unverified.id));
    await Promise.all([runMonthlyPayouts(t.app.deps, now), runMonthlyPayouts(second.app.deps, now)]);
    expect((await monthlyOf(unverified.id)).map((row) => row.amount)).toEqual([7_200]);

    // Nobody anywhere has two automatic payouts of one month.
    const doubles = await db().execute(
      sql`select user_id from payouts where kind = 'monthly' group by user_id, earnings_month having count(*) > 1`,
    );
    expect((doubles as { rows: unknown[] }).rows).toEqual([]);
    // Automatic payouts are free and do not use up the month's free on-demand payout.
    const token = await tokenFor(t.app, earners[0] ?? unverified);
    expect(await quote(token)).toMatchObject({ fee: 0, freePayoutsLeft: 1, maxAmount: 5_000 });

    // The jobs are registered with the scheduler (a run now pays nobody twice).
    await t.app.scheduler.runNow('payouts-monthly');
    await t.app.scheduler.runNow('payouts-recovery');
    await letGatewayAnswer();
    for (const user of earners) expect(await monthlyOf(user.id)).toMatchObject([{ status: 'completed' }]);
    await expectLedgerSound();
  });

  it('does not pay earnings of other months', async () => {
    const user = await createUser(t.app);
    await bankAccount(user.id);
    await earn(user.id, 5_000);
    // Run "now": the month paid is the previous one, which had no earnings of this user.
    await runMonthlyPayouts(t.app.deps, new Date());
    // Run two months later: the month paid is next month, also without earnings.
    const twoLater = monthStart(nextMonth(nextMonth(monthOf(new Date()))));
    await runMonthlyPayouts(t.app.deps, new Date(twoLater.getTime() + 86_400_000));
    expect(await monthlyOf(user.id)).toEqual([]);
    expect(previousMonth(monthOf(twoLater))).not.toBe(monthOf(new Date()));
    expect(await balanceOf(user.id)).toBe(4_500);
    await expectLedgerSound();
  });
});
