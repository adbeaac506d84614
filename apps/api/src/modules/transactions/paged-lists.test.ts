import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { transactions } from '../../db/schema/ledger';
import { orders } from '../../db/schema/orders';
import { payments } from '../../db/schema/payments';
import { payouts } from '../../db/schema/payouts';
import { createTestApp, fieldErrors, type GraphQLResponse, type TestApp } from '../../test/app';
import { createUser, tokenFor } from '../../test/factories';
import { fundWallet, ORDER_BUYER } from '../../test/money-factories';

// Issue 13: lists stopped silently at 200 rows. Every list a person sees is paged by a cursor (decision 064):
// with 261 rows — many sharing one instant, some apart by microseconds only — paging reaches each row exactly
// once, newest first, and the last page says so.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

const COUNT = 261;

/** Row i's time: groups of ten share one instant; within some groups rows differ by microseconds. */
const at = (i: number) =>
  sql`'2030-03-01T10:00:00Z'::timestamptz + (${Math.floor(i / 10)} * interval '1 minute') + (${i % 10 < 5 ? 0 : i % 10} * interval '1 microsecond')`;

/** 261 orders, each with a payment, a transaction and a payout of the user. */
async function manyRows(userId: string) {
  const db = t.app.deps.db;
  const suffix = userId.slice(0, 8);
  const orderRows = await db
    .insert(orders)
    .values(
      Array.from({ length: COUNT }, (_, i) => ({
        number: `PT/${suffix}/${String(i).padStart(6, '0')}`,
        userId,
        buyer: ORDER_BUYER,
        product: 'top_up' as const,
        unitGross: 100 + i,
        netAmount: 100 + i,
        vatAmount: 0,
        grossAmount: 100 + i,
        createdAt: at(i),
      })),
    )
    .returning({ id: orders.id });
  await db.insert(payments).values(
    orderRows.map((order, i) => ({
      orderId: order.id,
      userId,
      amount: 100 + i,
      method: 'blik' as const,
      provider: 'sandbox',
      createdAt: at(i),
    })),
  );
  await db.insert(transactions).values(
    orderRows.map((order, i) => ({
      userId,
      type: 'deposit' as const,
      amount: 100 + i,
      orderId: order.id,
      createdAt: at(i),
    })),
  );
  await db.insert(payouts).values(
    orderRows.map((_, i) => ({
      userId,
      accountNumber: 'PL61109010140000071219812874',
      kind: 'on_demand' as const,
      amount: 100 + i,
      month: '2030-03',
      createdAt: at(i),
    })),
  );
}

interface Page {
  items: { id: string; amount: number }[];
  nextCursor: string | null;
}

/** Every page of a list, `first` at a time; answers the rows and how many pages it took. */
async function everyPage(field: string, amountField: string, token: string, first?: number) {
  const rows: { id: string; amount: number }[] = [];
  let after: string | null = null;
  let pages = 0;
  do {
    const result: GraphQLResponse<Record<string, Page>> = await t.gql(
      `query($first: Int, $after: String) { page: ${field}(first: $first, after: $after) { items { id amount: ${amountField} } nextCursor } }`,
      { first, after },
      { token },
    );
    const page = result.data?.page;
    if (!page) throw new Error(JSON.stringify(result.errors));
    rows.push(...page.items);
    after = page.nextCursor;
    pages += 1;
  } while (after && pages < 50);
  return { rows, pages };
}

describe('paged lists', () => {
  it.each([
    ['myOrders', 'grossAmount'],
    ['myPayments', 'amount'],
    ['myTransactions', 'amount'],
    ['myPayouts', 'amount'],
  ])(
    '%s: 261 rows, 50 a page by default or 100 asked for, each exactly once, newest first',
    async (field, amountField) => {
      const user = await createUser(t.app);
      const other = await createUser(t.app);
      await manyRows(user.id);
      await manyRows(other.id);
      const token = await tokenFor(t.app, user);
      const byDefault = await everyPage(field, amountField, token);
      expect(byDefault.pages).toBe(6);
      expect(new Set(byDefault.rows.map((row) => row.id)).size).toBe(COUNT);
      const amounts = byDefault.rows.map((row) => row.amount);
      expect([...amounts].sort((a, b) => a - b)).toEqual(Array.from({ length: COUNT }, (_, i) => 100 + i));
      // Newest first: the minute of each row (its group of ten) never goes up along the list.
      const minutes = amounts.map((amount) => Math.floor((amount - 100) / 10));
      expect(minutes).toEqual([...minutes].sort((a, b) => b - a));

      const byHundred = await everyPage(field, amountField, token, 100);
      expect(byHundred.pages).toBe(3);
      expect(byHundred.rows).toEqual(byDefault.rows);
    },
  );

  it('myWalletHistory: 261 movements page through to the balance', async () => {
    const user = await createUser(t.app);
    for (let i = 0; i < COUNT; i += 1) await fundWallet(t.app, user.id, 100 + i);
    const token = await tokenFor(t.app, user);
    const { rows, pages } = await everyPage('myWalletHistory', 'amount', token, 100);
    expect(pages).toBe(3);
    expect(new Set(rows.map((row) => row.id)).size).toBe(COUNT);
    const balance = await t.gql<{ me: { balance: number } }>('{ me { balance } }', {}, { token });
    expect(rows.reduce((sum, row) => sum + row.amount, 0)).toBe(balance.data?.me.balance);
  });

  it('refuses a page size outside 1 … 100 and a cursor it did not give', async () => {
    const token = await tokenFor(t.app, await createUser(t.app));
    for (const field of ['myOrders', 'myPayments', 'myTransactions', 'myPayouts']) {
      const query = `query($first: Int, $after: String) { ${field}(first: $first, after: $after) { nextCursor } }`;
      expect(fieldErrors(await t.gql(query, { first: 101 }, { token }))).toEqual({ first: ['Invalid value.'] });
      expect(fieldErrors(await t.gql(query, { first: 0 }, { token }))).toEqual({ first: ['Invalid value.'] });
      expect(fieldErrors(await t.gql(query, { after: 'bm90IGEgY3Vyc29y' }, { token }))).toEqual({
        after: ['Invalid value.'],
      });
    }
  });
});
