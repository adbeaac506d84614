import { TICKET_STATUSES } from '@parkshare/shared/tickets/status';
import { messages } from '@parkshare/shared/validation/messages';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { tickets } from '../../db/schema/tickets';
import { createTestApp, fieldErrors, type TestApp } from '../../test/app';
import { everyPage, expectPageArgumentsChecked } from '../../test/paging';
import {
  ADMIN_TICKETS,
  AWAITING,
  compensationTicket,
  move,
  MY_TICKETS,
  openTicket,
  parkingTicket,
  reply,
  world,
  type World,
} from './tickets.test-helpers';

// The lists (decision 080): mine and my parkings' newest first, the support queue oldest first with its filters,
// the menu's count, and the tickets shown beside each reservation.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

interface Item {
  id: string;
  number: string;
  viewerRole?: string;
  reporterName?: string | null;
  status?: string;
}

const awaiting = async (token: string) =>
  (await t.gql<{ ticketsAwaitingMe: number }>(AWAITING, {}, { token })).data?.ticketsAwaitingMe;

async function openSeveral(w: World, count: number): Promise<string[]> {
  const ids: string[] = [];
  for (let index = 0; index < count; index += 1) {
    ids.push((await openTicket(t, w.driver.token, parkingTicket(w, { subject: `Problem ${index}` }))).id);
  }
  return ids;
}

