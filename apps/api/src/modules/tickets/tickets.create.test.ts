import { RESERVATION_STATUSES, type ReservationStatus } from '@parkshare/shared/reservations/status';
import { isReportableStay, TICKET_NUMBER_PATTERN } from '@parkshare/shared/tickets/status';
import { formatMessage, messages } from '@parkshare/shared/validation/messages';
import {
  MAX_OPEN_TICKETS_PER_USER,
  MAX_TICKETS_PER_RESERVATION,
  ticketInput,
} from '@parkshare/shared/validation/tickets';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { reservations } from '../../db/schema/reservations';
import { ticketEvents, tickets } from '../../db/schema/tickets';
import { AppError } from '../../lib/errors';
import { parseInput } from '../../lib/parse-input';
import { createTestApp, fieldErrors, type TestApp } from '../../test/app';
import { createParkingFixture } from '../../test/owner-factories';
import { authenticate } from '../auth/sessions.service';
import { createTicket } from './create-ticket';
import {
  compensationTicket,
  CREATE,
  openTicket,
  parkingTicket,
  resetTicketLimits,
  type TicketData,
  world,
} from './tickets.test-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://parkshare.example' });
});

const create = (token: string | undefined, input: Record<string, unknown>) =>
  t.gql<{ createTicket: TicketData }>(CREATE, { input }, token ? { token } : {});

const mailsTo = (email: string) => t.outbox().filter((mail) => mail.to.includes(email));

const ticketCount = async () => (await t.app.deps.db.select({ id: tickets.id }).from(tickets)).length;

