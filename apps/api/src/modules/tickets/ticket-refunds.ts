import type { RefundPlan } from '@parkshare/shared/payments/refunds';
import { messages } from '@parkshare/shared/validation/messages';
import type { TicketRefundData } from '@parkshare/shared/validation/tickets';
import type { AppDeps } from '../../app-deps';
import type { RefundRow } from '../../db/schema/refunds';
import type { Reader } from '../../db/transaction';
import { fieldError } from '../../lib/errors';
import { idempotent } from '../../lib/idempotency';
import type { Viewer } from '../../lib/viewer';
import { refundableOf } from '../ledger/reservation-ledger';
import { toGateway } from '../refunds/record-refund';
import { dispatchRefunds } from '../refunds/refund-dispatch';
import { planOf, planOfRefunds, stayPayments } from '../refunds/refund-plan';
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
 * grantTicketRefund (support). Steps: the viewer must take part (NOT_FOUND otherwise) as support (FORBIDDEN for the
 * reporter and the owner); the ticket must be a compensation ticket with a reservation (refundWithoutReservation on
 * `ticketId`); in one transaction: the idempotency key is claimed (a repeat with it answers the ticket as it is and
 * moves nothing), the ticket locked, the money moved by grantStayRefund (cap, bearer, once per ticket; to the payer or
 * the balance as each order was paid), a 'refund' event and a public line in the thread written. After the commit the
 * refunds to the payer go to the gateway and the reporter is mailed. A second grant without the first's key is
 * refundAlreadyGranted, however it races.
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
  let granted: { refunds: RefundRow[] } | null;
  try {
    granted = await withRetry(() =>
      deps.db.transaction((tx) =>
        idempotent<{ refunds: RefundRow[] } | null>({
          tx,
          userId: actorId,
          key: idempotencyKey,
          operation: 'grantTicketRefund',
          input: request,
          replay: async () => null,
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
            const { refunds } = await grantStayRefund(tx, {
              ...money,
              reservationId: seen.reservationId,
              ticketId: ticket.id,
              ticketNumber: ticket.number,
            });
            await addSystemMessage(tx, {
              ticketId: ticket.id,
              authorId: actorId,
              authorRole: role,
              body: refundText(locale, planOfRefunds(refunds)),
            });
            return { id: ticket.id, refunds };
          },
        }),
      ),
    );
  } catch (error) {
    if (isTicketRefundTwice(error)) throw fieldError('ticketId', messages.refundAlreadyGranted);
    throw error;
  }
  if (granted) {
    await dispatchRefunds(deps, toGateway(granted.refunds));
    const mail = { id: seen.id, number: seen.number, subject: seen.subject };
    const plan = planOfRefunds(granted.refunds);
    await sendTicketMails(deps, [{ kind: 'refunded', to: seen.reporterId, ticket: mail, amount: input.amount, plan }]);
  }
  return (await loadTicketFor(deps.db, viewer, seen.id)).ticket;
}

/** Ticket.refundable: support sees what can still be refunded on a compensation ticket's stay; others null. */
export async function refundableFor(db: Reader, ticket: TicketView): Promise<number | null> {
  if (!seesInternal(ticket.role) || !refundsOn(ticket)) return null;
  return refundableOf(db, ticket.reservationId);
}

/** Ticket.refundablePlan: for support, where what is still refundable would go back (payer, balance); others null. */
export async function refundablePlanFor(db: Reader, ticket: TicketView): Promise<RefundPlan | null> {
  if (!seesInternal(ticket.role) || !refundsOn(ticket)) return null;
  return planOf(await stayPayments(db, ticket.reservationId), await refundableOf(db, ticket.reservationId));
}
