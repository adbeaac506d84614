import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ticketEvents, ticketMessages, tickets } from '../../db/schema/tickets';
import { createTestApp, errorCode, type GraphQLResponse, type TestApp } from '../../test/app';
import { tokenFor } from '../../test/factories';
import { createParkingFixture } from '../../test/owner-factories';
import { person } from '../parkings/parkings.fixtures';
import {
  ASSIGN,
  compensationTicket,
  expectNotFound,
  MOVE,
  openTicket,
  parkingTicket,
  PRIORITY,
  reply,
  REPLY,
  TICKET,
  ticketAs,
  type TicketData,
  world,
  type World,
} from './tickets.test-helpers';

// Who reaches a ticket (decision 080): the reporter, the owner of its parking, support. Everybody else — signed
// out, a stranger, the owner of another parking, an admin impersonating one of them — is told it does not exist,
// exactly as for an unknown or malformed id; and nothing they send changes it.

let t: TestApp;
let w: World;
let ticket: TicketData;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://parkshare.example' });
  w = await world(t);
  ticket = await openTicket(t, w.driver.token, compensationTicket(w));
  await reply(t, w.admin.token, { ticketId: ticket.id, body: 'Internal: call the owner', internal: true });
  await reply(t, w.owner.token, { ticketId: ticket.id, body: 'I am sorry about that.' });
  await reply(t, w.driver.token, { ticketId: ticket.id, body: 'Thanks, please refund.' });
});

const UNKNOWN = '00000000-0000-4000-8000-000000000000';

/** Every operation on one ticket, sent with the given token. */
function everyOperation(id: string): [string, string, Record<string, unknown>][] {
  return [
    ['ticket', TICKET, { id }],
    ['replyToTicket', REPLY, { input: { ticketId: id, body: 'Hello' } }],
    ['moveTicket', MOVE, { input: { ticketId: id, status: 'closed' } }],
    ['assignTicket', ASSIGN, { ticketId: id, toMe: true }],
    ['setTicketPriority', PRIORITY, { ticketId: id, priority: 'urgent' }],
  ];
}

async function snapshot(id: string) {
  const db = t.app.deps.db;
  const [row] = await db.select().from(tickets).where(eq(tickets.id, id));
  const messages = await db.select().from(ticketMessages).where(eq(ticketMessages.ticketId, id));
  const events = await db.select().from(ticketEvents).where(eq(ticketEvents.ticketId, id));
  return { row, messages: messages.length, events: events.length };
}

describe('somebody who does not take part', () => {
  it('is told every ticket operation does not exist, and changes nothing', async () => {
    const outsiders = {
      stranger: w.stranger.token,
      otherOwner: w.otherOwner.token,
      // An admin impersonating a stranger acts as the stranger: no support powers.
      impersonating: await tokenFor(t.app, { id: w.stranger.id }, w.admin.id),
    };
    const before = await snapshot(ticket.id);
    const mails = t.outbox().length;
    for (const [who, token] of Object.entries(outsiders)) {
      for (const [name, query, variables] of everyOperation(ticket.id)) {
        const result = await t.gql(query, variables, { token });
        expect(errorCode(result), `${who} ${name}`).toBe('NOT_FOUND');
        expect(result.data, `${who} ${name}`).toBeNull();
      }
    }
    expect(await snapshot(ticket.id)).toEqual(before);
    expect(t.outbox()).toHaveLength(mails);
  });

  it('gets the same NOT_FOUND for an unknown or malformed id, signed in as anybody', async () => {
    for (const id of [UNKNOWN, 'not-a-uuid', '', "1' or '1'='1", 'x'.repeat(64)]) {
      for (const token of [w.driver.token, w.admin.token]) {
        for (const [name, query, variables] of everyOperation(id)) {
          const result: GraphQLResponse = await t.gql(query, variables, { token });
          // The reply's zod schema answers an empty id as a required field; everything else reads as unknown.
          if (id === '' && (name === 'replyToTicket' || name === 'moveTicket')) {
            expect(result.errors?.[0]?.extensions?.validation, name).toEqual({ ticketId: ['This field is required.'] });
          } else {
            expect(errorCode(result), `${name} ${id}`).toBe('NOT_FOUND');
          }
        }
      }
    }
  });

  it('signed out, is asked to sign in for every operation', async () => {
    for (const [name, query, variables] of everyOperation(ticket.id)) {
      const result = await t.gql(query, variables);
      expect(result.errors?.[0]?.message, name).toBe('Unauthenticated.');
    }
    for (const query of ['query { ticketsAwaitingMe }', 'query { myTickets { nextCursor } }']) {
      expect((await t.gql(query)).errors?.[0]?.message).toBe('Unauthenticated.');
    }
    expect((await t.gql('query { adminTickets { nextCursor } }')).errors?.[0]?.message).toBe('Unauthenticated.');
  });

  it('is refused the support queue (FORBIDDEN), even an admin impersonating someone', async () => {
    const impersonating = await tokenFor(t.app, { id: w.driver.id }, w.admin.id);
    for (const token of [w.driver.token, w.owner.token, impersonating]) {
      expect(errorCode(await t.gql('query { adminTickets { nextCursor } }', {}, { token }))).toBe('FORBIDDEN');
    }
  });
});

