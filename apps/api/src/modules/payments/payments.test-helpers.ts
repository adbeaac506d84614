import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { type OrderRow } from '../../db/schema/orders';
import { payments } from '../../db/schema/payments';
import { sandboxPayments } from '../../db/schema/sandbox-gateway';
import type { TestApp } from '../../test/app';
import { createUser, tokenFor } from '../../test/factories';
import { createBillingAccountFixture } from '../../test/money-factories';
import { ledgerInvariants } from '../ledger/ledger.service';
import { placeOrder } from '../orders/orders.service';
import { sandboxFor } from './gateway';

// Shared steps of the payments tests: a buyer with a billing account and an order, payOrder, the sandbox's clock.

export const PAYMENT_FIELDS =
  'id orderId amount currency status method createdAt updatedAt finishedAt failureCode redirectUrl';
export const PAY = `mutation($input: PayOrderInput!) { payOrder(input: $input) { ${PAYMENT_FIELDS} } }`;
export const GET_PAYMENT = `query($id: ID!) { payment(id: $id) { ${PAYMENT_FIELDS} order { id status } } }`;

export interface PaymentView {
  id: string;
  orderId: string;
  amount: number;
  status: string;
  method: string;
  failureCode: string | null;
  redirectUrl: string | null;
  order?: { id: string; status: string };
}

export interface Buyer {
  id: string;
  token: string;
  billingAccountId: string;
}

export async function buyer(t: TestApp, language = 'en'): Promise<Buyer> {
  const user = await createUser(t.app, { language });
  const billing = await createBillingAccountFixture(t.app, user.id);
  return { id: user.id, token: await tokenFor(t.app, user), billingAccountId: billing.id };
}

export function order(
  app: FastifyInstance,
  who: Buyer,
  product: 'top_up' | 'reservation' = 'top_up',
  amount = 5000,
): Promise<OrderRow> {
  return app.deps.db.transaction((tx) =>
    placeOrder(tx, {
      userId: who.id,
      billingAccountId: who.billingAccountId,
      product,
      unitGross: amount,
      vatRate: product === 'top_up' ? null : 23,
    }),
  );
}

/** payOrder as the web sends it: a BLIK payment with the gateway's terms ticked unless the input says otherwise. */
export async function pay(t: TestApp, who: Buyer, input: Record<string, unknown>) {
  const blik = input.method === 'BLIK' || input.method === 'BLIK_ALIAS';
  const terms = blik && !('acceptGatewayTerms' in input) ? { acceptGatewayTerms: true } : {};
  return t.gql<{ payOrder: PaymentView }>(PAY, { input: { ...input, ...terms } }, { token: who.token });
}

export async function payOk(t: TestApp, who: Buyer, input: Record<string, unknown>): Promise<PaymentView> {
  const result = await pay(t, who, input);
  if (!result.data?.payOrder) throw new Error(JSON.stringify(result.errors));
  return result.data.payOrder;
}

export async function getPayment(t: TestApp, who: Buyer, id: string): Promise<PaymentView> {
  const result = await t.gql<{ payment: PaymentView }>(GET_PAYMENT, { id }, { token: who.token });
  if (!result.data?.payment) throw new Error(JSON.stringify(result.errors));
  return result.data.payment;
}

export async function balanceOf(t: TestApp, who: Buyer): Promise<number> {
  const result = await t.gql<{ me: { balance: number } }>('{ me { balance } }', {}, { token: who.token });
  return result.data?.me.balance ?? Number.NaN;
}

/** The sandbox row behind one of our payments. */
export async function sandboxRowOf(app: FastifyInstance, paymentId: string) {
  const [row] = await app.deps.db
    .select()
    .from(sandboxPayments)
    .where(eq(sandboxPayments.merchantReference, paymentId));
  if (!row) throw new Error(`no sandbox row for ${paymentId}`);
  return row;
}

/** Makes the sandbox's deadline (or the bank's answer) for one payment due now, then lets the sandbox's clock tick. */
export async function makeDue(app: FastifyInstance, paymentId: string): Promise<void> {
  await app.deps.db
    .update(sandboxPayments)
    .set({ expiresAt: new Date(Date.now() - 1000) })
    .where(eq(sandboxPayments.merchantReference, paymentId));
  await sandboxFor(app.deps).tick(new Date());
}

/** Ledger invariants, and exactly one deposit/purchase entry for each succeeded payment (none for the others). */
export async function expectLedgerSound(app: FastifyInstance): Promise<void> {
  expect(await ledgerInvariants(app.deps.db)).toEqual({ total: 0, unbalancedEntries: [], negativeWallets: [] });
  const rows = await app.deps.db
    .select({
      id: payments.id,
      status: payments.status,
      entries: sql<number>`(select count(*)::int from journal_entries e where e.payment_id = payments.id and e.kind in ('deposit', 'purchase'))`,
    })
    .from(payments);
  for (const row of rows) {
    expect(Number(row.entries), `payment ${row.id} (${row.status})`).toBe(row.status === 'succeeded' ? 1 : 0);
  }
}
