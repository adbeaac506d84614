import { formatMoney } from '@parkshare/shared/money';
import { formatMessage } from '@parkshare/shared/validation/messages';
import { MAX_REFUND } from '@parkshare/shared/validation/tickets';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { journalEntries } from '../../db/schema/ledger';
import { createTestApp, errorCode, type TestApp } from '../../test/app';
import { tokenFor } from '../../test/factories';
import { postEntry } from '../ledger/ledger.service';
import { COMPLETE } from '../reservations/reservations.test-helpers';
import {
  asViewer,
  expectSound,
  grant,
  historyOf,
  scene,
  snapshot,
  validationOf,
  type Scene,
} from './ticket-money.test-helpers';
import { dataOf, expectNotFound, openTicket } from './tickets.test-helpers';

// grantTicketRefund (decision 080 "Money"): support only, on a compensation ticket's stay, at most what is
// refundable, borne by the platform or the owner, exactly once whatever is repeated or raced; the driver sees the
// refund with the ticket's number in their history and gets a mail, the owner sees the reversal; the ledger's
// invariants hold and every history sums to its balance after each scenario.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://parkshare.example' });
});

const UNKNOWN = '00000000-0000-4000-8000-000000000000';
const everyone = (s: Scene) => [s.who.token, s.place.ownerToken, s.admin.token];

async function complete(s: Scene) {
  expect((await t.gql(COMPLETE, { id: s.reservationId }, { token: s.who.token })).errors).toBeUndefined();
}

describe('who may grant a refund', () => {
  it('support only: outsiders are told it does not exist, participants are refused, nothing moves', async () => {
    const s = await scene(t);
    const before = await snapshot(t, s);
    const input = { ticketId: s.ticket.id, amount: 100, bearer: 'platform' };
    expect((await grant(t, '', input)).errors?.[0]?.message).toBe('Unauthenticated.');
    expectNotFound(await grant(t, s.stranger.token, input));
    expectNotFound(await grant(t, s.otherOwner.token, input));
    expectNotFound(await grant(t, s.admin.token, { ...input, ticketId: UNKNOWN }));
    expectNotFound(await grant(t, s.admin.token, { ...input, ticketId: 'not-an-id' }));
    expect(errorCode(await grant(t, s.who.token, input))).toBe('FORBIDDEN');
    expect(errorCode(await grant(t, s.place.ownerToken, input))).toBe('FORBIDDEN');
    // An admin impersonating the driver acts as the driver.
    const impersonated = await tokenFor(t.app, { id: s.who.id }, s.admin.id);
    expect(errorCode(await grant(t, impersonated, input))).toBe('FORBIDDEN');
    expect(await snapshot(t, s)).toEqual(before);
    // Only support sees what is refundable.
    expect((await asViewer(t, s.who.token, s.ticket.id)).refundable).toBeNull();
    expect((await asViewer(t, s.place.ownerToken, s.ticket.id)).refundable).toBeNull();
    expect((await asViewer(t, s.admin.token, s.ticket.id)).refundable).toBe(900);
  });

  it('refuses bad input with field errors and a ticket without a reservation', async () => {
    const s = await scene(t);
    const before = await snapshot(t, s);
    const base = { ticketId: s.ticket.id, amount: 100, bearer: 'platform' };
    expect(validationOf(await grant(t, s.admin.token, { ...base, amount: 0 }))).toEqual({
      amount: [formatMessage('amountMin', { min: '0.01' })],
    });
    expect(validationOf(await grant(t, s.admin.token, { ...base, amount: -500 }))).toEqual({
      amount: [formatMessage('amountMin', { min: '0.01' })],
    });
    expect(validationOf(await grant(t, s.admin.token, { ...base, amount: MAX_REFUND + 1 }))).toEqual({
      amount: [formatMessage('amountMax', { max: '100000.00' })],
    });
    expect(Object.keys(validationOf(await grant(t, s.admin.token, { ticketId: s.ticket.id })) ?? {}).sort()).toEqual([
      'amount',
      'bearer',
    ]);
    expect(validationOf(await grant(t, s.admin.token, { ...base, idempotencyKey: 'k'.repeat(101) }))).toHaveProperty(
      'idempotencyKey',
    );
    expect(validationOf(await grant(t, s.admin.token, { ...base, ticketId: '' }))).toHaveProperty('ticketId');
    // A GraphQL type error (a string for an Int, an unknown bearer) is the client's mistake, never a 500.
    const wrongType = await grant(t, s.admin.token, { ...base, amount: '1; drop table tickets' });
    expect(wrongType.status).toBeLessThan(500);
    expect((await grant(t, s.admin.token, { ...base, bearer: 'driver' })).status).toBeLessThan(500);

    const parkingTicket = await openTicket(t, s.who.token, {
      type: 'parking',
      subject: 'Gate',
      description: 'The gate is broken.',
      parkingIdentifier: s.place.identifier,
    });
    expect(validationOf(await grant(t, s.admin.token, { ...base, ticketId: parkingTicket.id }))).toEqual({
      ticketId: [formatMessage('refundWithoutReservation')],
    });
    expect((await asViewer(t, s.admin.token, parkingTicket.id)).refundable).toBeNull();
    expect(await snapshot(t, s)).toEqual(before);
  });
});

