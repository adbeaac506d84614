import { and, eq, inArray, or, sql } from 'drizzle-orm';
import { journalEntries, journalLines, ledgerAccounts } from '../../db/schema/ledger';
import { orders } from '../../db/schema/orders';
import type { Reader } from '../../db/transaction';

// What the ledger holds about one reservation's money (issue 15, decision 080 "Money"): what its purchases put in
// escrow, what went back to the driver, what the owner earned and gave back. Refunds on support tickets are
// capped by it, and the completion credits the owner with what is left. (The refunds themselves, with their
// destinations and states, are the refunds module's; decision 085.)

export interface ReservationLedger {
  /** What the purchases of the reservation's orders put in escrow, grosze. */
  purchased: number;
  /**
   * Every refund of the reservation to the driver: cancellations, late payments, tickets, to the balance or to the
   * payer through the gateway (its `refund` entry credits the wallet or refunds clearing; decision 085).
   */
  refunded: number;
  /** What refunds on tickets took out of escrow (borne by the owner before the stay completed). */
  ticketRefundsFromEscrow: number;
  /** What refunds on tickets took out of platform revenue (borne by the platform). */
  ticketRefundsFromRevenue: number;
  /** Whether the stay's completion credited the owner (an `earning` entry exists). */
  earned: boolean;
  /** What earning reversals (the owner bearing a refund after completion) put back in escrow. */
  reversed: number;
}

/**
 * Sums the journal entries of a reservation: those naming it, and those of its orders (a purchase names its
 * order only, as does the refund of an order paid after it was canceled).
 */
export async function reservationLedger(db: Reader, reservationId: string): Promise<ReservationLedger> {
  const sumWhere = (condition: ReturnType<typeof sql>) =>
    sql<string>`coalesce(sum(${journalLines.amount}) filter (where ${condition}), 0)`;
  const isEscrow = sql`${ledgerAccounts.kind} = 'escrow'`;
  const [row] = await db
    .select({
      purchased: sumWhere(sql`${journalEntries.kind} = 'purchase' and ${isEscrow}`),
      refunded: sumWhere(
        sql`${journalEntries.kind} = 'refund' and ${ledgerAccounts.kind} in ('wallet', 'refunds_clearing')`,
      ),
      ticketRefundsFromEscrow: sumWhere(
        sql`${journalEntries.kind} = 'refund' and ${journalEntries.ticketId} is not null and ${isEscrow}`,
      ),
      ticketRefundsFromRevenue: sumWhere(
        sql`${journalEntries.kind} = 'refund' and ${journalEntries.ticketId} is not null and ${ledgerAccounts.kind} = 'platform_revenue'`,
      ),
      earnings: sql<string>`count(*) filter (where ${journalEntries.kind} = 'earning')`,
      reversed: sumWhere(sql`${journalEntries.kind} = 'earning_reversal' and ${isEscrow}`),
    })
    .from(journalEntries)
    .innerJoin(journalLines, eq(journalLines.entryId, journalEntries.id))
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, journalLines.accountId))
    .where(
      or(
        eq(journalEntries.reservationId, reservationId),
        and(
          sql`${journalEntries.orderId} is not null`,
          inArray(
            journalEntries.orderId,
            db.select({ id: orders.id }).from(orders).where(eq(orders.reservationId, reservationId)),
          ),
        ),
      ),
    );
  return {
    purchased: Number(row?.purchased ?? 0),
    refunded: Number(row?.refunded ?? 0),
    ticketRefundsFromEscrow: -Number(row?.ticketRefundsFromEscrow ?? 0),
    ticketRefundsFromRevenue: -Number(row?.ticketRefundsFromRevenue ?? 0),
    earned: Number(row?.earnings ?? 0) > 0,
    reversed: Number(row?.reversed ?? 0),
  };
}

/**
 * What can still be refunded on a reservation, grosze: what its purchases put in escrow less every refund of it
 * already posted (a cancellation's or a ticket's). Never below zero.
 */
export async function refundableOf(db: Reader, reservationId: string): Promise<number> {
  const ledger = await reservationLedger(db, reservationId);
  return Math.max(0, ledger.purchased - ledger.refunded);
}