describe('the participants', () => {
  it('the reporter sees their ticket, the public thread without the owner’s name, never the note or the trail', async () => {
    const seen = await ticketAs(t, w.driver.token, ticket.id);
    expect(seen).toMatchObject({
      viewerRole: 'reporter',
      reporterName: w.driver.name,
      reservation: { id: w.reservation.id },
      parking: { identifier: w.parking.identifier, name: null },
      assignee: null,
      events: [],
    });
    expect(seen.messages.map((m) => [m.authorRole, m.authorName, m.mine, m.internal, m.body])).toEqual([
      ['owner', null, false, false, 'I am sorry about that.'],
      ['reporter', w.driver.name, true, false, 'Thanks, please refund.'],
    ]);
    // The thread says "Parking owner": nothing of the owner's name or address reaches the reporter.
    expect(JSON.stringify(seen)).not.toContain(w.owner.email);
    expect(JSON.stringify(seen)).not.toContain('Olga');
  });

  it('the owner sees the same thread without the reporter’s name, the reservation, the note or the trail', async () => {
    const seen = await ticketAs(t, w.owner.token, ticket.id);
    expect(seen).toMatchObject({
      viewerRole: 'owner',
      reporterName: null,
      reservationId: w.reservation.id,
      reservation: null,
      parking: { identifier: w.parking.identifier, name: 'Owner-only' },
      assignee: null,
      events: [],
      // A compensation claim is support's to settle: the owner moves nothing.
      allowedStatuses: [],
    });
    expect(seen.messages.map((m) => [m.authorRole, m.authorName, m.mine, m.internal])).toEqual([
      ['owner', w.owner.name, true, false],
      ['reporter', null, false, false],
    ]);
    expect(JSON.stringify(seen)).not.toContain(w.driver.email);
    expect(JSON.stringify(seen)).not.toContain('Dawid');
  });

  it('support sees everything: the reporter, the internal note, the audit trail', async () => {
    const seen = await ticketAs(t, w.admin.token, ticket.id);
    expect(seen).toMatchObject({
      viewerRole: 'support',
      reporterName: w.driver.name,
      reservation: { id: w.reservation.id },
      parking: { name: 'Owner-only' },
    });
    expect(seen.messages.map((m) => [m.authorRole, m.authorName, m.internal])).toEqual([
      ['support', w.admin.name, true],
      ['owner', w.owner.name, false],
      ['reporter', w.driver.name, false],
    ]);
    expect(seen.events.map((e) => [e.kind, e.actorRole, e.from, e.to])).toEqual([
      ['created', 'reporter', null, 'new'],
      ['status', 'owner', 'new', 'open'],
    ]);
    expect(seen.allowedStatuses).toEqual(['in_progress', 'resolved', 'closed']);
  });

  it('the reporter and the owner are refused support’s operations (FORBIDDEN), changing nothing', async () => {
    const before = await snapshot(ticket.id);
    for (const token of [w.driver.token, w.owner.token]) {
      expect(errorCode(await t.gql(ASSIGN, { ticketId: ticket.id, toMe: true }, { token }))).toBe('FORBIDDEN');
      expect(errorCode(await t.gql(PRIORITY, { ticketId: ticket.id, priority: 'urgent' }, { token }))).toBe(
        'FORBIDDEN',
      );
      const note = await t.gql(REPLY, { input: { ticketId: ticket.id, body: 'note', internal: true } }, { token });
      expect(errorCode(note)).toBe('FORBIDDEN');
    }
    expect(await snapshot(ticket.id)).toEqual(before);
  });

  it('an admin impersonating the reporter acts as the reporter', async () => {
    const token = await tokenFor(t.app, { id: w.driver.id }, w.admin.id);
    const seen = await ticketAs(t, token, ticket.id);
    expect(seen.viewerRole).toBe('reporter');
    expect(seen.messages.some((m) => m.internal)).toBe(false);
  });

  it('an admin who owns the parking takes part as its owner, not as support; an admin reporter as the reporter', async () => {
    const { parking } = await createParkingFixture(t.app, { ownerId: w.admin.id, status: 'active', name: 'Admin’s' });
    const otherAdmin = await person(t, { name: 'Adam Admin', roles: ['user', 'admin'] });
    const there = await openTicket(t, w.driver.token, parkingTicket(w, { parkingIdentifier: parking.identifier }));
    await reply(t, otherAdmin.token, { ticketId: there.id, body: 'Internal: the owner is one of us', internal: true });
    const seen = await ticketAs(t, w.admin.token, there.id);
    expect(seen).toMatchObject({ viewerRole: 'owner', reporterName: null, events: [], messages: [] });
    expect(seen.allowedStatuses).toEqual(['resolved']);
    // Support's operations are not the owner's, admin or not.
    expect(errorCode(await t.gql(ASSIGN, { ticketId: there.id, toMe: true }, { token: w.admin.token }))).toBe(
      'FORBIDDEN',
    );
    // Another admin is support on it; the admin's own report makes them its reporter.
    expect((await ticketAs(t, otherAdmin.token, there.id)).viewerRole).toBe('support');
    const own = await openTicket(t, w.admin.token, parkingTicket(w));
    expect((await ticketAs(t, w.admin.token, own.id)).viewerRole).toBe('reporter');
  });

  it('the owner of another parking and a parking ticket there are strangers to each other', async () => {
    const there = await openTicket(
      t,
      w.driver.token,
      parkingTicket(w, { parkingIdentifier: w.otherParking.identifier }),
    );
    expect((await ticketAs(t, w.otherOwner.token, there.id)).viewerRole).toBe('owner');
    expectNotFound(await t.gql(TICKET, { id: there.id }, { token: w.owner.token }));
  });
});
