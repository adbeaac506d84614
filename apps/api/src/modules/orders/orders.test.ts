import { monthOf } from '@parkshare/shared/payments/calendar';
import { parseOrderNumber } from '@parkshare/shared/payments/order-number';
import { formatMessage, messages } from '@parkshare/shared/validation/messages';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../db/schema/orders';
import { createTestApp, errorCode, fieldErrors, type TestApp } from '../../test/app';
import { createUser, tokenFor } from '../../test/factories';
import { createBillingAccountFixture } from '../../test/money-factories';
import { ledgerInvariants } from '../ledger/ledger.service';
import { nextOrderNumber, placeOrder } from './orders.service';

const FIELDS =
  'id number createdAt status product quantity unitGross netAmount vatAmount grossAmount vatRate total currency billingAccountId';
const TOP_UP = `mutation($input: CreateTopUpInput!) { createTopUp(input: $input) { ${FIELDS} } }`;
const MY_ORDERS = `query { myOrders { items { ${FIELDS} } } }`;

interface Order {
  id: string;
  number: string;
  status: string;
  product: string;
  grossAmount: number;
  vatRate: number | null;
  total: number;
  billingAccountId: string | null;
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ MAX_TOP_UP: '50000' });
});

async function buyer() {
  const user = await createUser(t.app);
  const billing = await createBillingAccountFixture(t.app, user.id);
  return { user, billing, token: await tokenFor(t.app, user) };
}

const topUp = async (token: string, input: Record<string, unknown>) =>
  t.gql<{ createTopUp: Order }>(TOP_UP, { input }, { token });
const orderCount = async (userId: string) =>
  (await t.app.deps.db.select().from(orders).where(eq(orders.userId, userId))).length;
const expectLedgerSound = async () =>
  expect(await ledgerInvariants(t.app.deps.db)).toEqual({ total: 0, unbalancedEntries: [], negativeWallets: [] });

describe('createTopUp', () => {
  it('places a top-up order outside VAT for the own billing account', async () => {
    const { billing, token } = await buyer();
    const result = await topUp(token, { billingAccountId: billing.id, amount: 5000 });
    expect(result.errors).toBeUndefined();
    const order = result.data?.createTopUp;
    expect(order).toMatchObject({
      status: 'placed',
      product: 'top_up',
      quantity: 1,
      unitGross: 5000,
      netAmount: 5000,
      vatAmount: 0,
      grossAmount: 5000,
      vatRate: null,
      total: 5000,
      currency: 'PLN',
      billingAccountId: billing.id,
    });
    expect(parseOrderNumber(order?.number ?? '')?.month).toBe(monthOf(new Date()));
    // Placing an order moves no money.
    await expectLedgerSound();
  });

  it.each([
    ['zero', { amount: 0 }, { amount: [formatMessage('amountMin', { min: '1.00' })] }],
    ['a negative amount', { amount: -500 }, { amount: [formatMessage('amountMin', { min: '1.00' })] }],
    ['less than the minimum', { amount: 99 }, { amount: [formatMessage('amountMin', { min: '1.00' })] }],
    [
      'more than the configured maximum',
      { amount: 50001 },
      { amount: [formatMessage('amountMax', { max: '500.00' })] },
    ],
    ['a missing amount', { amount: undefined }, { amount: [messages.amountRequired] }],
    ['a missing billing account', { billingAccountId: undefined }, { billingAccountId: [messages.required] }],
    [
      'a billing account id that is no id',
      { billingAccountId: 'x'.repeat(10_000) },
      { billingAccountId: expect.any(Array) as string[] },
    ],
    [
      'an unknown billing account',
      { billingAccountId: '00000000-0000-4000-8000-000000000000' },
      { billingAccountId: [messages.ownBillingAccount] },
    ],
    ['a short idempotency key', { idempotencyKey: 'abc' }, { idempotencyKey: [messages.invalidValue] }],
  ])('refuses %s with a validation error and places nothing', async (_case, change, expected) => {
    const { user, billing, token } = await buyer();
    const result = await topUp(token, { billingAccountId: billing.id, amount: 5000, ...change });
    expect(result.status).toBe(200);
    expect(errorCode(result)).toBe('VALIDATION_FAILED');
    expect(fieldErrors(result)).toEqual(expected);
    expect(await orderCount(user.id)).toBe(0);
  });

  it.each([
    ['fractional grosze', 12.5],
    ['a string', '50'],
    ['a number beyond 32 bits', 2 ** 40],
  ])(
    'refuses %s (GraphQL Int) as a validation error on amount, never a 500, and places nothing',
    async (_case, amount) => {
      const { user, billing, token } = await buyer();
      const result = await topUp(token, { billingAccountId: billing.id, amount });
      expect(result.status).toBeLessThan(500);
      expect(result.data ?? null).toBeNull();
      expect(errorCode(result)).toBe('VALIDATION_FAILED');
      expect(fieldErrors(result)).toEqual({ amount: [messages.invalidValue] });
      expect(await orderCount(user.id)).toBe(0);
    },
  );

  it("refuses another user's billing account on billingAccountId and places nothing", async () => {
    const { user, token } = await buyer();
    const stranger = await buyer();
    const result = await topUp(token, { billingAccountId: stranger.billing.id, amount: 5000 });
    expect(fieldErrors(result)).toEqual({ billingAccountId: [messages.ownBillingAccount] });
    expect(await orderCount(user.id)).toBe(0);
    expect(await orderCount(stranger.user.id)).toBe(0);
  });

  it('needs a signed-in user', async () => {
    const { billing } = await buyer();
    const result = await t.gql(TOP_UP, { input: { billingAccountId: billing.id, amount: 5000 } });
    expect(result.errors?.[0]?.message).toBe('Unauthenticated.');
    expect(result.data ?? null).toBeNull();
  });

  it('answers a retry with the same key with the first order and refuses the key with other input', async () => {
    const { user, billing, token } = await buyer();
    const input = { billingAccountId: billing.id, amount: 2500, idempotencyKey: 'top-up-key-0001' };
    const [first, second] = await Promise.all([topUp(token, input), topUp(token, input)]);
    expect(first.errors).toBeUndefined();
    expect(second.data?.createTopUp.id).toBe(first.data?.createTopUp.id);
    const third = await topUp(token, input);
    expect(third.data?.createTopUp).toEqual(first.data?.createTopUp);
    const other = await topUp(token, { ...input, amount: 2600 });
    expect(fieldErrors(other)).toEqual({ idempotencyKey: [messages.idempotencyConflict] });
    expect(await orderCount(user.id)).toBe(1);
    // Another user may use the same key for their own order.
    const stranger = await buyer();
    const theirs = await topUp(stranger.token, { ...input, billingAccountId: stranger.billing.id });
    expect(theirs.data?.createTopUp.id).not.toBe(first.data?.createTopUp.id);
  });
});

