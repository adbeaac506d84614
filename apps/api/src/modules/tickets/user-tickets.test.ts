import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, errorCode, type TestApp } from '../../test/app';
import { openTicket, parkingTicket, ticketAs, world } from './tickets.test-helpers';

// The desk's way between a ticket and its reporter's account: Ticket.reporterId (support only) and User.tickets.

const USER_TICKETS = `query($id: ID!, $after: String) { user(id: $id) {
  tickets(first: 1, after: $after) { items { id number viewerRole reporterId } nextCursor } } }`;
const REPORTER = 'query($id: ID!) { ticket(id: $id) { reporterId } }';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

describe('a user’s tickets at the support desk', () => {
  it('lists the tickets a user reported to an admin, newest first, a page at a time', async () => {
    const w = await world(t);
    const first = await openTicket(t, w.driver.token, parkingTicket(w, { subject: 'First' }));
    const second = await openTicket(t, w.driver.token, parkingTicket(w, { subject: 'Second' }));
    type Page = {
      user: { tickets: { items: { id: string; viewerRole: string; reporterId: string }[]; nextCursor: string | null } };
    };
    const one = await t.gql<Page>(USER_TICKETS, { id: w.driver.id }, { token: w.admin.token });
    expect(one.data?.user.tickets.items).toEqual([
      expect.objectContaining({ id: second.id, viewerRole: 'support', reporterId: w.driver.id }),
    ]);
    const two = await t.gql<Page>(
      USER_TICKETS,
      { id: w.driver.id, after: one.data?.user.tickets.nextCursor },
      { token: w.admin.token },
    );
    expect(two.data?.user.tickets.items.map((item) => item.id)).toEqual([first.id]);
  });

  it('shows the reporter’s id to support only', async () => {
    const w = await world(t);
    const ticket = await openTicket(t, w.driver.token, parkingTicket(w));
    expect(
      (await t.gql<{ ticket: { reporterId: string | null } }>(REPORTER, { id: ticket.id }, { token: w.admin.token }))
        .data?.ticket.reporterId,
    ).toBe(w.driver.id);
    expect(
      (await t.gql<{ ticket: { reporterId: string | null } }>(REPORTER, { id: ticket.id }, { token: w.driver.token }))
        .data?.ticket.reporterId,
    ).toBeNull();
    expect(
      (await t.gql<{ ticket: { reporterId: string | null } }>(REPORTER, { id: ticket.id }, { token: w.owner.token }))
        .data?.ticket.reporterId,
    ).toBeNull();
    expect((await ticketAs(t, w.owner.token, ticket.id)).reporterName).toBeNull();
  });

  it('keeps a user’s tickets from everybody but them and admins', async () => {
    const w = await world(t);
    await openTicket(t, w.driver.token, parkingTicket(w));
    expect(errorCode(await t.gql(USER_TICKETS, { id: w.driver.id }, { token: w.owner.token }))).toBe('FORBIDDEN');
    expect(errorCode(await t.gql(USER_TICKETS, { id: w.driver.id }))).toBe('UNAUTHENTICATED');
    const own = await t.gql<{ me: { tickets: { items: { viewerRole: string }[] } } }>(
      'query { me { tickets { items { viewerRole } } } }',
      {},
      { token: w.driver.token },
    );
    expect(own.data?.me.tickets.items).toEqual([{ viewerRole: 'reporter' }]);
  });
});
