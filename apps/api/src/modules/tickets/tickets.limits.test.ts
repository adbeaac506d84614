import { beforeAll, describe, expect, it } from 'vitest';
import { tickets } from '../../db/schema/tickets';
import { createTestApp, errorCode, type GraphQLResponse, type TestApp } from '../../test/app';
import { TICKET_LIMITS, ticketLimitKey } from './tickets.graphql';
import {
  CREATE,
  move,
  MOVE,
  openTicket,
  parkingTicket,
  reply,
  REPLY,
  ticketAs,
  world,
  type World,
} from './tickets.test-helpers';

// Rate limits (issue 15): a person opens, answers and moves tickets a bounded number of times in a while, since
// each mails somebody; support answers and moves as often as its queue needs. Each test fills the counter with
// the limiter itself and sends the one request past it.

let t: TestApp;
let w: World;
beforeAll(async () => {
  t = await createTestApp();
  w = await world(t);
});

/** Uses up a rule for the user, as that many earlier requests would have. */
async function useUp(action: keyof typeof TICKET_LIMITS, userId: string) {
  const rule = TICKET_LIMITS[action];
  for (let index = 0; index < rule.limit; index += 1) {
    await t.app.deps.limiter.hit(ticketLimitKey(action, userId), rule);
  }
}

const expectTooMany = (result: GraphQLResponse) => {
  expect(errorCode(result)).toBe('TOO_MANY_REQUESTS');
  expect(result.errors?.[0]?.extensions?.retryAfter).toBeGreaterThan(0);
  expect(result.data).toBeNull();
};

describe('ticket rate limits', () => {
  it(`opens at most ${TICKET_LIMITS.tickets.limit} tickets an hour per person, writing nothing past it`, async () => {
    const someone = await world(t);
    await openTicket(t, someone.driver.token, parkingTicket(someone));
    await useUp('tickets', someone.driver.id);
    const count = (await t.app.deps.db.select({ id: tickets.id }).from(tickets)).length;
    expectTooMany(await t.gql(CREATE, { input: parkingTicket(someone) }, { token: someone.driver.token }));
    expect((await t.app.deps.db.select({ id: tickets.id }).from(tickets)).length).toBe(count);
    // Another person is not held by it.
    await openTicket(t, someone.owner.token, parkingTicket(someone));
  });

  it(`answers at most ${TICKET_LIMITS['ticket-replies'].limit} times in 10 minutes; support is not held`, async () => {
    const ticket = await openTicket(t, w.driver.token, parkingTicket(w));
    await useUp('ticket-replies', w.owner.id);
    await useUp('ticket-replies', w.admin.id);
    expectTooMany(await t.gql(REPLY, { input: { ticketId: ticket.id, body: 'Spam' } }, { token: w.owner.token }));
    expect((await ticketAs(t, w.admin.token, ticket.id)).messages).toEqual([]);
    expect((await reply(t, w.admin.token, { ticketId: ticket.id, body: 'Support answers' })).messages).toHaveLength(1);
  });

  it(`moves at most ${TICKET_LIMITS['ticket-moves'].limit} times in 10 minutes; support is not held`, async () => {
    const ticket = await openTicket(t, w.driver.token, parkingTicket(w));
    await useUp('ticket-moves', w.driver.id);
    await useUp('ticket-moves', w.admin.id);
    expectTooMany(await t.gql(MOVE, { input: { ticketId: ticket.id, status: 'closed' } }, { token: w.driver.token }));
    expect((await ticketAs(t, w.driver.token, ticket.id)).status).toBe('new');
    expect((await move(t, w.admin.token, { ticketId: ticket.id, status: 'in_progress' })).status).toBe('in_progress');
  });
});