describe('order numbers', () => {
  it('are sequential within the month and leave no gap when an order is rolled back', async () => {
    const { billing, token } = await buyer();
    const numbers: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      const result = await topUp(token, { billingAccountId: billing.id, amount: 1000 + i });
      numbers.push(parseOrderNumber(result.data?.createTopUp.number ?? '')?.sequence ?? -1);
    }
    // An order whose transaction fails after its number was taken gives the number back.
    await expect(
      t.app.deps.db.transaction(async (tx) => {
        await placeOrder(tx, {
          userId: billing.userId,
          billingAccountId: billing.id,
          product: 'top_up',
          unitGross: 100,
          vatRate: null,
        });
        throw new Error('crash after numbering');
      }),
    ).rejects.toThrow('crash after numbering');
    const after = await topUp(token, { billingAccountId: billing.id, amount: 1000 });
    numbers.push(parseOrderNumber(after.data?.createTopUp.number ?? '')?.sequence ?? -1);
    const start = numbers[0] ?? 0;
    expect(numbers).toEqual([start, start + 1, start + 2, start + 3]);
  });

  it('are gapless when many orders are placed at once', async () => {
    const { billing, token } = await buyer();
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) => topUp(token, { billingAccountId: billing.id, amount: 100 + i })),
    );
    const sequences = results
      .map((result) => parseOrderNumber(result.data?.createTopUp.number ?? '')?.sequence ?? -1)
      .sort((a, b) => a - b);
    const first = sequences[0] ?? 0;
    expect(first).toBeGreaterThan(0);
    expect(sequences).toEqual(Array.from({ length: 12 }, (_, i) => first + i));
  });

  it('start from 1 in a new month', async () => {
    const number = await t.app.deps.db.transaction((tx) => nextOrderNumber(tx, new Date('2031-02-10T12:00:00Z')));
    expect(number).toBe('PS/2031/02/000001');
    const next = await t.app.deps.db.transaction((tx) => nextOrderNumber(tx, new Date('2031-02-28T22:59:00Z')));
    expect(next).toBe('PS/2031/02/000002');
    // 23:30 UTC on 28 Feb is already 1 March in Warsaw.
    expect(await t.app.deps.db.transaction((tx) => nextOrderNumber(tx, new Date('2031-02-28T23:30:00Z')))).toBe(
      'PS/2031/03/000001',
    );
  });
});

