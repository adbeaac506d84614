import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { compensationTicket, move, openTicket, parkingTicket, reply, ticketAs, world } from './tickets.test-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://parkshare.example' });
});

describe('tickets smoke', () => {
  it('opens, answers, resolves and reopens', async () => {
    const w = await world(t);
    const ticket = await openTicket(t, w.driver.token, parkingTicket(w));
    expect(ticket).toMatchObject({ status: 'new', viewerRole: 'reporter', awaitingViewer: false });
    const asOwner = await ticketAs(t, w.owner.token, ticket.id);
    expect(asOwner).toMatchObject({ viewerRole: 'owner', reporterName: null, awaitingViewer: true });
    const answered = await reply(t, w.owner.token, { ticketId: ticket.id, body: 'Sorry, fixed.' });
    expect(answered.status).toBe('open');
    const resolved = await move(t, w.owner.token, { ticketId: ticket.id, status: 'resolved', outcome: 'Gate fixed' });
    expect(resolved.status).toBe('resolved');
    const reopened = await move(t, w.driver.token, { ticketId: ticket.id, status: 'reopened' });
    expect(reopened.status).toBe('reopened');
    const comp = await openTicket(t, w.driver.token, compensationTicket(w));
    expect(comp.parking?.identifier).toBe(w.parking.identifier);
    expect(t.outbox().length).toBeGreaterThan(0);
  });
});
