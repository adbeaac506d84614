import { formatMessage } from '@parkshare/shared/validation/messages';
import { formatMoney } from '@parkshare/shared/money';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SpotStateEvent } from '../../lib/spot-events';
import { createTestApp, errorCode, type TestApp } from '../../test/app';
import { tokenFor } from '../../test/factories';
import { bookAndPay, bookingInput, driver, HOUR, MINUTE, row } from '../reservations/reservations.test-helpers';
import {
  asViewer,
  CANCEL_STAY,
  expectSound,
  grant,
  historyOf,
  scene,
  snapshot,
  TAKE_SPOT,
  validationOf,
  type MoneyTicketData,
  type Scene,
} from './ticket-money.test-helpers';
import { dataOf, expectNotFound, move } from './tickets.test-helpers';

// The "report a problem" remedies on a ticket (decision 080): only its reporter, only for an occupied spot on a
// stay under way, once per ticket; another free spot of the same parking (the next one when it is taken
// meanwhile, noOtherSpot when none is), or cancelling with a full refund, which resolves the ticket. The map hears
// both spots, the owner gets a mail, the ledger stays sound.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

const UNKNOWN = '00000000-0000-4000-8000-000000000000';
const take = (token: string, ticketId: string) =>
  t.gql<Record<string, MoneyTicketData>>(TAKE_SPOT, { ticketId }, { token });
const cancel = (token: string, ticketId: string) =>
  t.gql<Record<string, MoneyTicketData>>(CANCEL_STAY, { ticketId }, { token });
const everyone = (s: Scene) => [s.who.token, s.place.ownerToken];

/** Another driver holds the spot over the next three hours. */
async function occupy(spotId: string) {
  const other = await driver(t, 5000);
  await bookAndPay(t, other, bookingInput(other, spotId, 0, 3 * HOUR));
}

/** The spot events published while `work` runs. */
async function spotEventsDuring(work: () => Promise<unknown>): Promise<SpotStateEvent[]> {
  const events: SpotStateEvent[] = [];
  const controller = new AbortController();
  const listening = (async () => {
    for await (const event of t.app.deps.spotEvents.listen(controller.signal)) events.push(event);
  })();
  await work();
  await new Promise((resolve) => setImmediate(resolve));
  controller.abort();
  await listening;
  return events;
}

describe('who is offered a remedy and may take it', () => {
  it('the reporter alone; outsiders are told the ticket does not exist, the owner and support are refused', async () => {
    const s = await scene(t);
    expect((await asViewer(t, s.who.token, s.ticket.id)).remedies).toEqual({
      otherSpotNumber: 'A-2',
      refundAmount: 900,
      refundPlan: { toPayer: 0, toBalance: 900 },
    });
    expect((await asViewer(t, s.place.ownerToken, s.ticket.id)).remedies).toBeNull();
    expect((await asViewer(t, s.admin.token, s.ticket.id)).remedies).toBeNull();
    const before = await snapshot(t, s);
    const stay = await row(t, s.reservationId);
    for (const mutation of [take, cancel]) {
      expect((await mutation('', s.ticket.id)).errors?.[0]?.message).toBe('Unauthenticated.');
      expectNotFound(await mutation(s.stranger.token, s.ticket.id));
      expectNotFound(await mutation(s.otherOwner.token, s.ticket.id));
      expectNotFound(await mutation(s.who.token, UNKNOWN));
      expectNotFound(await mutation(s.who.token, "1' or '1'='1"));
      expect(errorCode(await mutation(s.place.ownerToken, s.ticket.id))).toBe('FORBIDDEN');
      expect(errorCode(await mutation(s.admin.token, s.ticket.id))).toBe('FORBIDDEN');
      expect(errorCode(await mutation(await tokenFor(t.app, { id: s.place.ownerId }, s.admin.id), s.ticket.id))).toBe(
        'FORBIDDEN',
      );
    }
    expect(await snapshot(t, s)).toEqual(before);
    expect(await row(t, s.reservationId)).toEqual(stay);
  });

  it('not for another reason, a stay not started or ended, a settled ticket or a stay already refunded', async () => {
    const notAvailable = { ticketId: [formatMessage('remedyNotAvailable')] };
    const other = await scene(t, { reason: 'not_as_described' });
    expect((await asViewer(t, other.who.token, other.ticket.id)).remedies).toBeNull();
    expect(validationOf(await take(other.who.token, other.ticket.id))).toEqual(notAvailable);

    const future = await scene(t, { startIn: HOUR });
    expect((await asViewer(t, future.who.token, future.ticket.id)).remedies).toBeNull();
    expect(validationOf(await take(future.who.token, future.ticket.id))).toEqual(notAvailable);
    expect(validationOf(await cancel(future.who.token, future.ticket.id))).toEqual(notAvailable);

    const closed = await scene(t);
    await move(t, closed.who.token, { ticketId: closed.ticket.id, status: 'closed' });
    expect((await asViewer(t, closed.who.token, closed.ticket.id)).remedies).toBeNull();
    expect(validationOf(await cancel(closed.who.token, closed.ticket.id))).toEqual(notAvailable);

    // Support refunded part of it: a full refund would pay that part twice.
    const refunded = await scene(t);
    dataOf(await grant(t, refunded.admin.token, { ticketId: refunded.ticket.id, amount: 100, bearer: 'platform' }));
    expect((await asViewer(t, refunded.who.token, refunded.ticket.id)).remedies).toBeNull();
    expect(validationOf(await cancel(refunded.who.token, refunded.ticket.id))).toEqual(notAvailable);
    expect(validationOf(await take(refunded.who.token, refunded.ticket.id))).toEqual(notAvailable);
    await expectSound(t, everyone(refunded));
  });
});

