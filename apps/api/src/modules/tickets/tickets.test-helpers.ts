import { expect } from 'vitest';
import type { ParkingRow } from '../../db/schema/parkings';
import type { ReservationRow } from '../../db/schema/reservations';
import type { GraphQLResponse, TestApp } from '../../test/app';
import { createParkingFixture } from '../../test/owner-factories';
import { insertReservationRow } from '../../test/reservation-factories';
import { person, type Person } from '../parkings/parkings.fixtures';
import { TICKET_LIMITS, ticketLimitKey } from './tickets.graphql';

// Shared by the tickets tests: the people around a ticket (a driver with a stay at a parking, its owner, support,
// a stranger and the owner of another parking) and the GraphQL documents.

export const TICKET_FIELDS = `id number type subject description priority status reason reportedAt resolvedAt updatedAt
  lastMessageAt outcome viewerRole awaitingViewer allowedStatuses canReply reporterName reservationId
  parking { id identifier name } reservation { id } photos { id url thumbnailUrl width height }
  messages { id authorRole authorName mine body internal photos { id url } createdAt }
  assignee { id name } events { id kind actorRole actorName from to amount bearer createdAt }`;

export const CREATE = `mutation($input: TicketInput!) { createTicket(input: $input) { ${TICKET_FIELDS} } }`;
export const REPLY = `mutation($input: TicketReplyInput!) { replyToTicket(input: $input) { ${TICKET_FIELDS} } }`;
export const MOVE = `mutation($input: TicketMoveInput!) { moveTicket(input: $input) { ${TICKET_FIELDS} } }`;
export const ASSIGN = `mutation($ticketId: ID!, $toMe: Boolean!) { assignTicket(ticketId: $ticketId, toMe: $toMe) {
  ${TICKET_FIELDS} } }`;
export const PRIORITY = `mutation($ticketId: ID!, $priority: TicketPriority!) {
  setTicketPriority(ticketId: $ticketId, priority: $priority) { ${TICKET_FIELDS} } }`;
export const TICKET = `query($id: ID!) { ticket(id: $id) { ${TICKET_FIELDS} } }`;
export const AWAITING = 'query { ticketsAwaitingMe }';
export const MY_TICKETS = `query($scope: TicketScope, $first: Int, $after: String) {
  page: myTickets(scope: $scope, first: $first, after: $after) { items { id number viewerRole reporterName } nextCursor } }`;
export const ADMIN_TICKETS = `query($filter: TicketFilterInput, $first: Int, $after: String) {
  page: adminTickets(filter: $filter, first: $first, after: $after) { items { id number status assignee { id name } } nextCursor } }`;

export interface TicketData {
  id: string;
  number: string;
  type: string;
  subject: string;
  description: string;
  priority: string;
  status: string;
  reason: string | null;
  reportedAt: string;
  resolvedAt: string | null;
  updatedAt: string;
  lastMessageAt: string;
  outcome: string | null;
  viewerRole: string;
  awaitingViewer: boolean;
  allowedStatuses: string[];
  canReply: boolean;
  reporterName: string | null;
  reservationId: string | null;
  parking: { id: string; identifier: string; name: string | null } | null;
  reservation: { id: string } | null;
  photos: { id: string; url: string; thumbnailUrl: string; width: number; height: number }[];
  messages: {
    id: string;
    authorRole: string;
    authorName: string | null;
    mine: boolean;
    body: string;
    internal: boolean;
    photos: { id: string; url: string }[];
    createdAt: string;
  }[];
  assignee: { id: string; name: string } | null;
  events: { kind: string; actorRole: string; actorName: string | null; from: string | null; to: string | null }[];
}

export interface World {
  driver: Person & { name: string };
  owner: Person & { name: string };
  admin: Person & { name: string };
  stranger: Person;
  otherOwner: Person;
  parking: ParkingRow;
  otherParking: ParkingRow;
  reservation: ReservationRow;
}

