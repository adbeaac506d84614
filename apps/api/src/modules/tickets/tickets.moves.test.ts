import {
  TICKET_ROLES,
  TICKET_STATUSES,
  TICKET_TYPES,
  ticketMovesFor,
  type TicketRole,
} from '@parkshare/shared/tickets/status';
import { formatMessage, messages } from '@parkshare/shared/validation/messages';
import { MAX_OPEN_TICKETS_PER_USER, MAX_TICKET_EVENTS, MAX_TICKET_REOPENS } from '@parkshare/shared/validation/tickets';
import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ticketEvents, tickets } from '../../db/schema/tickets';
import { createTestApp, errorCode, fieldErrors, type TestApp } from '../../test/app';
import { person } from '../parkings/parkings.fixtures';
import {
  ASSIGN,
  compensationTicket,
  dataOf,
  move,
  MOVE,
  openTicket,
  parkingTicket,
  PRIORITY,
  resetTicketLimits,
  ticketAs,
  type TicketData,
  world,
  type World,
} from './tickets.test-helpers';

// Status, priority and assignment (decision 080): the machine in packages/shared decides every move, for each
// role; a refused move changes nothing; every change leaves one audit event with its actor, from and to.

let t: TestApp;
let w: World;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://parkshare.example' });
  w = await world(t);
});

// One world for the whole file: its people may move tickets more often here than the rate limit lets anybody.
beforeEach(() => resetTicketLimits(t, w.driver.id, w.owner.id));

const db = () => t.app.deps.db;
const rowOf = async (id: string) => (await db().select().from(tickets).where(eq(tickets.id, id)))[0]!;
const eventsOf = (id: string) => db().select().from(ticketEvents).where(eq(ticketEvents.ticketId, id));

describe('moveTicket follows the machine for every role, type and status', () => {
  it('allows exactly ticketMovesFor(role, ticket); a refused move changes nothing', async () => {
    const tokens: Record<TicketRole, string> = {
      reporter: w.driver.token,
      owner: w.owner.token,
      support: w.admin.token,
    };
    for (const type of TICKET_TYPES) {
      const ticket = await openTicket(t, w.driver.token, type === 'parking' ? parkingTicket(w) : compensationTicket(w));
      for (const from of TICKET_STATUSES) {
        await resetTicketLimits(t, w.driver.id, w.owner.id);
        for (const role of TICKET_ROLES) {
          for (const to of TICKET_STATUSES) {
            await db().update(tickets).set({ status: from, awaiting: 'responder' }).where(eq(tickets.id, ticket.id));
            const before = await rowOf(ticket.id);
            const eventCount = (await eventsOf(ticket.id)).length;
            const allowed = ticketMovesFor(role, { status: from, type }).includes(to);
            const result = await t.gql<{ moveTicket: TicketData }>(
              MOVE,
              { input: { ticketId: ticket.id, status: to } },
              { token: tokens[role] },
            );
            const label = `${type} ${role} ${from} → ${to}`;
            if (allowed) {
              expect(result.data?.moveTicket.status, label).toBe(to);
              expect((await eventsOf(ticket.id)).length, label).toBe(eventCount + 1);
            } else {
              expect(fieldErrors(result), label).toEqual({ status: [messages.ticketStatusForbids] });
              expect(await rowOf(ticket.id), label).toEqual(before);
              expect((await eventsOf(ticket.id)).length, label).toBe(eventCount);
            }
          }
        }
      }
    }
    // 216 moves, each through GraphQL: longer than the default timeout on a busy machine.
  }, 90_000);

  it('answers an unknown status or an oversized outcome under its field', async () => {
    const ticket = await openTicket(t, w.driver.token, parkingTicket(w));
    const send = (input: Record<string, unknown>) => t.gql(MOVE, { input }, { token: w.admin.token });
    expect(fieldErrors(await send({ ticketId: ticket.id, status: 'deleted' }))).toEqual({
      status: [messages.invalidValue],
    });
    expect(fieldErrors(await send({ ticketId: ticket.id }))).toEqual({ status: [messages.invalidValue] });
    expect(fieldErrors(await send({ ticketId: ticket.id, status: 'resolved', outcome: 'x'.repeat(1001) }))).toEqual({
      outcome: [formatMessage('maxLength', { count: 1000 })],
    });
    expect((await rowOf(ticket.id)).status).toBe('new');
  });
});

