import { randomInt } from 'node:crypto';
import { isPublicStatus } from '@parkshare/shared/parkings/status';
import { isReportableStay, ticketNumberOf } from '@parkshare/shared/tickets/status';
import { formatMessage, messages } from '@parkshare/shared/validation/messages';
import {
  MAX_OPEN_TICKETS_PER_USER,
  MAX_TICKETS_PER_RESERVATION,
  type TicketData,
} from '@parkshare/shared/validation/tickets';
import type { AppDeps } from '../../app-deps';
import { tickets, type TicketRow } from '../../db/schema/tickets';
import { lockOwner, type Tx } from '../../db/transaction';
import { AppError, fieldError } from '../../lib/errors';
import type { Viewer } from '../../lib/viewer';
import { findParkingByIdentifier } from '../parkings/parkings.service';
import { driverReservation } from '../reservations/reservations.read';
import { noticesFor, sendTicketMails } from './ticket-mail';
import { insertTicketPhotos, withStoredPhotos, type TicketFile } from './ticket-photos';
import { recordEvent } from './ticket-write';
import { countOpenTickets, countReservationTickets, loadTicketFor, type TicketView } from './tickets.read';

// Opening a ticket (issue 15, decision 080): a parking ticket names its parking (by identifier, or through the
// reservation); "report a problem" is a compensation ticket linked to one of the reporter's own reservations.

const NUMBER_ATTEMPTS = 10;

/**
 * The reporter's own reservation, paid and not abandoned (isReportableStay); another user's id, an unknown one
 * and a stay that was never paid all read the same.
 */
async function ownReservation(deps: AppDeps, userId: string, id: string) {
  try {
    const reservation = await driverReservation(deps.db, { id, userId });
    if (isReportableStay(reservation.status)) return reservation;
  } catch (error) {
    if (!(error instanceof AppError && error.code === 'NOT_FOUND')) throw error;
  }
  throw fieldError('reservationId', messages.ownReservation);
}

/**
 * The parking the ticket is about: the reservation's, else the one named. A compensation ticket never names one
 * (ticketInput). A name reaches a parking anybody may see (active) or one the reporter owns, or the reservation's:
 * any other reads exactly like an unknown identifier, so a ticket tells nobody which parkings exist.
 */
async function parkingOf(deps: AppDeps, userId: string, input: TicketData): Promise<string | null> {
  const reservation = input.reservationId ? await ownReservation(deps, userId, input.reservationId) : null;
  if (!input.parkingIdentifier) return reservation?.parkingId ?? null;
  const parking = await findParkingByIdentifier(deps.db, input.parkingIdentifier);
  const reachable =
    parking !== null &&
    (reservation ? reservation.parkingId === parking.id : isPublicStatus(parking.status) || parking.ownerId === userId);
  if (!reachable) throw fieldError('parkingIdentifier', messages.ticketParkingUnknown);
  return parking.id;
}

// A random number in the spoken shape; a clash with an existing one (unique index) draws again.
async function insertWithNumber(
  tx: Tx,
  values: Omit<typeof tickets.$inferInsert, 'number'>,
  draw: () => number,
): Promise<TicketRow> {
  for (let attempt = 0; attempt < NUMBER_ATTEMPTS; attempt += 1) {
    const [row] = await tx
      .insert(tickets)
      .values({ ...values, number: ticketNumberOf(draw()) })
      .onConflictDoNothing({ target: tickets.number })
      .returning();
    if (row) return row;
  }
  // Ten clashes in a row: the space is nearly full (or the draw is broken). The reporter may try again; nothing
  // was written.
  throw fieldError('input', messages.ticketNumbersExhausted);
}

/**
 * Opens a ticket for the viewer. Steps: find the parking (by identifier or through the reporter's own reservation);
 * check and store the photos; in one transaction under the reporter's lock, check the limits of unresolved tickets and
 * of tickets about the reservation, insert the ticket with a fresh number (awaiting the responders), its photos and the
 * 'created' event; then mail the parking's owner. Any signed-in user may report; the input is parsed.
 */
export async function createTicket({
  deps,
  viewer,
  input,
  files,
  drawNumber = () => randomInt(900_000),
}: {
  deps: AppDeps;
  viewer: Viewer;
  input: TicketData;
  files: readonly TicketFile[];
  /** A random integer in [0, 900000) for the number (a test passes its own sequence to force a clash). */
  drawNumber?: () => number;
}): Promise<TicketView> {
  const reporterId = viewer.user.id;
  const parkingId = await parkingOf(deps, reporterId, input);
  const row = await withStoredPhotos(deps, files, (photos) =>
    deps.db.transaction(async (tx) => {
      await lockOwner(tx, reporterId);
      if ((await countOpenTickets(tx, reporterId)) >= MAX_OPEN_TICKETS_PER_USER) {
        throw fieldError('input', formatMessage('tooManyOpenTickets', { count: MAX_OPEN_TICKETS_PER_USER }));
      }
      // Only the reservation's driver links tickets to it, so the reporter's lock serialises this count too.
      if (
        input.reservationId &&
        (await countReservationTickets(tx, input.reservationId)) >= MAX_TICKETS_PER_RESERVATION
      ) {
        throw fieldError(
          'reservationId',
          formatMessage('tooManyReservationTickets', { count: MAX_TICKETS_PER_RESERVATION }),
        );
      }
      const now = new Date();
      const ticket = await insertWithNumber(
        tx,
        {
          type: input.type,
          subject: input.subject,
          description: input.description,
          priority: input.priority,
          reporterId,
          parkingId,
          reservationId: input.reservationId,
          reason: input.reason ?? null,
          awaiting: 'responder',
          lastMessageAt: now,
          createdAt: now,
          updatedAt: now,
        },
        drawNumber,
      );
      await insertTicketPhotos(tx, photos, { ticketId: ticket.id, messageId: null, uploadedBy: reporterId });
      await recordEvent(tx, {
        ticketId: ticket.id,
        actorId: reporterId,
        actorRole: 'reporter',
        kind: 'created',
        data: { to: ticket.status },
      });
      return ticket;
    }),
  );
  const { ticket } = await loadTicketFor(deps.db, viewer, row.id);
  await sendTicketMails(deps, noticesFor(ticket, reporterId, { kind: 'opened' }));
  return ticket;
}
