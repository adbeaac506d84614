import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { journalEntries } from '../../db/schema/ledger';
import { ticketEvents, ticketMessages, tickets } from '../../db/schema/tickets';
import { users } from '../../db/schema/users';
import type { GraphQLResponse, TestApp } from '../../test/app';
import { createUser, tokenFor } from '../../test/factories';
import { walletBalance } from '../ledger/ledger.service';
import { payByBlik } from '../refunds/refunds.test-helpers';
import {
  activeParking,
  bookAndPay,
  bookingInput,
  createOk,
  driver,
  expectLedgerSound,
  HOUR,
  type Driver,
  type Place,
} from '../reservations/reservations.test-helpers';
import { dataOf, openTicket, TICKET_FIELDS, type TicketData } from './tickets.test-helpers';

// Shared by the tests of refunds and remedies on tickets (decision 080): a paid stay at a parking with three
// spots (A-10, A-2, A-1; the stay on A-1), its driver's "report a problem" ticket, support, a stranger and the
// owner of another parking, and the documents.

export const MONEY_FIELDS = `${TICKET_FIELDS} refund { amount bearer createdAt refunds { amount destination status cause } }
  refundable refundablePlan { toPayer toBalance } remedies { otherSpotNumber refundAmount refundPlan { toPayer toBalance } }`;
export const GRANT = `mutation($input: TicketRefundInput!) { grantTicketRefund(input: $input) { ${MONEY_FIELDS} } }`;
export const TAKE_SPOT = `mutation($ticketId: ID!) { takeOtherSpot(ticketId: $ticketId) { ${MONEY_FIELDS} } }`;
export const CANCEL_STAY = `mutation($ticketId: ID!) { cancelStayWithRefund(ticketId: $ticketId) { ${MONEY_FIELDS} } }`;
export const MONEY_TICKET = `query($id: ID!) { ticket(id: $id) { ${MONEY_FIELDS} } }`;
export const HISTORY = `query { me { balance } myWalletHistory(first: 100) {
  items { kind amount reservationId ticketId ticketNumber } } }`;

interface Plan {
  toPayer: number;
  toBalance: number;
}

export interface MoneyTicketData extends TicketData {
  refund: {
    amount: number;
    bearer: string;
    createdAt: string;
    refunds: { amount: number; destination: string; status: string; cause: string }[];
  } | null;
  refundable: number | null;
  refundablePlan: Plan | null;
  remedies: { otherSpotNumber: string | null; refundAmount: number; refundPlan: Plan } | null;
  events: {
    kind: string;
    actorRole: string;
    actorName: string | null;
    from: string | null;
    to: string | null;
    amount?: number | null;
    bearer?: string | null;
  }[];
}

export interface Scene {
  place: Place;
  who: Driver;
  reservationId: string;
  ticket: TicketData;
  admin: { id: string; token: string };
  stranger: { id: string; token: string };
  otherOwner: { id: string; token: string };
}

async function someone(t: TestApp, roles?: string[]) {
  const user = await createUser(t.app, roles ? { roles } : {});
  return { id: user.id, token: await tokenFor(t.app, user) };
}

/**
 * A paid two-hour stay on A-1 under way now (9.00 PLN from a 20.00 balance, or by BLIK with `blikCode`; startIn
 * moves it) and its driver's "report a problem" ticket (spot_occupied unless told).
 */
export async function scene(
  t: TestApp,
  {
    startIn = 0,
    reason = 'spot_occupied',
    language,
    blikCode,
  }: { startIn?: number; reason?: string; language?: string; blikCode?: string } = {},
): Promise<Scene> {
  const place = await activeParking(t);
  const who = await driver(t, 2000);
  if (language) await t.app.deps.db.update(users).set({ language }).where(eq(users.id, who.id));
  const input = bookingInput(who, place.spotIds[2]!, startIn, 2 * HOUR);
  const paid = blikCode ? await createOk(t, who, input) : await bookAndPay(t, who, input);
  if (blikCode) await payByBlik(t, who, paid.order.id, blikCode);
  const ticket = await openTicket(t, who.token, {
    type: 'compensation',
    subject: 'Spot occupied',
    description: 'Another car stood in my spot.',
    reservationId: paid.reservation.id,
    reason,
  });
  const otherOwner = await activeParking(t);
  return {
    place,
    who,
    reservationId: paid.reservation.id,
    ticket,
    admin: await someone(t, ['user', 'admin']),
    stranger: await someone(t),
    otherOwner: { id: otherOwner.ownerId, token: otherOwner.ownerToken },
  };
}

export async function asViewer(t: TestApp, token: string, id: string): Promise<MoneyTicketData> {
  return dataOf(await t.gql<Record<string, MoneyTicketData>>(MONEY_TICKET, { id }, { token }));
}

export const grant = (t: TestApp, token: string, input: Record<string, unknown>) =>
  t.gql<Record<string, MoneyTicketData>>(GRANT, { input }, { token });

export interface Movement {
  kind: string;
  amount: number;
  reservationId: string | null;
  ticketId: string | null;
  ticketNumber: string | null;
}

/** The user's wallet history; it sums to their balance (checked here). */
export async function historyOf(t: TestApp, token: string): Promise<Movement[]> {
  const result = await t.gql<{ me: { balance: number }; myWalletHistory: { items: Movement[] } }>(
    HISTORY,
    {},
    { token },
  );
  if (!result.data) throw new Error(JSON.stringify(result.errors));
  const { me, myWalletHistory } = result.data;
  expect(myWalletHistory.items.reduce((sum, row) => sum + row.amount, 0)).toBe(me.balance);
  return myWalletHistory.items;
}

/** The ledger's invariants hold and every person's history sums to their balance. */
export async function expectSound(t: TestApp, tokens: string[]): Promise<void> {
  await expectLedgerSound(t);
  for (const token of tokens) await historyOf(t, token);
}

/** What a ticket and its driver's money look like (to check a refused request changed nothing). */
export async function snapshot(t: TestApp, s: Scene) {
  const db = t.app.deps.db;
  const [row] = await db.select().from(tickets).where(eq(tickets.id, s.ticket.id));
  return {
    row,
    messages: (await db.select().from(ticketMessages).where(eq(ticketMessages.ticketId, s.ticket.id))).length,
    events: (await db.select().from(ticketEvents).where(eq(ticketEvents.ticketId, s.ticket.id))).length,
    entries: (await db.select().from(journalEntries).where(eq(journalEntries.ticketId, s.ticket.id))).length,
    driver: await walletBalance(db, s.who.id),
    owner: await walletBalance(db, s.place.ownerId),
  };
}

export const validationOf = (response: GraphQLResponse) => response.errors?.[0]?.extensions?.validation;
