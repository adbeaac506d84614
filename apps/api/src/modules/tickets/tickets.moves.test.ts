import {
  TICKET_ROLES,
  TICKET_STATUSES,
  TICKET_TYPES,
  ticketMovesFor,
  type TicketRole,
} from '@parkshare/shared/tickets/status';
import { formatMessage, messages } from '@parkshare/shared/validation/messages';
import { MAX_TICKET_EVENTS } from '@parkshare/shared/validation/tickets';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ticketEvents, tickets } from '../../db/schema/tickets';
import { createTestApp, errorCode, fieldErrors, type TestApp } from '../../test/app';
import {
  ASSIGN,
  compensationTicket,
  dataOf,
  move,
  MOVE,
  openTicket,
  parkingTicket,
  PRIORITY,
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
  });

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

  it(`refuses changes past ${MAX_TICKET_EVENTS} events, changing nothing`, async () => {
    const ticket = await openTicket(t, w.driver.token, parkingTicket(w));
    await db()
      .insert(ticketEvents)
      .values(
        Array.from({ length: MAX_TICKET_EVENTS - 1 }, () => ({
          ticketId: ticket.id,
          actorId: w.admin.id,
          actorRole: 'support' as const,
          kind: 'priority' as const,
          data: { from: 'medium', to: 'medium' },
        })),
      );
    const refusal = formatMessage('tooManyTicketChanges', { count: MAX_TICKET_EVENTS });
    expect(
      fieldErrors(await t.gql(PRIORITY, { ticketId: ticket.id, priority: 'low' }, { token: w.admin.token })),
    ).toEqual({ priority: [refusal] });
    expect(
      fieldErrors(await t.gql(MOVE, { input: { ticketId: ticket.id, status: 'closed' } }, { token: w.driver.token })),
    ).toEqual({ status: [refusal] });
    expect(fieldErrors(await t.gql(ASSIGN, { ticketId: ticket.id, toMe: true }, { token: w.admin.token }))).toEqual({
      toMe: [refusal],
    });
    expect(await rowOf(ticket.id)).toMatchObject({ priority: 'medium', status: 'new', assigneeId: null });
  });
});