describe('myOrders', () => {
  it('lists only the own orders, newest first', async () => {
    const { billing, token } = await buyer();
    const stranger = await buyer();
    const first = await topUp(token, { billingAccountId: billing.id, amount: 1000 });
    const second = await topUp(token, { billingAccountId: billing.id, amount: 2000 });
    await topUp(stranger.token, { billingAccountId: stranger.billing.id, amount: 3000 });
    const result = await t.gql<{ myOrders: { items: Order[] } }>(MY_ORDERS, {}, { token });
    expect(result.data?.myOrders.items.map((order) => order.id)).toEqual([
      second.data?.createTopUp.id,
      first.data?.createTopUp.id,
    ]);
    const theirs = await t.gql<{ myOrders: { items: Order[] } }>(MY_ORDERS, {}, { token: stranger.token });
    expect(theirs.data?.myOrders.items.map((order) => order.grossAmount)).toEqual([3000]);
  });

  it('lists each order’s payments, batched, and none of another user', async () => {
    const { billing, token } = await buyer();
    const stranger = await buyer();
    const paid = await topUp(token, { billingAccountId: billing.id, amount: 1500 });
    const unpaid = await topUp(token, { billingAccountId: billing.id, amount: 1600 });
    const theirs = await topUp(stranger.token, { billingAccountId: stranger.billing.id, amount: 1700 });
    const PAY = 'mutation($input: PayOrderInput!) { payOrder(input: $input) { id status } }';
    const payment = await t.gql<{ payOrder: { id: string } }>(
      PAY,
      { input: { orderId: paid.data?.createTopUp.id, method: 'BLIK', blikCode: '777123' } },
      { token },
    );
    expect(payment.errors).toBeUndefined();
    await t.gql(
      PAY,
      { input: { orderId: theirs.data?.createTopUp.id, method: 'BLIK', blikCode: '777456' } },
      { token: stranger.token },
    );
    const result = await t.gql<{
      myOrders: {
        items: { id: string; payments: { id: string; orderId: string; amount: number; method: string }[] }[];
      };
    }>('query { myOrders { items { id payments { id orderId amount method } } } }', {}, { token });
    expect(result.errors).toBeUndefined();
    expect(result.data?.myOrders.items).toEqual([
      { id: unpaid.data?.createTopUp.id, payments: [] },
      {
        id: paid.data?.createTopUp.id,
        payments: [{ id: payment.data?.payOrder.id, orderId: paid.data?.createTopUp.id, amount: 1500, method: 'BLIK' }],
      },
    ]);
  });

  it('needs a signed-in user', async () => {
    const result = await t.gql(MY_ORDERS);
    expect(result.errors?.[0]?.message).toBe('Unauthenticated.');
  });
});

describe('order(id)', () => {
  const ORDER = `query($id: ID!) { order(id: $id) { ${FIELDS} reservationId } }`;

  it('answers the own order', async () => {
    const { billing, token } = await buyer();
    const placed = (await topUp(token, { billingAccountId: billing.id, amount: 2500 })).data?.createTopUp;
    const result = await t.gql<{ order: Order & { reservationId: string | null } }>(
      ORDER,
      { id: placed?.id },
      { token },
    );
    expect(result.errors).toBeUndefined();
    expect(result.data?.order).toEqual({ ...placed, reservationId: null });
  });

  it("answers another user's order, an unknown id and a malformed id alike: NOT_FOUND", async () => {
    const owner = await buyer();
    const other = await buyer();
    const placed = (await topUp(owner.token, { billingAccountId: owner.billing.id, amount: 2500 })).data?.createTopUp;
    for (const id of [placed?.id, '00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      const result = await t.gql(ORDER, { id }, { token: other.token });
      expect(errorCode(result), id).toBe('NOT_FOUND');
      expect(result.data?.order ?? null).toBeNull();
    }
  });

  it('needs a signed-in user', async () => {
    const { billing, token } = await buyer();
    const placed = (await topUp(token, { billingAccountId: billing.id, amount: 2500 })).data?.createTopUp;
    const result = await t.gql(ORDER, { id: placed?.id });
    expect(result.errors?.[0]?.message).toBe('Unauthenticated.');
  });
});