describe('another free spot', () => {
  it('moves the stay to the first free spot, tells the map about both, records it, mails the owner; once', async () => {
    const s = await scene(t);
    await occupy(s.place.spotIds[1]!);
    expect((await asViewer(t, s.who.token, s.ticket.id)).remedies).toEqual({
      otherSpotNumber: 'A-10',
      refundAmount: 900,
      refundPlan: { toPayer: 0, toBalance: 900 },
    });
    const balance = (await historyOf(t, s.who.token)).reduce((sum, item) => sum + item.amount, 0);
    const mails = t.outbox().length;
    let ticket!: MoneyTicketData;
    const events = await spotEventsDuring(async () => {
      ticket = dataOf(await take(s.who.token, s.ticket.id));
    });
    expect(events.map((event) => event.spotId)).toEqual([s.place.spotIds[2], s.place.spotIds[0]]);
    expect(await row(t, s.reservationId)).toMatchObject({ spotId: s.place.spotIds[0], status: 'active', amount: 900 });
    expect(ticket.remedies).toBeNull();
    expect(ticket.messages.at(-1)).toMatchObject({
      authorRole: 'reporter',
      mine: true,
      internal: false,
      body: 'Spot A-1 was taken, so the stay moved to spot A-10 for the rest of its time, at no extra cost.',
    });
    const trail = (await asViewer(t, s.admin.token, s.ticket.id)).events.at(-1);
    expect(trail).toMatchObject({ kind: 'spot_changed', actorRole: 'reporter', from: 'A-1', to: 'A-10' });
    const sent = t.outbox().slice(mails);
    expect(sent.map((mail) => mail.subject)).toEqual([`New message in ticket ${s.ticket.number}`]);
    // At no extra cost.
    expect((await historyOf(t, s.who.token)).reduce((sum, item) => sum + item.amount, 0)).toBe(balance);
    // Twice: the remedy has been used.
    expect(validationOf(await take(s.who.token, s.ticket.id))).toEqual({
      ticketId: [formatMessage('remedyNotAvailable')],
    });
    await expectSound(t, everyone(s));
  });

  it('none free: noOtherSpot, and nothing changes', async () => {
    const s = await scene(t);
    await occupy(s.place.spotIds[0]!);
    await occupy(s.place.spotIds[1]!);
    expect((await asViewer(t, s.who.token, s.ticket.id)).remedies).toEqual({
      otherSpotNumber: null,
      refundAmount: 900,
      refundPlan: { toPayer: 0, toBalance: 900 },
    });
    const before = await snapshot(t, s);
    expect(validationOf(await take(s.who.token, s.ticket.id))).toEqual({ ticketId: [formatMessage('noOtherSpot')] });
    expect(await snapshot(t, s)).toEqual(before);
    // Cancelling is still on offer.
    expect(dataOf(await cancel(s.who.token, s.ticket.id)).status).toBe('resolved');
  });
});