describe('createTicket', () => {
  it('opens a parking ticket by identifier: a spoken number, new, awaiting the responders, one created event', async () => {
    const w = await world(t);
    const ticket = await openTicket(t, w.driver.token, parkingTicket(w, { priority: 'high' }));
    expect(ticket).toMatchObject({
      type: 'parking',
      subject: 'Gate does not open',
      description: 'The gate stays closed.\nI waited 10 minutes.',
      priority: 'high',
      status: 'new',
      reason: null,
      resolvedAt: null,
      outcome: null,
      viewerRole: 'reporter',
      awaitingViewer: false,
      allowedStatuses: ['closed'],
      canReply: true,
      reporterName: w.driver.name,
      reservationId: null,
      reservation: null,
      parking: { id: w.parking.id, identifier: w.parking.identifier, name: null },
      photos: [],
      messages: [],
      assignee: null,
      events: [],
    });
    expect(ticket.number).toMatch(TICKET_NUMBER_PATTERN);
    const [row] = await t.app.deps.db.select().from(tickets).where(eq(tickets.id, ticket.id));
    expect(row).toMatchObject({ awaiting: 'responder', reporterId: w.driver.id, parkingId: w.parking.id });
    const events = await t.app.deps.db.select().from(ticketEvents).where(eq(ticketEvents.ticketId, ticket.id));
    expect(events).toMatchObject([{ kind: 'created', actorId: w.driver.id, actorRole: 'reporter' }]);
  });

  it('takes the identifier in any case and the priority medium by default', async () => {
    const w = await world(t);
    const ticket = await openTicket(
      t,
      w.driver.token,
      parkingTicket(w, { parkingIdentifier: ` ${w.parking.identifier.toLowerCase()} ` }),
    );
    expect(ticket.priority).toBe('medium');
    expect(ticket.parking?.id).toBe(w.parking.id);
  });

  it('reports a problem with the reporter’s own stay: the reservation’s parking, its reason', async () => {
    const w = await world(t);
    const ticket = await openTicket(t, w.driver.token, compensationTicket(w));
    expect(ticket).toMatchObject({
      type: 'compensation',
      reason: 'spot_occupied',
      reservationId: w.reservation.id,
      reservation: { id: w.reservation.id },
      parking: { id: w.parking.id, identifier: w.parking.identifier },
    });
    // A parking ticket may also name its parking through the reservation only.
    const byStay = await openTicket(t, w.driver.token, {
      type: 'parking',
      subject: 'Dirty',
      description: 'Litter everywhere',
      reservationId: w.reservation.id,
    });
    expect(byStay.parking?.id).toBe(w.parking.id);
  });

  it('opens a compensation ticket without a reservation or parking (a general claim)', async () => {
    const w = await world(t);
    const ticket = await openTicket(t, w.driver.token, {
      type: 'compensation',
      subject: 'Charged twice',
      description: 'My card was charged twice.',
    });
    expect(ticket).toMatchObject({ parking: null, reservationId: null, reason: null });
  });

  it('asks for a token', async () => {
    const w = await world(t);
    const result = await create(undefined, parkingTicket(w));
    expect(result.errors?.[0]?.message).toBe('Unauthenticated.');
    expect(result.data).toBeNull();
  });

  it('answers missing, malformed and oversized fields under their names, writing nothing', async () => {
    const w = await world(t);
    const before = await ticketCount();
    expect(fieldErrors(await create(w.driver.token, {}))).toEqual({
      type: [messages.required],
      subject: [messages.required],
      description: [messages.required],
    });
    expect(fieldErrors(await create(w.driver.token, parkingTicket(w, { parkingIdentifier: null })))).toEqual({
      parkingIdentifier: [messages.ticketParkingRequired],
    });
    expect(fieldErrors(await create(w.driver.token, parkingTicket(w, { parkingIdentifier: 'NOT AN ID' })))).toEqual({
      parkingIdentifier: [messages.ticketParkingUnknown],
    });
    expect(fieldErrors(await create(w.driver.token, parkingTicket(w, { parkingIdentifier: 'ZZZ-9999' })))).toEqual({
      parkingIdentifier: [messages.ticketParkingUnknown],
    });
    expect(fieldErrors(await create(w.driver.token, parkingTicket(w, { subject: 'x'.repeat(121) })))).toEqual({
      subject: [formatMessage('maxLength', { count: 120 })],
    });
    expect(fieldErrors(await create(w.driver.token, parkingTicket(w, { description: 'x'.repeat(4001) })))).toEqual({
      description: [formatMessage('maxLength', { count: 4000 })],
    });
    expect(fieldErrors(await create(w.driver.token, parkingTicket(w, { subject: '   ' })))).toEqual({
      subject: [messages.required],
    });
    // Enumerations answer under their field, never a 500.
    expect(fieldErrors(await create(w.driver.token, parkingTicket(w, { type: 'refund' })))).toEqual({
      type: [messages.invalidValue],
    });
    expect(fieldErrors(await create(w.driver.token, parkingTicket(w, { priority: 'asap' })))).toEqual({
      priority: [messages.invalidValue],
    });
    expect(await ticketCount()).toBe(before);
  });

  it('refuses hostile text: control characters and a line break in the subject', async () => {
    const w = await world(t);
    const subject = fieldErrors(await create(w.driver.token, parkingTicket(w, { subject: 'Gate\nbroken' })));
    expect(Object.keys(subject ?? {})).toEqual(['subject']);
    const nul = fieldErrors(await create(w.driver.token, parkingTicket(w, { description: 'bad\u0000byte' })));
    expect(Object.keys(nul ?? {})).toEqual(['description']);
    // Markup is just text: stored as written, escaped by whoever shows it.
    const ticket = await openTicket(t, w.driver.token, parkingTicket(w, { subject: '<script>alert(1)</script>' }));
    expect(ticket.subject).toBe('<script>alert(1)</script>');
  });

  it('links only the reporter’s own reservation: another user’s id, a malformed or unknown one read the same', async () => {
    const w = await world(t);
    const other = await world(t);
    for (const reservationId of [other.reservation.id, 'not-a-uuid', '00000000-0000-4000-8000-000000000000']) {
      expect(fieldErrors(await create(w.driver.token, compensationTicket(w, { reservationId })))).toEqual({
        reservationId: [messages.ownReservation],
      });
    }
    // The owner of the parking cannot link a driver's reservation either.
    expect(fieldErrors(await create(w.owner.token, compensationTicket(w)))).toEqual({
      reservationId: [messages.ownReservation],
    });
  });

  it('wants a reason with a reservation, and no other parking than the reservation’s', async () => {
    const w = await world(t);
    expect(fieldErrors(await create(w.driver.token, compensationTicket(w, { reason: null })))).toEqual({
      reason: [messages.reasonRequired],
    });
    expect(fieldErrors(await create(w.driver.token, compensationTicket(w, { reason: 'bored' })))).toEqual({
      reason: [messages.invalidValue],
    });
    expect(
      fieldErrors(
        await create(w.driver.token, compensationTicket(w, { parkingIdentifier: w.otherParking.identifier })),
      ),
    ).toEqual({ parkingIdentifier: [messages.ticketParkingUnknown] });
  });

  it('mails the parking’s owner in their language, with a link to the ticket', async () => {
    const w = await world(t, { ownerLanguage: 'pl' });
    const ticket = await openTicket(t, w.driver.token, parkingTicket(w));
    const [mail] = mailsTo(w.owner.email);
    expect(mail?.subject).toBe(`Nowe zgłoszenie ${ticket.number} dotyczące Twojego parkingu`);
    expect(mail?.text).toContain('Cześć, Olga!');
    expect(mail?.text).toContain(`https://parkshare.example/ticket/${ticket.id}`);
    expect(mail?.headers['x-parkshare-link']).toBe(`https://parkshare.example/ticket/${ticket.id}`);
    // The reporter is not mailed about their own report; a ticket without a parking mails nobody.
    expect(mailsTo(w.driver.email)).toEqual([]);
    await openTicket(t, w.driver.token, { type: 'compensation', subject: 'Charged', description: 'Twice' });
    expect(mailsTo(w.owner.email)).toHaveLength(1);
  });

  it('does not mail an owner who reports about their own parking', async () => {
    const w = await world(t);
    await openTicket(t, w.owner.token, parkingTicket(w));
    expect(mailsTo(w.owner.email)).toEqual([]);
  });

  it(`keeps at most ${MAX_OPEN_TICKETS_PER_USER} unresolved tickets per reporter (on input)`, async () => {
    const w = await world(t);
    const rows = Array.from({ length: MAX_OPEN_TICKETS_PER_USER }, (_, index) => ({
      number: `9${String(index).padStart(2, '0')}-${String(Math.floor(Math.random() * 900) + 100)}`,
      type: 'parking' as const,
      subject: 'Old',
      description: 'Old',
      reporterId: w.stranger.id,
      parkingId: w.parking.id,
      status: index === 0 ? ('resolved' as const) : ('open' as const),
    }));
    await t.app.deps.db.insert(tickets).values(rows).onConflictDoNothing();
    const inserted = await t.app.deps.db.select().from(tickets).where(eq(tickets.reporterId, w.stranger.id));
    expect(inserted).toHaveLength(MAX_OPEN_TICKETS_PER_USER);
    // One is resolved: there is room for exactly one more.
    await openTicket(t, w.stranger.token, parkingTicket(w));
    const refused = await create(w.stranger.token, parkingTicket(w));
    expect(fieldErrors(refused)).toEqual({
      input: [formatMessage('tooManyOpenTickets', { count: MAX_OPEN_TICKETS_PER_USER })],
    });
  });

  it(`links at most ${MAX_TICKETS_PER_RESERVATION} tickets to one reservation (on reservationId)`, async () => {
    const w = await world(t);
    for (let index = 0; index < MAX_TICKETS_PER_RESERVATION; index += 1) {
      const ticket = await openTicket(t, w.driver.token, compensationTicket(w));
      await t.app.deps.db.update(tickets).set({ status: 'closed' }).where(eq(tickets.id, ticket.id));
    }
    await resetTicketLimits(t, w.driver.id);
    expect(fieldErrors(await create(w.driver.token, compensationTicket(w)))).toEqual({
      reservationId: [formatMessage('tooManyReservationTickets', { count: MAX_TICKETS_PER_RESERVATION })],
    });
  });

  it('reaches by identifier an active parking or the reporter’s own; any other reads like an unknown one', async () => {
    const w = await world(t);
    const before = await ticketCount();
    const unknown = { parkingIdentifier: [messages.ticketParkingUnknown] };
    for (const status of ['pending_verification', 'inactive', 'rejected_verification'] as const) {
      const { parking } = await createParkingFixture(t.app, { ownerId: w.otherOwner.id, status });
      const named = parkingTicket(w, { parkingIdentifier: parking.identifier });
      // Exactly the answer for an identifier nobody has: a ticket is no way to learn which parkings exist.
      expect(fieldErrors(await create(w.driver.token, named)), status).toEqual(unknown);
      expect(fieldErrors(await create(w.driver.token, { ...named, parkingIdentifier: 'ZZZ-9999' }))).toEqual(unknown);
      // Its owner reports about it in any status.
      const own = await openTicket(t, w.otherOwner.token, named);
      expect(own.parking?.identifier, status).toBe(parking.identifier);
    }
    expect(await ticketCount()).toBe(before + 3);
  });

  it('takes a compensation ticket’s parking from its reservation only: a named parking is refused', async () => {
    const w = await world(t);
    const { parking: hidden } = await createParkingFixture(t.app, { ownerId: w.otherOwner.id });
    const unknown = { parkingIdentifier: [messages.ticketParkingUnknown] };
    const claim = { type: 'compensation', subject: 'Pay me', description: 'x' };
    for (const identifier of [hidden.identifier, w.parking.identifier, w.otherParking.identifier]) {
      expect(fieldErrors(await create(w.driver.token, { ...claim, parkingIdentifier: identifier }))).toEqual(unknown);
      expect(
        fieldErrors(await create(w.driver.token, compensationTicket(w, { parkingIdentifier: identifier }))),
      ).toEqual(unknown);
    }
    expect((await openTicket(t, w.driver.token, compensationTicket(w))).parking?.id).toBe(w.parking.id);
  });

  it('reports a problem with a paid stay only: confirmed, active, completed or cancelled', async () => {
    const w = await world(t);
    const setStatus = (status: ReservationStatus) =>
      t.app.deps.db.update(reservations).set({ status }).where(eq(reservations.id, w.reservation.id));
    for (const status of RESERVATION_STATUSES) {
      await setStatus(status);
      const result = await create(w.driver.token, compensationTicket(w));
      if (isReportableStay(status)) {
        expect(result.data?.createTicket.reservationId, status).toBe(w.reservation.id);
      } else {
        expect(fieldErrors(result), status).toEqual({ reservationId: [messages.ownReservation] });
      }
    }
    expect(RESERVATION_STATUSES.filter(isReportableStay)).toEqual(['confirmed', 'active', 'completed', 'cancelled']);
  });
});