describe('what a move records', () => {
  it('resolving sets resolvedAt and the outcome and awaits nobody; reopening clears them; closing sets closedAt', async () => {
    const ticket = await openTicket(t, w.driver.token, parkingTicket(w));
    const resolved = await move(t, w.owner.token, {
      ticketId: ticket.id,
      status: 'resolved',
      outcome: 'The gate was repaired.\nSorry!',
    });
    expect(resolved).toMatchObject({ status: 'resolved', outcome: 'The gate was repaired.\nSorry!', canReply: false });
    expect(resolved.resolvedAt).not.toBeNull();
    expect(await rowOf(ticket.id)).toMatchObject({ awaiting: null, closedAt: null });
    expect(resolved.allowedStatuses).toEqual(['reopened']);

    const reopened = await move(t, w.driver.token, { ticketId: ticket.id, status: 'reopened' });
    expect(reopened).toMatchObject({ status: 'reopened', resolvedAt: null, outcome: null, canReply: true });
    expect((await rowOf(ticket.id)).awaiting).toBe('responder');

    const closed = await move(t, w.driver.token, { ticketId: ticket.id, status: 'closed' });
    expect(closed.status).toBe('closed');
    expect(await rowOf(ticket.id)).toMatchObject({ awaiting: null, resolvedAt: null });
    expect((await rowOf(ticket.id)).closedAt).not.toBeNull();

    const trail = (await ticketAs(t, w.admin.token, ticket.id)).events;
    expect(trail.map((e) => [e.kind, e.actorRole, e.actorName, e.from, e.to])).toEqual([
      ['created', 'reporter', w.driver.name, null, 'new'],
      ['status', 'owner', w.owner.name, 'new', 'resolved'],
      ['status', 'reporter', w.driver.name, 'resolved', 'reopened'],
      ['status', 'reporter', w.driver.name, 'reopened', 'closed'],
    ]);
  });

  it('closing after resolving keeps when it was resolved', async () => {
    const ticket = await openTicket(t, w.driver.token, compensationTicket(w));
    const resolved = await move(t, w.admin.token, { ticketId: ticket.id, status: 'resolved', outcome: 'Refunded' });
    const closed = await move(t, w.driver.token, { ticketId: ticket.id, status: 'closed' });
    expect(closed).toMatchObject({ resolvedAt: resolved.resolvedAt, outcome: 'Refunded' });
  });

  it('takes an outcome only with resolving: the reporter never writes over support’s', async () => {
    const ticket = await openTicket(t, w.driver.token, compensationTicket(w));
    await move(t, w.admin.token, { ticketId: ticket.id, status: 'resolved', outcome: 'Refund of 20 PLN granted.' });
    const events = (await eventsOf(ticket.id)).length;
    const refusal = { outcome: [messages.ticketOutcomeOnResolve] };
    const send = (token: string, status: string) =>
      t.gql(MOVE, { input: { ticketId: ticket.id, status, outcome: 'Support agreed to pay 5000 PLN' } }, { token });
    expect(fieldErrors(await send(w.driver.token, 'closed'))).toEqual(refusal);
    expect(fieldErrors(await send(w.driver.token, 'reopened'))).toEqual(refusal);
    expect(fieldErrors(await send(w.admin.token, 'closed'))).toEqual(refusal);
    expect(await rowOf(ticket.id)).toMatchObject({ status: 'resolved', outcome: 'Refund of 20 PLN granted.' });
    expect((await eventsOf(ticket.id)).length).toBe(events);
    // Without one, closing keeps support's outcome.
    expect((await move(t, w.driver.token, { ticketId: ticket.id, status: 'closed' })).outcome).toBe(
      'Refund of 20 PLN granted.',
    );
    // Any other move of support's or the owner's with an outcome is refused the same way.
    const parking = await openTicket(t, w.driver.token, parkingTicket(w));
    expect(
      fieldErrors(
        await t.gql(
          MOVE,
          { input: { ticketId: parking.id, status: 'in_progress', outcome: 'x' } },
          { token: w.admin.token },
        ),
      ),
    ).toEqual(refusal);
    expect((await rowOf(parking.id)).status).toBe('new');
  });
});