describe('a refund borne by the platform', () => {
  it('pays the driver in full from revenue, shows on the ticket, in the thread, the trail and the history, and mails the driver', async () => {
    const s = await scene(t);
    const mails = t.outbox().length;
    const ticket = dataOf(await grant(t, s.admin.token, { ticketId: s.ticket.id, amount: 900, bearer: 'platform' }));
    expect(ticket.refund).toMatchObject({ amount: 900, bearer: 'platform' });
    expect(ticket.refundable).toBe(0);
    expect(ticket.events.at(-1)).toMatchObject({
      kind: 'refund',
      actorRole: 'support',
      amount: 900,
      bearer: 'platform',
    });
    expect(ticket.messages.at(-1)).toMatchObject({
      authorRole: 'support',
      internal: false,
      body: `Support has refunded ${formatMoney(900, 'en')} to the driver's Parkshare balance.`,
    });
    // The driver and the owner see the refund and the line; neither sees the trail.
    const mine = await asViewer(t, s.who.token, s.ticket.id);
    expect(mine.refund).toMatchObject({ amount: 900, bearer: 'platform' });
    expect(mine.events).toEqual([]);
    expect((await asViewer(t, s.place.ownerToken, s.ticket.id)).messages.at(-1)?.body).toContain(
      formatMoney(900, 'en'),
    );
    const rows = await historyOf(t, s.who.token);
    expect(rows[0]).toEqual({
      kind: 'refund',
      amount: 900,
      reservationId: s.reservationId,
      ticketId: s.ticket.id,
      ticketNumber: s.ticket.number,
    });
    const sent = t.outbox().slice(mails);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.subject).toBe(`Refund of ${formatMoney(900, 'en')} on ticket ${s.ticket.number}`);
    expect(sent[0]?.headers['x-parkshare-link']).toBe(`https://parkshare.example/ticket/${s.ticket.id}`);
    // The owner still earns the whole stay.
    await complete(s);
    expect((await historyOf(t, s.place.ownerToken)).map((row) => [row.kind, row.amount])).toEqual([
      ['earning', 900],
      ['commission', -90],
    ]);
    await expectSound(t, everyone(s));
  });
});

describe('a refund borne by the owner', () => {
  it('of a stay not completed: escrow pays the driver, the completion credits only what is left', async () => {
    const s = await scene(t);
    dataOf(await grant(t, s.admin.token, { ticketId: s.ticket.id, amount: 400, bearer: 'owner' }));
    expect((await historyOf(t, s.who.token))[0]).toMatchObject({ kind: 'refund', amount: 400 });
    await complete(s);
    expect((await historyOf(t, s.place.ownerToken)).map((row) => [row.kind, row.amount])).toEqual([
      ['earning', 500],
      ['commission', -50],
    ]);
    expect((await asViewer(t, s.admin.token, s.ticket.id)).refundable).toBe(500);
    await expectSound(t, everyone(s));
  });

  it('of a completed stay, in part: the earning is reversed with its commission share, shown to the owner', async () => {
    const s = await scene(t, { language: 'pl' });
    await complete(s);
    const mails = t.outbox().length;
    const ticket = dataOf(await grant(t, s.admin.token, { ticketId: s.ticket.id, amount: 450, bearer: 'owner' }));
    expect(ticket.refund).toMatchObject({ amount: 450, bearer: 'owner' });
    expect(ticket.refundable).toBe(450);
    // The thread and the mail speak the reporter's language.
    const amount = formatMoney(450, 'pl');
    expect(amount).toMatch(/^4,50\szł$/);
    expect(ticket.messages.at(-1)?.body).toBe(`Zespół wsparcia zwrócił ${amount} na saldo kierowcy w Parkshare.`);
    expect(t.outbox().slice(mails)[0]?.subject).toBe(`Zwrot ${amount} w zgłoszeniu ${s.ticket.number}`);
    const owner = await historyOf(t, s.place.ownerToken);
    expect(owner.map((row) => [row.kind, row.amount, row.ticketNumber])).toEqual([
      ['earning_reversed', -450, s.ticket.number],
      ['commission_returned', 45, s.ticket.number],
      ['earning', 900, null],
      ['commission', -90, null],
    ]);
    expect((await historyOf(t, s.who.token))[0]).toMatchObject({ kind: 'refund', amount: 450 });
    await expectSound(t, everyone(s));
  });

  it('is refused when the owner has spent the earning, and above what is refundable; nothing is written', async () => {
    const s = await scene(t);
    await complete(s);
    await t.app.deps.db.transaction((tx) =>
      postEntry(tx, {
        kind: 'withdrawal',
        description: 'test payout',
        lines: [
          { account: { wallet: s.place.ownerId }, amount: -800 },
          { account: { platform: 'payouts_clearing' }, amount: 800 },
        ],
      }),
    );
    const before = await snapshot(t, s);
    expect(
      validationOf(await grant(t, s.admin.token, { ticketId: s.ticket.id, amount: 100, bearer: 'owner' })),
    ).toEqual({
      bearer: [formatMessage('ownerBalanceTooLow')],
    });
    expect(
      validationOf(await grant(t, s.admin.token, { ticketId: s.ticket.id, amount: 901, bearer: 'platform' })),
    ).toEqual({ amount: [formatMessage('refundAboveRefundable', { max: '9.00' })] });
    expect(await snapshot(t, s)).toEqual(before);
    // Parkshare can still bear it.
    dataOf(await grant(t, s.admin.token, { ticketId: s.ticket.id, amount: 100, bearer: 'platform' }));
    await expectSound(t, everyone(s));
  });
});

