import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../db/schema/orders';
import { createTestApp, fieldErrors, type TestApp } from '../../test/app';
import { activeParking, bookingInput, CANCEL, createOk, driver } from '../reservations/reservations.test-helpers';
import { sandboxFor } from './gateway';
import { buyer, expectLedgerSound, order, pay, payOk } from './payments.test-helpers';

// Issue 13: abandoned 'placed' top-up orders piled up in /orders. After an hour without a payment under way they
// are canceled (the order state machine), and /orders lists no order that was canceled before anyone paid it.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

const HOUR = 60 * 60 * 1000;
const age = (id: string, ms: number) =>
  t.app.deps.db
    .update(orders)
    .set({ createdAt: new Date(Date.now() - ms) })
    .where(eq(orders.id, id));
const statuses = async (ids: string[]) =>
  Object.fromEntries(
    (
      await t.app.deps.db.select({ id: orders.id, status: orders.status }).from(orders).where(inArray(orders.id, ids))
    ).map((row) => [row.id, row.status]),
  );
const listed = async (token: string) =>
  (
    await t.gql<{ myOrders: { items: { id: string; status: string }[] } }>(
      '{ myOrders { items { id status } } }',
      {},
      { token },
    )
  ).data?.myOrders.items.map((item) => item.id);

describe('abandoned top-up orders', () => {
  it('are canceled after an hour without a payment under way and leave /orders; others stay', async () => {
    const who = await buyer(t);
    const abandoned = await order(t.app, who);
    const declined = await order(t.app, who);
    const paying = await order(t.app, who);
    const recent = await order(t.app, who);
    const paid = await order(t.app, who);
    await pay(t, who, { orderId: declined.id, method: 'BLIK', blikCode: '500500' });
    await t.app.scheduler.runNow('sandbox-gateway');
    await payOk(t, who, { orderId: paying.id, method: 'ONLINE' });
    await payOk(t, who, { orderId: paid.id, method: 'BLIK', blikCode: '777123' });
    await t.app.deps.db.update(orders).set({ createdAt: new Date() }).where(eq(orders.id, recent.id));
    for (const id of [abandoned.id, declined.id, paying.id, paid.id]) await age(id, 2 * HOUR);
    await age(recent.id, HOUR - 60_000);
    // The bank answers the declined and the approved BLIK payments.
    await sandboxFor(t.app.deps).tick(new Date(Date.now() + 2000));

    expect(await listed(who.token)).toHaveLength(5);
    await t.app.scheduler.runNow('abandoned-top-ups');
    expect(await statuses([abandoned.id, declined.id, paying.id, recent.id, paid.id])).toEqual({
      [abandoned.id]: 'canceled',
      [declined.id]: 'canceled',
      [paying.id]: 'placed',
      [recent.id]: 'placed',
      [paid.id]: 'completed',
    });
    expect(new Set(await listed(who.token))).toEqual(new Set([paying.id, recent.id, paid.id]));
    // A canceled order cannot be paid any more (a new top-up can).
    const late = await pay(t, who, { orderId: abandoned.id, method: 'BLIK', blikCode: '777124' });
    expect(Object.keys(fieldErrors(late) ?? {})).toEqual(['orderId']);
    await expectLedgerSound(t.app);
  });

  it('a reservation whose hold was cancelled unpaid is not listed; a paid and refunded one is', async () => {
    const place = await activeParking(t);
    const who = await driver(t, 5000);
    const unpaid = await createOk(t, who, bookingInput(who, place.spotIds[0]!));
    await t.gql(CANCEL, { id: unpaid.reservation.id }, { token: who.token });
    const refunded = await createOk(t, who, bookingInput(who, place.spotIds[1]!));
    await t.gql(
      'mutation($input: PayOrderInput!) { payOrder(input: $input) { id } }',
      { input: { orderId: refunded.order.id, method: 'WALLET' } },
      { token: who.token },
    );
    await t.gql(CANCEL, { id: refunded.reservation.id }, { token: who.token });
    expect(await statuses([unpaid.order.id, refunded.order.id])).toEqual({
      [unpaid.order.id]: 'canceled',
      [refunded.order.id]: 'canceled',
    });
    expect(await listed(who.token)).toEqual([refunded.order.id]);
  });
});