describe('reopening', () => {
  // Settles the ticket (the reporter closes, the owner resolves) and reopens it with the same token.
  const cycle = async (token: string, ticketId: string, settle: 'closed' | 'resolved') => {
    await move(t, token, { ticketId, status: settle });
    return t.gql(MOVE, { input: { ticketId, status: 'reopened' } }, { token });
  };

  it(`the reporter reopens a ticket at most ${MAX_TICKET_REOPENS} times, the owner as many apart; support always`, async () => {
    const refusal = { status: [formatMessage('tooManyTicketReopens', { count: MAX_TICKET_REOPENS })] };
    const ticket = await openTicket(t, w.driver.token, parkingTicket(w));
    for (let index = 0; index < MAX_TICKET_REOPENS; index += 1) {
      expect((await cycle(w.driver.token, ticket.id, 'closed')).errors, `reopen ${index + 1}`).toBeUndefined();
    }
    const events = (await eventsOf(ticket.id)).length;
    expect(fieldErrors(await cycle(w.driver.token, ticket.id, 'closed'))).toEqual(refusal);
    expect(await rowOf(ticket.id)).toMatchObject({ status: 'closed' });
    // Only the refused reopen is missing from the trail (the close before it went through).
    expect((await eventsOf(ticket.id)).length).toBe(events + 1);
    // The owner's reopens are counted apart from the reporter's: the reporter's churn does not use them up.
    for (let index = 0; index < MAX_TICKET_REOPENS; index += 1) {
      if (index === 0) await move(t, w.admin.token, { ticketId: ticket.id, status: 'reopened' });
      expect((await cycle(w.owner.token, ticket.id, 'resolved')).errors, `owner ${index + 1}`).toBeUndefined();
    }
    expect(fieldErrors(await cycle(w.owner.token, ticket.id, 'resolved'))).toEqual(refusal);
    // Support reopens as often as it takes.
    expect((await move(t, w.admin.token, { ticketId: ticket.id, status: 'reopened' })).status).toBe('reopened');
  });

  it(`counts the reopened ticket among the reporter’s ${MAX_OPEN_TICKETS_PER_USER} unsettled ones`, async () => {
    const reporter = await person(t, { name: 'Rafał Reporter' });
    const ticket = await openTicket(t, reporter.token, parkingTicket(w));
    await move(t, reporter.token, { ticketId: ticket.id, status: 'closed' });
    await db()
      .insert(tickets)
      .values(
        Array.from({ length: MAX_OPEN_TICKETS_PER_USER }, (_, index) => ({
          number: `8${String(index).padStart(2, '0')}-${String(Math.floor(Math.random() * 900) + 100)}`,
          type: 'parking' as const,
          subject: 'Open',
          description: 'Open',
          reporterId: reporter.id,
          parkingId: w.parking.id,
          status: 'open' as const,
        })),
      );
    const refused = await t.gql(
      MOVE,
      { input: { ticketId: ticket.id, status: 'reopened' } },
      { token: reporter.token },
    );
    expect(fieldErrors(refused)).toEqual({
      status: [formatMessage('tooManyOpenTickets', { count: MAX_OPEN_TICKETS_PER_USER })],
    });
    expect((await rowOf(ticket.id)).status).toBe('closed');
    // Support is not held to the reporter's limit.
    expect((await move(t, w.admin.token, { ticketId: ticket.id, status: 'reopened' })).status).toBe('reopened');
  });
});

describe('concurrent moves', () => {
  it('two resolutions at once: the row lock lets one through, the other finds it resolved', async () => {
    const ticket = await openTicket(t, w.driver.token, compensationTicket(w));
    const results = await Promise.all(
      [1, 2].map((n) =>
        t.gql(MOVE, { input: { ticketId: ticket.id, status: 'resolved', outcome: `#${n}` } }, { token: w.admin.token }),
      ),
    );
    expect(results.filter((result) => !result.errors)).toHaveLength(1);
    expect(results.map((result) => fieldErrors(result)).filter(Boolean)).toEqual([
      { status: [messages.ticketStatusForbids] },
    ]);
    expect((await eventsOf(ticket.id)).filter((event) => event.kind === 'status')).toHaveLength(1);
  });
});