describe('myTickets', () => {
  it('pages the reporter’s tickets newest first, each once, and nobody else’s', async () => {
    const w = await world(t);
    const ids = await openSeveral(w, 5);
    await openTicket(t, w.stranger.token, parkingTicket(w));
    const { items, pages } = await everyPage<Item>(t, MY_TICKETS, { token: w.driver.token, first: 2 });
    expect(items.map((item) => item.id)).toEqual([...ids].reverse());
    expect(pages).toBe(3);
    expect(items.every((item) => item.viewerRole === 'reporter')).toBe(true);
    const all = await everyPage<Item>(t, MY_TICKETS, { token: w.driver.token });
    expect(all.pages).toBe(1);
  });

  it('scope parkings: the tickets about the owner’s parkings reported by others, without the reporter’s name', async () => {
    const w = await world(t);
    const ids = await openSeveral(w, 3);
    await openTicket(t, w.owner.token, parkingTicket(w, { subject: 'My own report' }));
    await openTicket(t, w.driver.token, parkingTicket(w, { parkingIdentifier: w.otherParking.identifier }));
    const { items } = await everyPage<Item>(t, MY_TICKETS, {
      token: w.owner.token,
      first: 2,
      variables: { scope: 'parkings' },
    });
    expect(items.map((item) => item.id)).toEqual([...ids].reverse());
    expect(items.every((item) => item.viewerRole === 'owner' && item.reporterName === null)).toBe(true);
    const reported = await everyPage<Item>(t, MY_TICKETS, { token: w.owner.token, variables: { scope: 'reported' } });
    expect(reported.items).toHaveLength(1);
    // Strangers have empty lists in both scopes.
    for (const scope of ['reported', 'parkings']) {
      expect((await everyPage<Item>(t, MY_TICKETS, { token: w.stranger.token, variables: { scope } })).items).toEqual(
        [],
      );
    }
  });

  it('checks its page arguments and its scope', async () => {
    const w = await world(t);
    await expectPageArgumentsChecked(t, MY_TICKETS, { token: w.driver.token });
    const bad = await t.gql(MY_TICKETS, { scope: 'everything' }, { token: w.driver.token });
    expect(bad.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});

describe('adminTickets', () => {
  it('is a queue: oldest first, paged, each once', async () => {
    const w = await world(t);
    const ids = await openSeveral(w, 5);
    const { items, pages } = await everyPage<Item>(t, ADMIN_TICKETS, {
      token: w.admin.token,
      first: 2,
      variables: { filter: { parkingIdentifier: w.parking.identifier } },
    });
    expect(items.map((item) => item.id)).toEqual(ids);
    expect(pages).toBe(3);
    await expectPageArgumentsChecked(t, ADMIN_TICKETS, { token: w.admin.token });
  });

  it('filters by status, type, priority, age, parking, assignee and number', async () => {
    const w = await world(t);
    const here = { parkingIdentifier: w.parking.identifier.toLowerCase() };
    const parking = await openTicket(t, w.driver.token, parkingTicket(w, { priority: 'urgent' }));
    const claim = await openTicket(t, w.driver.token, compensationTicket(w));
    const old = await openTicket(t, w.driver.token, parkingTicket(w, { priority: 'low' }));
    await t.app.deps.db
      .update(tickets)
      .set({ createdAt: new Date(Date.now() - 10 * 86_400_000) })
      .where(eq(tickets.id, old.id));
    await move(t, w.admin.token, { ticketId: claim.id, status: 'in_progress' });
    await t.gql(
      'mutation($id: ID!) { assignTicket(ticketId: $id, toMe: true) { id } }',
      { id: parking.id },
      {
        token: w.admin.token,
      },
    );
    const ids = async (filter: Record<string, unknown>) =>
      (
        await everyPage<Item>(t, ADMIN_TICKETS, { token: w.admin.token, variables: { filter: { ...here, ...filter } } })
      ).items
        .map((item) => item.id)
        .sort();
    const sorted = (...list: string[]) => list.sort();
    expect(await ids({})).toEqual(sorted(parking.id, claim.id, old.id));
    expect(await ids({ statuses: ['in_progress'] })).toEqual([claim.id]);
    expect(await ids({ statuses: ['new', 'in_progress'] })).toEqual(sorted(parking.id, claim.id, old.id));
    expect(await ids({ statuses: [] })).toEqual(sorted(parking.id, claim.id, old.id));
    expect(await ids({ type: 'compensation' })).toEqual([claim.id]);
    expect(await ids({ priority: 'urgent' })).toEqual([parking.id]);
    expect(await ids({ olderThanDays: 7 })).toEqual([old.id]);
    expect(await ids({ olderThanDays: 0 })).toEqual(sorted(parking.id, claim.id, old.id));
    expect(await ids({ assignee: 'me' })).toEqual([parking.id]);
    // Each row's assignee comes with the list (joined, not looked up row by row).
    const { items } = await everyPage<Item & { assignee: { id: string; name: string } | null }>(t, ADMIN_TICKETS, {
      token: w.admin.token,
      variables: { filter: here },
    });
    expect(items.map((item) => [item.id, item.assignee?.name ?? null]).sort()).toEqual(
      [
        [parking.id, w.admin.name],
        [claim.id, null],
        [old.id, null],
      ].sort(),
    );
    expect(await ids({ assignee: 'nobody' })).toEqual(sorted(claim.id, old.id));
    for (const typed of [parking.number, parking.number.replace('-', ''), ` #${parking.number.replace('-', ' ')} `]) {
      expect(await ids({ number: typed })).toEqual([parking.id]);
    }
    expect(await ids({ parkingIdentifier: w.otherParking.identifier })).toEqual([]);
  });

  it('answers bad filters under their names', async () => {
    const w = await world(t);
    const send = (filter: Record<string, unknown>) => t.gql(ADMIN_TICKETS, { filter }, { token: w.admin.token });
    expect(fieldErrors(await send({ number: 'abc' }))).toEqual({ number: [messages.invalidValue] });
    expect(fieldErrors(await send({ number: '012-345' }))).toEqual({ number: [messages.invalidValue] });
    expect(fieldErrors(await send({ olderThanDays: -1 }))).toEqual({ olderThanDays: [messages.invalidValue] });
    expect(fieldErrors(await send({ olderThanDays: 100_000 }))).toEqual({ olderThanDays: [messages.invalidValue] });
    expect(fieldErrors(await send({ statuses: ['lost'] }))).toEqual({ 'statuses[0]': [messages.invalidValue] });
    // A list longer than there are statuses is refused before it reaches the database (never a 500).
    for (const length of [TICKET_STATUSES.length + 1, 70_000]) {
      const statuses = Array.from({ length }, () => 'new');
      expect(fieldErrors(await send({ statuses })), `${length}`).toEqual({ statuses: [messages.invalidValue] });
    }
    expect((await send({ statuses: [...TICKET_STATUSES] })).errors).toBeUndefined();
    expect(fieldErrors(await send({ parkingIdentifier: 'x'.repeat(21) }))).toEqual({
      parkingIdentifier: [messages.ticketParkingUnknown],
    });
  });
});

describe('ticketsAwaitingMe', () => {
  it('counts my tickets awaiting me and my parkings’ tickets awaiting the responders, never settled ones', async () => {
    const w = await world(t);
    const first = await openTicket(t, w.driver.token, parkingTicket(w));
    const second = await openTicket(t, w.driver.token, compensationTicket(w));
    expect(await awaiting(w.owner.token)).toBe(2);
    expect(await awaiting(w.driver.token)).toBe(0);
    expect(await awaiting(w.stranger.token)).toBe(0);
    // Support is not counted here: the queue is its list.
    expect(await awaiting(w.admin.token)).toBe(0);

    await reply(t, w.owner.token, { ticketId: first.id, body: 'Answer' });
    expect(await awaiting(w.owner.token)).toBe(1);
    expect(await awaiting(w.driver.token)).toBe(1);
    await move(t, w.admin.token, { ticketId: second.id, status: 'resolved' });
    expect(await awaiting(w.owner.token)).toBe(0);
    await move(t, w.driver.token, { ticketId: first.id, status: 'closed' });
    expect(await awaiting(w.driver.token)).toBe(0);

    // An owner's report about their own parking counts once: as the reporter's, when it is their turn.
    const own = await openTicket(t, w.owner.token, parkingTicket(w));
    expect(await awaiting(w.owner.token)).toBe(0);
    await reply(t, w.admin.token, { ticketId: own.id, body: 'Noted' });
    expect(await awaiting(w.owner.token)).toBe(1);
  });
});

describe('Reservation.tickets', () => {
  const MY_STAYS = '{ myReservations { items { id tickets { id viewerRole } } } }';
  const PARKING_STAYS = `query($id: ID!) { parkingReservations(parkingId: $id) { items { id tickets { id viewerRole } } } }`;

  it('lists the viewer’s tickets about each reservation: the driver’s and the owner’s, newest first', async () => {
    const w = await world(t);
    const first = await openTicket(t, w.driver.token, compensationTicket(w));
    const second = await openTicket(t, w.driver.token, compensationTicket(w, { reason: 'other' }));
    const mine = await t.gql<{ myReservations: { items: { id: string; tickets: Item[] }[] } }>(
      MY_STAYS,
      {},
      { token: w.driver.token },
    );
    expect(mine.data?.myReservations.items).toEqual([
      {
        id: w.reservation.id,
        tickets: [
          { id: second.id, viewerRole: 'reporter' },
          { id: first.id, viewerRole: 'reporter' },
        ],
      },
    ]);
    const owners = await t.gql<{ parkingReservations: { items: { id: string; tickets: Item[] }[] } }>(
      PARKING_STAYS,
      { id: w.parking.id },
      { token: w.owner.token },
    );
    expect(owners.data?.parkingReservations.items[0]?.tickets.map((item) => item.viewerRole)).toEqual([
      'owner',
      'owner',
    ]);
  });
});
