import { and, eq, isNull } from 'drizzle-orm';
import { expect } from 'vitest';
import { ledgerAccounts } from '../../db/schema/ledger';
import { refunds, type RefundRow } from '../../db/schema/refunds';
import { sandboxPayments } from '../../db/schema/sandbox-gateway';
import type { TestApp } from '../../test/app';
import { accountBalance, ledgerInvariants, type PlatformAccount } from '../ledger/ledger.service';
import { sandboxFor } from '../payments/gateway';
import {
  activeParking,
  bookingInput,
  createOk,
  driver,
  HOUR,
  PAY,
  type Driver,
  type PayloadData,
  type Place,
} from '../reservations/reservations.test-helpers';

// Shared steps of the refunds tests (decision 085): a stay paid by BLIK (a test code decides what the bank does
// with its refunds: 777900 fails them, 777901 refuses them), the sandbox's clock, the refund rows, the platform's
// accounts, and the invariants: a balanced ledger, nothing left in refunds clearing once every refund has ended,
// and each history summing to its balance.

export const REFUND_FIELDS = 'id amount currency destination status cause failureCode createdAt finishedAt';

export interface RefundView {
  id: string;
  amount: number;
  destination: string;
  status: string;
  cause: string;
  failureCode: string | null;
  finishedAt: string | null;
}

/** The sandbox's clock 2 s ahead: the bank has answered what is due (payments, refunds) and notified Parkshare. */
export const tickGateway = (t: TestApp) => sandboxFor(t.app.deps).tick(new Date(Date.now() + 2000));

/** Pays an order by BLIK with a test code and lets the bank approve it. Answers the payment's id. */
export async function payByBlik(t: TestApp, who: Driver, orderId: string, blikCode = '777123'): Promise<string> {
  const paid = await t.gql<{ payOrder: { id: string; status: string } }>(
    PAY,
    { input: { orderId, method: 'BLIK', blikCode } },
    { token: who.token },
  );
  if (!paid.data?.payOrder) throw new Error(JSON.stringify(paid.errors));
  await tickGateway(t);
  return paid.data.payOrder.id;
}

export interface BlikStay {
  place: Place;
  who: Driver;
  booked: PayloadData;
  paymentId: string;
}

/** A two-hour stay (9.00 PLN) starting `startIn` from now, paid by BLIK with `blikCode`; the driver has `balance`. */
export async function blikStay(
  t: TestApp,
  { blikCode = '777123', startIn = HOUR, balance = 0 }: { blikCode?: string; startIn?: number; balance?: number } = {},
): Promise<BlikStay> {
  const place = await activeParking(t);
  const who = await driver(t, balance);
  const booked = await createOk(t, who, bookingInput(who, place.spotIds[0]!, startIn, 2 * HOUR));
  const paymentId = await payByBlik(t, who, booked.order.id, blikCode);
  return { place, who, booked, paymentId };
}

/** The refunds of a reservation (or of the rows matching `where`), oldest first. */
export async function refundsOf(t: TestApp, reservationId: string): Promise<RefundRow[]> {
  return t.app.deps.db
    .select()
    .from(refunds)
    .where(eq(refunds.reservationId, reservationId))
    .orderBy(refunds.createdAt, refunds.id);
}

/** The sandbox's own refund rows of one of Parkshare's refunds (one, however often it was asked). */
export async function sandboxRefundsOf(t: TestApp, refundId: string) {
  return t.app.deps.db
    .select()
    .from(sandboxPayments)
    .where(and(eq(sandboxPayments.merchantReference, refundId), eq(sandboxPayments.kind, 'refund')));
}

/** A platform account's balance, grosze. */
export async function platformBalance(t: TestApp, kind: PlatformAccount): Promise<number> {
  const [row] = await t.app.deps.db
    .select({ id: ledgerAccounts.id })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.kind, kind), isNull(ledgerAccounts.userId)));
  return accountBalance(t.app.deps.db, row!.id);
}

/** The user's balance and wallet history, which must add up to it. */
export async function balanceAndHistory(t: TestApp, token: string) {
  const result = await t.gql<{
    me: { balance: number };
    myWalletHistory: { items: { kind: string; amount: number }[] };
  }>('query { me { balance } myWalletHistory(first: 100) { items { kind amount } } }', {}, { token });
  if (!result.data) throw new Error(JSON.stringify(result.errors));
  const { me, myWalletHistory } = result.data;
  expect(myWalletHistory.items.reduce((sum, row) => sum + row.amount, 0)).toBe(me.balance);
  return { balance: me.balance, history: myWalletHistory.items };
}

/** The ledger balances; refunds clearing holds exactly what refunds to the payer still on their way hold. */
export async function expectRefundsSound(t: TestApp): Promise<void> {
  expect(await ledgerInvariants(t.app.deps.db)).toEqual({ total: 0, unbalancedEntries: [], negativeWallets: [] });
  const waiting = await t.app.deps.db
    .select({ amount: refunds.amount })
    .from(refunds)
    .where(and(eq(refunds.status, 'processing'), eq(refunds.destination, 'payer')));
  expect(await platformBalance(t, 'refunds_clearing')).toBe(waiting.reduce((sum, row) => sum + row.amount, 0));
}
