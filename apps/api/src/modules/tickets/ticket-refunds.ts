import { messages } from '@parkshare/shared/validation/messages';
import type { TicketRefundData } from '@parkshare/shared/validation/tickets';
import type { AppDeps } from '../../app-deps';
import type { Reader } from '../../db/transaction';
import { fieldError } from '../../lib/errors';
import { idempotent } from '../../lib/idempotency';
import type { Viewer } from '../../lib/viewer';
import type { GraphQLContext } from '../../schema/context';
import { refundableOf, ticketRefunds, type TicketRefundRecord } from '../ledger/reservation-ledger';
import { isTicketRefundTwice, withRetry } from '../reservations/refusal';
import { grantStayRefund } from '../reservations/stay-refund';
import { findUserById } from '../users/users.service';
import { refundText, threadLocale } from './ticket-money-texts';
import { sendTicketMails } from './ticket-mail';
import { requireSupport, seesInternal } from './ticket.policy';
import { addSystemMessage, lockTicket, recordEvent } from './ticket-write';
import { loadTicketFor, type TicketView } from './tickets.read';

// Refunds support grants on compensation tickets (issue 15, decision 080 "Money"): the ledger side is
// reservations/stay-refund.ts; here the ticket's side — who may, once per ticket, the audit event, the line in
// the thread and the mail to the reporter, all in the transaction that moves the money.

/** Whether a ticket can carry a refund at all: a compensation ticket linked to a reservation. */
const refundsOn = (
  ticket: Pick<TicketView, 'type' | 'reservationId'>,
): ticket is TicketView & { reservationId: string } => ticket.type === 'compensation' && ticket.reservationId !== null;

/**
 * grantTicketRefund (support). Steps: the viewer must take part (NOT_FOUND otherwise) as support (FORBIDDEN for
 * the reporter and the owner); the ticket must be a compensation ticket with a reservation
 * (refundWithoutReservation on `ticketId`); in one transaction: the idempotency key is claimed (a repeat with it
 * answers the ticket as it is and moves nothing), the ticket locked, the money moved by grantStayRefund (cap,
 * bearer, once per ticket), a 'refund' event and a public line in the thread written. After the commit the
 * reporter is mailed. A second grant without the first's key is refundAlreadyGranted, however it races.
 */
export async function grantTicketRefund({
  deps,
  viewer,
  input,
}: {
  deps: AppDeps;
  viewer: Viewer;
  input: TicketRefundData;
}): Promise<TicketView> {
  const { ticket: seen, role } = await loadTicketFor(deps.db, viewer, input.ticketId);
  requireSupport(role);
  if (!refundsOn(seen)) throw fieldError('ticketId', messages.refundWithoutReservation);
  const actorId = viewer.user.id;
  // Read before the transaction: PGlite has one connection, which the transaction holds.
  const locale = threadLocale((await findUserById({ deps, id: seen.reporterId }))?.language);
  const { idempotencyKey, ...request } = input;
  let granted: boolean;
  try {
    granted = await withRetry(() =>
      deps.db.transaction((tx) =>
        idempotent<{ granted: boolean }>({
          tx,
          userId: actorId,
          key: idempotencyKey,
          operation: 'grantTicketRefund',
          input: request,
          replay: async () => ({ granted: false }),
          run: async () => {
            const ticket = await lockTicket(tx, seen.id);
            // The event first: a ticket that has had too many changes refuses this one before money moves.
            const money = { amount: input.amount, bearer: input.bearer };
            await recordEvent(tx, {
              ticketId: ticket.id,
              actorId,
              actorRole: role,
              kind: 'refund',
              data: money,
              field: 'ticketId',
            });
            await grantStayRefund(tx, {
              ...money,
              reservationId: seen.reservationId,
              ticketId: ticket.id,
              ticketNumber: ticket.number,
            });
            await addSystemMessage(tx, {
              ticketId: ticket.id,
              authorId: actorId,
              authorRole: role,
              body: refundText(locale, input.amount),
            });
            return { id: ticket.id, granted: true };
          },
        }),
      ),
    ).then((result) => result.granted);
  } catch (error) {
    if (isTicketRefundTwice(error)) throw fieldError('ticketId', messages.refundAlreadyGranted);
    throw error;
  }
  if (granted) {
    const mail = { id: seen.id, number: seen.number, subject: seen.subject };
    await sendTicketMails(deps, [{ kind: 'refunded', to: seen.reporterId, ticket: mail, amount: input.amount }]);
  }
  return (await loadTicketFor(deps.db, viewer, seen.id)).ticket;
}

/** Ticket.refundable: support sees what can still be refunded on a compensation ticket's stay; others null. */
export async function refundableFor(db: Reader, ticket: TicketView): Promise<number | null> {
  if (!seesInternal(ticket.role) || !refundsOn(ticket)) return null;
  return refundableOf(db, ticket.reservationId);
}

const loaders = new WeakMap<GraphQLContext, (ticketId: string) => Promise<TicketRefundRecord | null>>();

/** Ticket.refund: the refund granted on the ticket, from the ledger; the tickets of one list share one query. */
export function ticketRefundLoader(context: GraphQLContext, ticketId: string): Promise<TicketRefundRecord | null> {
  let load = loaders.get(context);
  if (!load) {
    let batch: { ids: Set<string>; result: Promise<Map<string, TicketRefundRecord>> } | null = null;
    load = (id) => {
      if (!batch) {
        const ids = new Set<string>();
        const result = new Promise<Map<string, TicketRefundRecord>>((resolve, reject) => {
          setImmediate(() => {
            batch = null;
            ticketRefunds(context.deps.db, [...ids]).then(resolve, reject);
          });
        });
        batch = { ids, result };
      }
      batch.ids.add(id);
      return batch.result.then((rows) => rows.get(id) ?? null);
    };
    loaders.set(context, load);
  }
  return load(ticketId);
}
