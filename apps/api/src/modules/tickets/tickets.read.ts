import { isSettledTicket, TICKET_STATUSES, type TicketRole } from '@parkshare/shared/tickets/status';
import { and, count, eq, inArray, isNull, ne, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { parkings } from '../../db/schema/parkings';
import { tickets, type TicketRow } from '../../db/schema/tickets';
import { users } from '../../db/schema/users';
import type { Reader } from '../../db/transaction';
import { notFound } from '../../lib/errors';
import { afterCursor, cursorTime, keysetOrder, mapPage, toPage, type Page, type PageRequest } from '../../lib/page';
import type { UserView, Viewer } from '../../lib/viewer';
import { ticketId, ticketRoleOf } from './ticket.policy';

// Reading tickets for the API: one statement per list joins what every Ticket field needs from outside the
// ticket (the parking's identifier, name and owner, the reporter's name), and each row is seen through the
// viewer's role. Lists are paged by a cursor (decision 064).

export interface TicketView extends TicketRow {
  /** How the viewer takes part: the fields hide what the role may not see. */
  role: TicketRole;
  viewerId: string;
  parkingIdentifier: string | null;
  parkingName: string | null;
  parkingOwnerId: string | null;
  reporterName: string;
  /** Who is assigned (support's to see: Ticket.assignee). */
  assignee: UserView | null;
}

// Written out, not as parameters: the partial indexes (db/schema/tickets.ts) say exactly this, and PostgreSQL uses
// one only for a query whose condition it can prove implies the index's.
const UNSETTLED = TICKET_STATUSES.filter((status) => !isSettledTicket(status));
const unsettled = sql`${tickets.status} not in ('resolved', 'closed')`;
const awaitingSide = (side: 'reporter' | 'responder') =>
  side === 'reporter' ? sql`${tickets.awaiting} = 'reporter'` : sql`${tickets.awaiting} = 'responder'`;

const assignees = alias(users, 'assignees');

function selectTickets(db: Reader) {
  return db
    .select({
      ticket: tickets,
      cursorAt: cursorTime(tickets.createdAt),
      parkingIdentifier: parkings.identifier,
      parkingName: parkings.name,
      parkingOwnerId: parkings.ownerId,
      reporterName: users.name,
      // Ticket.assignee of every row from the same statement (support's lists would ask once per row otherwise).
      assignee: {
        id: assignees.id,
        email: assignees.email,
        name: assignees.name,
        language: assignees.language,
        timezone: assignees.timezone,
        birthdayOn: assignees.birthdayOn,
        status: assignees.status,
        roles: assignees.roles,
        createdAt: assignees.createdAt,
      },
    })
    .from(tickets)
    .innerJoin(users, eq(users.id, tickets.reporterId))
    .leftJoin(parkings, eq(parkings.id, tickets.parkingId))
    .leftJoin(assignees, eq(assignees.id, tickets.assigneeId))
    .$dynamic();
}

type Joined = Awaited<ReturnType<ReturnType<typeof selectTickets>['execute']>>[number];

function viewOf(row: Joined, viewer: Viewer): TicketView | null {
  const role = ticketRoleOf(viewer, { reporterId: row.ticket.reporterId, parkingOwnerId: row.parkingOwnerId });
  if (!role) return null;
  return {
    ...row.ticket,
    role,
    viewerId: viewer.user.id,
    parkingIdentifier: row.parkingIdentifier,
    parkingName: row.parkingName,
    parkingOwnerId: row.parkingOwnerId,
    reporterName: row.reporterName,
    assignee: row.assignee,
  };
}

function requireView(row: Joined | undefined, viewer: Viewer): TicketView {
  const view = row ? viewOf(row, viewer) : null;
  if (!view) throw notFound();
  return view;
}

/**
 * A ticket as the viewer sees it, with their role; NOT_FOUND for anybody who does not take part (and for an
 * unknown or malformed id). Give it a transaction to read inside one (after lockTicket).
 */
export async function loadTicketFor(
  db: Reader,
  viewer: Viewer,
  id: string,
): Promise<{ ticket: TicketView; role: TicketRole }> {
  const [row] = await selectTickets(db).where(eq(tickets.id, ticketId(id)));
  const ticket = requireView(row, viewer);
  return { ticket, role: ticket.role };
}

/** The ticket as the viewer sees it (the same as loadTicketFor, the view only). */
export async function viewTicket(db: Reader, viewer: Viewer, id: string): Promise<TicketView> {
  return (await loadTicketFor(db, viewer, id)).ticket;
}

function pageOfRows(rows: Joined[], first: number, viewer: Viewer): Page<TicketView> {
  const page = toPage(rows, first, (row) => ({ at: row.cursorAt, id: row.ticket.id }));
  return mapPage(page, (row) => requireView(row, viewer));
}

/** Tickets about the parkings the user owns, reported by somebody else. */
const aboutParkingsOf = (userId: string): SQL =>
  and(
    inArray(tickets.parkingId, sql`(select ${parkings.id} from ${parkings} where ${parkings.ownerId} = ${userId})`),
    ne(tickets.reporterId, userId),
  )!;

/** myTickets: those the viewer reported, or those about their parkings; newest first, a page at a time. */
export async function listMyTickets(
  db: Reader,
  { viewer, scope, page }: { viewer: Viewer; scope: 'reported' | 'parkings'; page: PageRequest },
): Promise<Page<TicketView>> {
  const userId = viewer.user.id;
  const rows = await selectTickets(db)
    .where(
      and(
        scope === 'reported' ? eq(tickets.reporterId, userId) : aboutParkingsOf(userId),
        afterCursor(tickets.createdAt, tickets.id, page.after),
      ),
    )
    .orderBy(...keysetOrder(tickets.createdAt, tickets.id))
    .limit(page.first + 1);
  // The role is per row: in scope 'reported' the reporter, in scope 'parkings' the owner (an admin too).
  return pageOfRows(rows, page.first, viewer);
}

/** The tickets a user reported, newest first, as the viewer (the user themselves, or support) sees them. */
export async function listReportedBy(
  db: Reader,
  { viewer, userId, page }: { viewer: Viewer; userId: string; page: PageRequest },
): Promise<Page<TicketView>> {
  const rows = await selectTickets(db)
    .where(and(eq(tickets.reporterId, userId), afterCursor(tickets.createdAt, tickets.id, page.after)))
    .orderBy(...keysetOrder(tickets.createdAt, tickets.id))
    .limit(page.first + 1);
  return pageOfRows(rows, page.first, viewer);
}

export interface TicketFilter {
  statuses: TicketRow['status'][] | null;
  type: TicketRow['type'] | null;
  priority: TicketRow['priority'] | null;
  olderThanDays: number | null;
  parkingIdentifier: string | null;
  assignee: 'me' | 'nobody' | null;
  number: string | null;
}

/** The queue's status filter; its usual view, every status not settled, in the words of the partial index. */
function statusCondition(statuses: TicketRow['status'][] | null): SQL | undefined {
  if (!statuses || statuses.length === 0) return undefined;
  const chosen = new Set(statuses);
  if (chosen.size === UNSETTLED.length && UNSETTLED.every((status) => chosen.has(status))) return unsettled;
  return inArray(tickets.status, [...chosen]);
}

interface AdminTicketsOptions {
  viewer: Viewer;
  filter: TicketFilter;
  page: PageRequest;
  now?: Date;
}

/** adminTickets: the support queue, oldest first, filtered. The caller has checked the admin scope. */
export async function listAdminTickets(db: Reader, options: AdminTicketsOptions): Promise<Page<TicketView>> {
  const rows = await adminTicketsQuery(db, options);
  return pageOfRows(rows, options.page.first, options.viewer);
}

/** The statement of listAdminTickets (its test asks PostgreSQL how it runs it). */
export function adminTicketsQuery(db: Reader, { viewer, filter, page, now = new Date() }: AdminTicketsOptions) {
  const conditions: (SQL | undefined)[] = [
    statusCondition(filter.statuses),
    filter.type ? eq(tickets.type, filter.type) : undefined,
    filter.priority ? eq(tickets.priority, filter.priority) : undefined,
    filter.olderThanDays !== null
      ? sql`${tickets.createdAt} <= ${new Date(now.getTime() - filter.olderThanDays * 86_400_000)}`
      : undefined,
    filter.parkingIdentifier ? eq(parkings.identifier, filter.parkingIdentifier) : undefined,
    filter.assignee === 'me' ? eq(tickets.assigneeId, viewer.user.id) : undefined,
    filter.assignee === 'nobody' ? isNull(tickets.assigneeId) : undefined,
    filter.number ? eq(tickets.number, filter.number) : undefined,
    afterCursor(tickets.createdAt, tickets.id, page.after, 'oldest'),
  ];
  return selectTickets(db)
    .where(and(...conditions))
    .orderBy(...keysetOrder(tickets.createdAt, tickets.id, 'oldest'))
    .limit(page.first + 1);
}

/**
 * The menu's count: tickets the viewer reported that wait for their answer, plus tickets about their parkings
 * (reported by somebody else) that wait for the responders; settled tickets never count.
 */
export async function countTicketsAwaiting(db: Reader, userId: string): Promise<number> {
  const { reporterSide, ownerSide } = awaitingCountQueries(db, userId);
  const [reporter] = await reporterSide;
  const [owner] = await ownerSide;
  return (reporter?.n ?? 0) + (owner?.n ?? 0);
}

/**
 * The two counts of countTicketsAwaiting, added rather than one OR with a subquery: each side reads its own
 * partial index (awaiting, not settled). Its test asks PostgreSQL how it runs them.
 */
export function awaitingCountQueries(db: Reader, userId: string) {
  return {
    reporterSide: db
      .select({ n: count() })
      .from(tickets)
      .where(and(eq(tickets.reporterId, userId), awaitingSide('reporter'), unsettled)),
    ownerSide: db
      .select({ n: count() })
      .from(tickets)
      .innerJoin(parkings, eq(parkings.id, tickets.parkingId))
      .where(and(eq(parkings.ownerId, userId), ne(tickets.reporterId, userId), awaitingSide('responder'), unsettled)),
  };
}

/** The tickets about some reservations the viewer takes part in, newest first, keyed by reservation. */
export async function ticketsOfReservations(
  db: Reader,
  viewer: Viewer,
  reservationIds: readonly string[],
): Promise<Map<string, TicketView[]>> {
  const byReservation = new Map<string, TicketView[]>(reservationIds.map((id) => [id, []]));
  if (reservationIds.length === 0) return byReservation;
  const rows = await selectTickets(db)
    .where(inArray(tickets.reservationId, [...reservationIds]))
    .orderBy(...keysetOrder(tickets.createdAt, tickets.id));
  for (const row of rows) {
    const view = viewOf(row, viewer);
    if (view && row.ticket.reservationId) byReservation.get(row.ticket.reservationId)?.push(view);
  }
  return byReservation;
}

/** How many unsettled tickets a user has reported (createTicket's limit). */
export async function countOpenTickets(db: Reader, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(tickets)
    .where(and(eq(tickets.reporterId, userId), unsettled));
  return row?.n ?? 0;
}

/** How many tickets are about a reservation (createTicket's limit; Reservation.tickets stays short). */
export async function countReservationTickets(db: Reader, reservationId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(tickets).where(eq(tickets.reservationId, reservationId));
  return row?.n ?? 0;
}
