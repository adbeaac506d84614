import { beforeAll, describe, expect, it } from 'vitest';
import { transactions } from '../../db/schema/ledger';
import { createTestApp, type TestApp } from '../../test/app';
import { createUser, tokenFor } from '../../test/factories';
import { fundWallet } from '../../test/money-factories';
import { ledgerInvariants, postEntry } from '../ledger/ledger.service';

const FIELDS =
  'id type status amount currency billingId createdAt updatedAt processedAt reservationId orderId paymentId payoutId';
const ME = `query($after: String) { me { id balance currency transactions(after: $after) { items { ${FIELDS} } nextCursor } } }`;
const MINE = `query { myTransactions { items { ${FIELDS} } nextCursor } }`;

interface Transaction {
  id: string;
  type: string;
  status: string;
  amount: number;
  createdAt: string;
}

interface TransactionPage {
  items: Transaction[];
  nextCursor: string | null;
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

/** History rows as the payments and payouts modules write them, one minute apart. */
async function history(userId: string, count: number) {
  const base = Date.parse('2030-05-01T10:00:00Z');
  await t.app.deps.db.insert(transactions).values(
    Array.from({ length: count }, (_, i) => ({
      userId,
      type: (['deposit', 'payment', 'withdrawal'] as const)[i % 3] ?? 'deposit',
      status: 'completed' as const,
      amount: 100 + i,
      createdAt: new Date(base + i * 60_000),
      updatedAt: new Date(base + i * 60_000),
      processedAt: new Date(base + i * 60_000),
    })),
  );
}

describe('balance', () => {
  it('is the sum of the wallet in the ledger, in GraphQL and in GET /api/auth/user', async () => {
    const user = await createUser(t.app);
    const token = await tokenFor(t.app, user);
    const before = await t.gql<{ me: { balance: number } }>(ME, {}, { token });
    expect(before.data?.me.balance).toBe(0);
    await fundWallet(t.app, user.id, 12_345);
    await t.app.deps.db.transaction((tx) =>
      postEntry(tx, {
        kind: 'purchase',
        description: 'test purchase',
        lines: [
          { account: { wallet: user.id }, amount: -2_345 },
          { account: { platform: 'escrow' }, amount: 2_345 },
        ],
      }),
    );
    const after = await t.gql<{ me: { balance: number; currency: string } }>(ME, {}, { token });
    expect(after.data?.me).toMatchObject({ balance: 10_000, currency: 'PLN' });
    const rest = await t.app.inject({
      method: 'GET',
      url: '/api/auth/user',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(rest.json()).toMatchObject({ id: user.id, balance: 10_000, currency: 'PLN' });
    expect(await ledgerInvariants(t.app.deps.db)).toEqual({ total: 0, unbalancedEntries: [], negativeWallets: [] });
  });
});

describe('balance in the admin user list', () => {
  it("shows each user's own balance (summed in one batch)", async () => {
    const admin = await createUser(t.app, { roles: ['user', 'admin'] });
    const rich = await createUser(t.app, { name: 'Balance Rich' });
    const poor = await createUser(t.app, { name: 'Balance Poor' });
    await fundWallet(t.app, rich.id, 7_700);
    const result = await t.gql<{ users: { items: { id: string; balance: number }[] } }>(
      'query { users(search: "Balance", limit: 100) { items { id balance } } }',
      {},
      { token: await tokenFor(t.app, admin) },
    );
    expect(result.errors).toBeUndefined();
    const byId = Object.fromEntries((result.data?.users.items ?? []).map((item) => [item.id, item.balance]));
    expect(byId).toEqual({ [rich.id]: 7_700, [poor.id]: 0 });
  });
});

describe('transactions', () => {
  it('me.transactions and myTransactions: a page of 50 newest first and the rest after it, only the own', async () => {
    const user = await createUser(t.app);
    const other = await createUser(t.app);
    await history(user.id, 55);
    await history(other.id, 2);
    const token = await tokenFor(t.app, user);
    const me = await t.gql<{ me: { transactions: TransactionPage } }>(ME, {}, { token });
    expect(me.errors).toBeUndefined();
    const list = me.data?.me.transactions.items ?? [];
    expect(list).toHaveLength(50);
    expect(list[0]).toMatchObject({ amount: 154, type: 'deposit', status: 'completed', currency: 'PLN' });
    expect(list.map((row) => row.createdAt)).toEqual([...list.map((row) => row.createdAt)].sort().reverse());
    // No cap: the 51st to 55th follow on the next page (me.transactions stopped at 50).
    const next = await t.gql<{ me: { transactions: TransactionPage } }>(
      ME,
      { after: me.data?.me.transactions.nextCursor },
      { token },
    );
    expect(next.data?.me.transactions.items.map((row) => row.amount)).toEqual([104, 103, 102, 101, 100]);
    expect(next.data?.me.transactions.nextCursor).toBeNull();
    const mine = await t.gql<{ myTransactions: TransactionPage }>(MINE, {}, { token });
    expect(mine.data?.myTransactions.items).toHaveLength(50);
    const rest = await t.gql<{ myTransactions: TransactionPage }>(
      `query($after: String) { myTransactions(after: $after) { items { ${FIELDS} } nextCursor } }`,
      { after: mine.data?.myTransactions.nextCursor },
      { token },
    );
    expect(rest.data?.myTransactions).toMatchObject({ nextCursor: null });
    const all = [...(mine.data?.myTransactions.items ?? []), ...(rest.data?.myTransactions.items ?? [])];
    expect(all.map((row) => row.amount)).toEqual(Array.from({ length: 55 }, (_, i) => 154 - i));
    const theirs = await t.gql<{ myTransactions: TransactionPage }>(MINE, {}, { token: await tokenFor(t.app, other) });
    expect(theirs.data?.myTransactions.items.map((row) => row.amount)).toEqual([101, 100]);
  });

  it('an empty history is an empty list', async () => {
    const token = await tokenFor(t.app, await createUser(t.app));
    const result = await t.gql<{ myTransactions: TransactionPage }>(MINE, {}, { token });
    expect(result.data?.myTransactions).toEqual({ items: [], nextCursor: null });
  });

  it('needs a signed-in user', async () => {
    expect((await t.gql(MINE)).errors?.[0]?.message).toBe('Unauthenticated.');
    expect((await t.gql(ME)).errors?.[0]?.message).toBe('Unauthenticated.');
  });
});