describe('assignTicket and setTicketPriority (support)', () => {
  it('assign to me and back to nobody, each change one event; a repeat changes nothing', async () => {
    const ticket = await openTicket(t, w.driver.token, compensationTicket(w));
    const mine = dataOf(
      await t.gql<{ assignTicket: TicketData }>(ASSIGN, { ticketId: ticket.id, toMe: true }, { token: w.admin.token }),
    );
    expect(mine.assignee).toEqual({ id: w.admin.id, name: w.admin.name });
    await t.gql(ASSIGN, { ticketId: ticket.id, toMe: true }, { token: w.admin.token });
    const nobody = dataOf(
      await t.gql<{ assignTicket: TicketData }>(ASSIGN, { ticketId: ticket.id, toMe: false }, { token: w.admin.token }),
    );
    expect(nobody.assignee).toBeNull();
    expect(nobody.events.filter((e) => e.kind === 'assigned').map((e) => [e.from, e.to])).toEqual([
      [null, w.admin.name],
      [w.admin.name, null],
    ]);
    // The reporter sees no assignee, nor any change of the ticket: updatedAt stays as it was reported.
    await t.gql(ASSIGN, { ticketId: ticket.id, toMe: true }, { token: w.admin.token });
    const seen = await ticketAs(t, w.driver.token, ticket.id);
    expect(seen.assignee).toBeNull();
    expect(seen.updatedAt).toBe(ticket.updatedAt);
  });

  it('priority: one event per change, invalid values under the argument', async () => {
    const ticket = await openTicket(t, w.driver.token, parkingTicket(w));
    const urgent = dataOf(
      await t.gql<{ setTicketPriority: TicketData }>(
        PRIORITY,
        { ticketId: ticket.id, priority: 'urgent' },
        { token: w.admin.token },
      ),
    );
    expect(urgent.priority).toBe('urgent');
    // The priority is the reporter's to see: a change of it is a change of the ticket.
    expect(new Date(urgent.updatedAt).getTime()).toBeGreaterThan(new Date(ticket.updatedAt).getTime());
    await t.gql(PRIORITY, { ticketId: ticket.id, priority: 'urgent' }, { token: w.admin.token });
    expect(urgent.events.filter((e) => e.kind === 'priority').map((e) => [e.from, e.to])).toEqual([
      ['medium', 'urgent'],
    ]);
    expect((await eventsOf(ticket.id)).filter((e) => e.kind === 'priority')).toHaveLength(1);
    // A whole variable of an unknown enum value is refused by GraphQL itself (a client's mistake, never a 500).
    const bad = await t.gql(PRIORITY, { ticketId: ticket.id, priority: 'asap' }, { token: w.admin.token });
    expect(errorCode(bad)).toBe('BAD_USER_INPUT');
    expect((await rowOf(ticket.id)).priority).toBe('urgent');
  });

  it(`past ${MAX_TICKET_EVENTS} events refuses the reporter’s and owner’s other changes, never support’s nor settling`, async () => {
    const ticket = await openTicket(t, w.driver.token, parkingTicket(w));
    // A reporter who churned the trail full (the cap counts everybody's events).
    await db()
      .insert(ticketEvents)
      .values(
        Array.from({ length: MAX_TICKET_EVENTS - 1 }, () => ({
          ticketId: ticket.id,
          actorId: w.driver.id,
          actorRole: 'reporter' as const,
          kind: 'status' as const,
          data: {},
        })),
      );
    const refusal = formatMessage('tooManyTicketChanges', { count: MAX_TICKET_EVENTS });
    // Support works on: status, priority, assignment.
    expect((await move(t, w.admin.token, { ticketId: ticket.id, status: 'in_progress' })).status).toBe('in_progress');
    const urgent = await t.gql(PRIORITY, { ticketId: ticket.id, priority: 'urgent' }, { token: w.admin.token });
    expect(urgent.errors).toBeUndefined();
    expect((await t.gql(ASSIGN, { ticketId: ticket.id, toMe: true }, { token: w.admin.token })).errors).toBeUndefined();
    // Settling is never refused: the owner resolves, the reporter closes.
    expect((await move(t, w.owner.token, { ticketId: ticket.id, status: 'resolved' })).status).toBe('resolved');
    // Past the cap, what does not settle it is refused to the reporter and the owner, and changes nothing.
    for (const token of [w.driver.token, w.owner.token]) {
      expect(fieldErrors(await t.gql(MOVE, { input: { ticketId: ticket.id, status: 'reopened' } }, { token }))).toEqual(
        { status: [refusal] },
      );
    }
    expect((await move(t, w.driver.token, { ticketId: ticket.id, status: 'closed' })).status).toBe('closed');
    expect((await move(t, w.admin.token, { ticketId: ticket.id, status: 'reopened' })).status).toBe('reopened');
    expect(await rowOf(ticket.id)).toMatchObject({ priority: 'urgent', status: 'reopened', assigneeId: w.admin.id });
  });
});