describe('exactly once', () => {
  it('a repeat with the same key answers the ticket; another grant is refundAlreadyGranted; another input with the key a conflict', async () => {
    const s = await scene(t);
    const input = { ticketId: s.ticket.id, amount: 300, bearer: 'owner', idempotencyKey: 'grant-key-0001' };
    const first = dataOf(await grant(t, s.admin.token, input));
    const mails = t.outbox().length;
    const again = dataOf(await grant(t, s.admin.token, input));
    expect(again.refund).toEqual(first.refund);
    expect(again.messages).toHaveLength(first.messages.length);
    expect(t.outbox()).toHaveLength(mails);
    expect(validationOf(await grant(t, s.admin.token, { ...input, amount: 200 }))).toEqual({
      idempotencyKey: [formatMessage('idempotencyConflict')],
    });
    expect(validationOf(await grant(t, s.admin.token, { ...input, idempotencyKey: 'grant-key-0002' }))).toEqual({
      ticketId: [formatMessage('refundAlreadyGranted')],
    });
    expect(
      validationOf(await grant(t, s.admin.token, { ticketId: s.ticket.id, amount: 1, bearer: 'platform' })),
    ).toEqual({
      ticketId: [formatMessage('refundAlreadyGranted')],
    });
    const entries = await t.app.deps.db.select().from(journalEntries).where(eq(journalEntries.ticketId, s.ticket.id));
    expect(entries.map((entry) => entry.kind)).toEqual(['refund']);
    expect((await historyOf(t, s.who.token)).filter((row) => row.ticketId === s.ticket.id)).toHaveLength(1);
    await expectSound(t, everyone(s));
  });
});

describe.runIf(Boolean(process.env.TEST_DATABASE_URL))('races (PostgreSQL)', () => {
  it('eight grants at once, with different keys, the same key or none: one refund, the others refused or answered', async () => {
    const s = await scene(t);
    await complete(s);
    const sameKey = { ticketId: s.ticket.id, amount: 500, bearer: 'owner', idempotencyKey: 'race-key-0001' };
    const results = await Promise.all([
      ...Array.from({ length: 3 }, () => grant(t, s.admin.token, sameKey)),
      ...Array.from({ length: 3 }, (_, i) =>
        grant(t, s.admin.token, { ...sameKey, idempotencyKey: `race-key-1${i}00` }),
      ),
      ...Array.from({ length: 2 }, () => grant(t, s.admin.token, { ...sameKey, idempotencyKey: undefined })),
    ]);
    for (const result of results) expect(result.status).toBeLessThan(500);
    const refused = results.filter((result) => result.errors);
    for (const result of refused) {
      expect(validationOf(result)).toEqual({ ticketId: [formatMessage('refundAlreadyGranted')] });
    }
    // The winner, and with it every request that shares its key if the key won, answered the ticket.
    expect(results.length - refused.length).toBeGreaterThanOrEqual(1);
    const entries = await t.app.deps.db.select().from(journalEntries).where(eq(journalEntries.ticketId, s.ticket.id));
    expect(entries.map((entry) => entry.kind).sort()).toEqual(['earning_reversal', 'refund']);
    expect((await asViewer(t, s.admin.token, s.ticket.id)).refundable).toBe(400);
    await expectSound(t, everyone(s));
  });

  it('grants on two tickets of one stay at once never refund more than was paid', async () => {
    const s = await scene(t);
    const second = await openTicket(t, s.who.token, {
      type: 'compensation',
      subject: 'Still occupied',
      description: 'Again.',
      reservationId: s.reservationId,
      reason: 'other',
    });
    const results = await Promise.all([
      grant(t, s.admin.token, { ticketId: s.ticket.id, amount: 600, bearer: 'owner' }),
      grant(t, s.admin.token, { ticketId: second.id, amount: 600, bearer: 'platform' }),
    ]);
    const refused = results.filter((result) => result.errors);
    expect(refused).toHaveLength(1);
    expect(validationOf(refused[0]!)).toEqual({ amount: [formatMessage('refundAboveRefundable', { max: '3.00' })] });
    await complete(s);
    await expectSound(t, everyone(s));
  });
});
