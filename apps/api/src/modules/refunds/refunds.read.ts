import type { RefundBearer } from '@parkshare/shared/tickets/status';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { refunds, type RefundRow } from '../../db/schema/refunds';
import type { Reader } from '../../db/transaction';

// Reading refunds (decision 085): a payment's, a stay's, a ticket's; and which ones still wait for the gateway.

const byCreation = [asc(refunds.createdAt), asc(refunds.id)] as const;

/** The refunds of these payments, oldest first (Payment.refunds; one query for a page of payments). */
export async function refundsOfPayments(db: Reader, paymentIds: readonly string[]): Promise<Map<string, RefundRow[]>> {
  const found = new Map<string, RefundRow[]>(paymentIds.map((id) => [id, []]));
  if (paymentIds.length === 0) return found;
  const rows = await db
    .select()
    .from(refunds)
    .where(inArray(refunds.paymentId, [...paymentIds]))
    .orderBy(...byCreation);
  for (const row of rows) found.get(row.paymentId)?.push(row);
  return found;
}

/** The refunds of these reservations, oldest first (Reservation.refunds). */
export async function refundsOfReservations(
  db: Reader,
  reservationIds: readonly string[],
): Promise<Map<string, RefundRow[]>> {
  const found = new Map<string, RefundRow[]>(reservationIds.map((id) => [id, []]));
  if (reservationIds.length === 0) return found;
  const rows = await db
    .select()
    .from(refunds)
    .where(inArray(refunds.reservationId, [...reservationIds]))
    .orderBy(...byCreation);
  for (const row of rows) if (row.reservationId) found.get(row.reservationId)?.push(row);
  return found;
}

/** A refund granted on a support ticket: one grant, one refund per order of the stay it was split over. */
export interface TicketRefundRecord {
  ticketId: string;
  /** Grosze, all parts together. */
  amount: number;
  bearer: RefundBearer;
  createdAt: Date;
  refunds: RefundRow[];
}

/** The refunds granted on these tickets (Ticket.refund), by ticket. */
export async function ticketRefunds(
  db: Reader,
  ticketIds: readonly string[],
): Promise<Map<string, TicketRefundRecord>> {
  const found = new Map<string, TicketRefundRecord>();
  if (ticketIds.length === 0) return found;
  const rows = await db
    .select()
    .from(refunds)
    .where(and(inArray(refunds.ticketId, [...ticketIds]), eq(refunds.cause, 'ticket')))
    .orderBy(...byCreation);
  for (const row of rows) {
    if (!row.ticketId) continue;
    const record = found.get(row.ticketId);
    if (record) {
      record.amount += row.amount;
      record.refunds.push(row);
    } else {
      found.set(row.ticketId, {
        ticketId: row.ticketId,
        amount: row.amount,
        bearer: row.bearer ?? 'platform',
        createdAt: row.createdAt,
        refunds: [row],
      });
    }
  }
  return found;
}

/** The payer refunds of a payment not yet handed to the gateway (recorded by a payment's own settlement). */
export async function unsentRefundsOfPayment(db: Reader, paymentId: string): Promise<string[]> {
  const rows = await db
    .select({ id: refunds.id })
    .from(refunds)
    .where(
      and(
        eq(refunds.paymentId, paymentId),
        eq(refunds.destination, 'payer'),
        eq(refunds.status, 'processing'),
        isNull(refunds.providerRefundId),
      ),
    );
  return rows.map((row) => row.id);
}
