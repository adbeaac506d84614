import type { TicketRole } from '@parkshare/shared/tickets/status';
import { and, count, eq, inArray, isNull, ne, notInArray, or, sql, type SQL } from 'drizzle-orm';
import { parkings } from '../../db/schema/parkings';
import { tickets, type TicketRow } from '../../db/schema/tickets';
import { users } from '../../db/schema/users';
import type { Reader } from '../../db/transaction';
import { notFound } from '../../lib/errors';
import { afterCursor, cursorTime, keysetOrder, mapPage, toPage, type Page, type PageRequest } from '../../lib/page';
import type { Viewer } from '../../lib/viewer';
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
}

export const SETTLED: TicketRow['status'][] = ['resolved', 'closed'];

function selectTickets(db: Reader) {
  return db
    .select({
      ticket: tickets,
      cursorAt: cursorTime(tickets.createdAt),
      parkingIdentifier: parkings.identifier,
      parkingName: parkings.name,
      parkingOwnerId: parkings.ownerId,
      reporterName: users.name,
    })
    .from(tickets)
    .innerJoin(users, eq(users.id, tickets.reporterId))
    .leftJoin(parkings, eq(parkings.id, tickets.parkingId))
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

export interface TicketFilter {
  statuses: TicketRow['status'][] | null;
  type: TicketRow['type'] | null;
  priority: TicketRow['priority'] | null;
  olderThanDays: number | null;
  parkingIdentifier: string | null;
  assignee: 'me' | 'nobody' | null;
  number: string | null;
}

/** adminTickets: the support queue, oldest first, filtered. The caller has checked the admin scope. */
export async function listAdminTickets(
  db: Reader,
  { viewer, filter, page, now = new Date() }: { viewer: Viewer; filter: TicketFilter; page: PageRequest; now?: Date },
): Promise<Page<TicketView>> {
  const conditions: (SQL | undefined)[] = [
    filter.statuses && filter.statuses.length > 0 ? inArray(tickets.status, filter.statuses) : undefined,
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
  const rows = await selectTickets(db)
    .where(and(...conditions))
    .orderBy(...keysetOrder(tickets.createdAt, tickets.id, 'oldest'))
    .limit(page.first + 1);
  return pageOfRows(rows, page.first, viewer);
}

/**
 * The menu's count: tickets the viewer reported that wait for their answer, plus tickets about their parkings
 * (reported by somebody else) that wait for the responders; settled tickets never count.
 */
export async function countTicketsAwaiting(db: Reader, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(tickets)
    .where(
      and(
        notInArray(tickets.status, SETTLED),
        or(
          and(eq(tickets.reporterId, userId), eq(tickets.awaiting, 'reporter')),
          and(aboutParkingsOf(userId), eq(tickets.awaiting, 'responder')),
        ),
      ),
    );
  return row?.n ?? 0;
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
    .where(and(eq(tickets.reporterId, userId), notInArray(tickets.status, SETTLED)));
  return row?.n ?? 0;
}

/** How many tickets are about a reservation (createTicket's limit; Reservation.tickets stays short). */
export async function countReservationTickets(db: Reader, reservationId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(tickets).where(eq(tickets.reservationId, reservationId));
  return row?.n ?? 0;
}