describe('ticket numbers', () => {
  it('draws again on a clash with an existing number (unique index), and gives up with a field error after ten', async () => {
    const w = await world(t);
    const first = await openTicket(t, w.driver.token, parkingTicket(w));
    const viewer = await authenticate({ deps: t.app.deps, token: w.driver.token });
    if (!viewer) throw new Error('no viewer');
    const input = parseInput(ticketInput, parkingTicket(w));
    // 0 … 899999 maps to 100-000 … 999-999: find the draw of the first ticket's number.
    const clash = Number(first.number.replace('-', '')) - 100_000;
    const draws = [clash, clash, 123_456];
    const second = await createTicket({ deps: t.app.deps, viewer, input, files: [], drawNumber: () => draws.shift()! });
    expect(second.number).toBe('223-456');
    expect(draws).toEqual([]);
    // Ten clashes: a field error the reporter can read (try again), never a 500, and nothing written.
    const before = await ticketCount();
    const exhausted = createTicket({ deps: t.app.deps, viewer, input, files: [], drawNumber: () => clash });
    await expect(exhausted).rejects.toBeInstanceOf(AppError);
    await expect(exhausted).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
      validation: { input: [messages.ticketNumbersExhausted] },
    });
    expect(await ticketCount()).toBe(before);
  });
});