let offset = 0;

/** A driver with a completed stay at an active parking, its owner, support, a stranger and another owner. */
export async function world(t: TestApp, options: { driverLanguage?: string; ownerLanguage?: string } = {}) {
  const driver = {
    ...(await person(t, { name: 'Dawid Kierowca', language: options.driverLanguage })),
    name: 'Dawid Kierowca',
  };
  const owner = {
    ...(await person(t, { name: 'Olga Właścicielka', language: options.ownerLanguage })),
    name: 'Olga Właścicielka',
  };
  const admin = { ...(await person(t, { name: 'Sara Support', roles: ['user', 'admin'] })), name: 'Sara Support' };
  const stranger = await person(t, { name: 'Stefan Obcy' });
  const otherOwner = await person(t, { name: 'Inny Właściciel' });
  const { parking, spot } = await createParkingFixture(t.app, {
    ownerId: owner.id,
    status: 'active',
    name: 'Owner-only',
  });
  const { parking: otherParking } = await createParkingFixture(t.app, { ownerId: otherOwner.id, status: 'active' });
  // Each world's stay in its own past hour, so that stays never overlap.
  offset += 1;
  const startAt = new Date(Date.now() - (offset + 48) * 3_600_000);
  const reservation = await insertReservationRow(t.app, {
    userId: driver.id,
    parkingId: parking.id,
    spotId: spot.id,
    startAt,
    endAt: new Date(startAt.getTime() + 3_600_000),
    status: 'completed',
  });
  return { driver, owner, admin, stranger, otherOwner, parking, otherParking, reservation } satisfies World;
}

/** The answer's one field, or a failure showing the errors. */
export function dataOf<T>(response: GraphQLResponse<Record<string, T>>): T {
  const value = response.data ? Object.values(response.data)[0] : undefined;
  if (!value) throw new Error(JSON.stringify(response.errors));
  return value;
}

export async function openTicket(t: TestApp, token: string, input: Record<string, unknown>): Promise<TicketData> {
  return dataOf(await t.gql<Record<string, TicketData>>(CREATE, { input }, { token }));
}

/** A parking ticket about the world's parking by the driver. */
export const parkingTicket = (w: World, extra: Record<string, unknown> = {}) => ({
  type: 'parking',
  subject: 'Gate does not open',
  description: 'The gate stays closed.\nI waited 10 minutes.',
  parkingIdentifier: w.parking.identifier,
  ...extra,
});

/** "Report a problem" on the world's reservation. */
export const compensationTicket = (w: World, extra: Record<string, unknown> = {}) => ({
  type: 'compensation',
  subject: 'Spot occupied',
  description: 'Somebody else was parked in my spot.',
  reservationId: w.reservation.id,
  reason: 'spot_occupied',
  ...extra,
});

export async function ticketAs(t: TestApp, token: string, id: string): Promise<TicketData> {
  return dataOf(await t.gql<Record<string, TicketData>>(TICKET, { id }, { token }));
}

export async function reply(t: TestApp, token: string, input: Record<string, unknown>): Promise<TicketData> {
  return dataOf(await t.gql<Record<string, TicketData>>(REPLY, { input }, { token }));
}

export async function move(t: TestApp, token: string, input: Record<string, unknown>): Promise<TicketData> {
  return dataOf(await t.gql<Record<string, TicketData>>(MOVE, { input }, { token }));
}

/** Forgets the rate limits' counts of these people: for a test that does more than a person may in a while. */
export async function resetTicketLimits(t: TestApp, ...userIds: string[]): Promise<void> {
  for (const userId of userIds) {
    for (const action of Object.keys(TICKET_LIMITS) as (keyof typeof TICKET_LIMITS)[]) {
      await t.app.deps.limiter.reset(ticketLimitKey(action, userId));
    }
  }
}

export const expectNotFound = (response: GraphQLResponse) => {
  expect(response.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  expect(response.data).toBeNull();
};