describe('cancelling with a full refund', () => {
  it('refunds everything, cancels the stay, frees the spot, resolves the ticket with an outcome; once', async () => {
    const s = await scene(t, { language: 'pl' });
    let ticket!: MoneyTicketData;
    const events = await spotEventsDuring(async () => {
      ticket = dataOf(await cancel(s.who.token, s.ticket.id));
    });
    expect(events.map((event) => event.spotId)).toEqual([s.place.spotIds[2]]);
    const amount = formatMoney(900, 'pl');
    expect(ticket).toMatchObject({ status: 'resolved', outcome: `Postój anulowany z pełnym zwrotem ${amount}.` });
    expect(ticket.resolvedAt).not.toBeNull();
    expect(ticket.remedies).toBeNull();
    expect(ticket.messages.at(-1)?.body).toBe(
      `Miejsce było zajęte, więc postój anulowano, a jego pełna cena, ${amount}, wróciła na saldo kierowcy.`,
    );
    expect((await asViewer(t, s.admin.token, s.ticket.id)).events.slice(-2)).toMatchObject([
      { kind: 'stay_cancelled', amount: 900 },
      { kind: 'status', from: 'new', to: 'resolved' },
    ]);
    expect(await row(t, s.reservationId)).toMatchObject({ status: 'cancelled' });
    const rows = await historyOf(t, s.who.token);
    expect(rows[0]).toMatchObject({ kind: 'refund', amount: 900, reservationId: s.reservationId });
    expect(rows.reduce((sum, item) => sum + item.amount, 0)).toBe(2000);
    // The spot is free for another driver now.
    const next = await driver(t, 5000);
    await bookAndPay(t, next, bookingInput(next, s.place.spotIds[2]!, MINUTE, HOUR));
    // Twice, or support granting more afterwards: nothing left.
    expect(validationOf(await cancel(s.who.token, s.ticket.id))).toEqual({
      ticketId: [formatMessage('remedyNotAvailable')],
    });
    await move(t, s.who.token, { ticketId: s.ticket.id, status: 'reopened' });
    expect(validationOf(await take(s.who.token, s.ticket.id))).toEqual({
      ticketId: [formatMessage('remedyNotAvailable')],
    });
    expect(
      validationOf(await grant(t, s.admin.token, { ticketId: s.ticket.id, amount: 1, bearer: 'platform' })),
    ).toEqual({
      amount: [formatMessage('refundAboveRefundable', { max: '0.00' })],
    });
    await expectSound(t, everyone(s));
  });
});

describe.runIf(Boolean(process.env.TEST_DATABASE_URL))('races (PostgreSQL)', () => {
  it('double taps and both remedies at once: exactly one remedy, one refund at most', async () => {
    const s = await scene(t);
    const results = await Promise.all([
      take(s.who.token, s.ticket.id),
      take(s.who.token, s.ticket.id),
      cancel(s.who.token, s.ticket.id),
      cancel(s.who.token, s.ticket.id),
    ]);
    for (const result of results) expect(result.status).toBeLessThan(500);
    const done = results.filter((result) => !result.errors);
    expect(done).toHaveLength(1);
    for (const result of results.filter((item) => item.errors)) {
      expect(validationOf(result)).toEqual({ ticketId: [formatMessage('remedyNotAvailable')] });
    }
    const refunds = (await historyOf(t, s.who.token)).filter((item) => item.kind === 'refund');
    expect(refunds.length).toBeLessThanOrEqual(1);
    await expectSound(t, everyone(s));
  });

  it('a cancellation and support granting a refund at once never pay more than the stay cost', async () => {
    const s = await scene(t);
    const results = await Promise.all([
      cancel(s.who.token, s.ticket.id),
      grant(t, s.admin.token, { ticketId: s.ticket.id, amount: 500, bearer: 'owner' }),
    ]);
    expect(results.filter((result) => !result.errors)).toHaveLength(1);
    const refunded = (await historyOf(t, s.who.token))
      .filter((item) => item.kind === 'refund')
      .reduce((sum, item) => sum + item.amount, 0);
    expect([500, 900]).toContain(refunded);
    await expectSound(t, everyone(s));
  });
});
