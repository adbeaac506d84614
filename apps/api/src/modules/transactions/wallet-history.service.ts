import type { TransactionStatus } from '@parkshare/shared/payments/status';
import { and, desc, eq, sql } from 'drizzle-orm';
import { journalEntries, journalLines, ledgerAccounts, type JournalEntryKind } from '../../db/schema/ledger';
import { orders } from '../../db/schema/orders';
import { payouts } from '../../db/schema/payouts';
import { tickets } from '../../db/schema/tickets';
import { afterCursor, cursorTime, toPage, type Page, type PageRequest } from '../../lib/page';
import type { Reader } from '../../db/transaction';

// The wallet history people see at /transactions (issue 13, decision 065): read from the ledger, the truth about
// balances, so every movement of a wallet appears and the rows sum to `me.balance`. One journal entry that touches
// the wallet gives one row, or two when part of it went to Parkshare: an owner's earning is shown as the
// stay's price and the commission taken from it, a payout as the amount sent and its fee, the reversal of an
// earning (support's refund on a ticket, borne by the owner, decision 080) as the price taken back and the
// commission returned. The ticket a refund was granted on is named by its number; the tickets table is read here
// directly (the transactions module sits beside tickets, never on it).

export const WALLET_MOVEMENT_KINDS = [
  'deposit', // a top-up
  'payment', // paid from the balance
  'refund', // a paid order given back to the balance
  'refund_to_balance', // a refund the BLIK / bank account that paid did not take, credited to the balance instead
  'earning', // a driver's completed stay at the owner's parking, before commission
  'commission', // Parkshare's commission on that earning
  'withdrawal', // a payout to the bank account
  'fee', // the payout's fee
  'withdrawal_returned', // a failed payout's amount back on the balance
  'fee_returned', // and its fee
  'earning_reversed', // support refunded the driver of a completed stay at the owner's cost, before commission
  'commission_returned', // Parkshare's commission on that part, given back
] as const;
export type WalletMovementKind = (typeof WALLET_MOVEMENT_KINDS)[number];

export interface WalletMovement {
  id: string;
  entryId: string;
  kind: WalletMovementKind;
  /** Grosze, signed: what the movement did to the balance. */
  amount: number;
  status: TransactionStatus;
  createdAt: Date;
  orderId: string | null;
  orderNumber: string | null;
  paymentId: string | null;
  payoutId: string | null;
  reservationId: string | null;
  /** The support ticket a refund (or an earning reversal) was granted on. */
  ticketId: string | null;
  ticketNumber: string | null;
}

interface EntryRow {
  id: string;
  kind: JournalEntryKind;
  createdAt: Date;
  cursorAt: string;
  orderId: string | null;
  orderNumber: string | null;
  paymentId: string | null;
  payoutId: string | null;
  reservationId: string | null;
  ticketId: string | null;
  ticketNumber: string | null;
  payoutStatus: string | null;
  wallet: string | number;
  revenue: string | number;
}

// Entry kind → the row of the wallet's part and, when Parkshare took or gave back a part, the row of that part.
const SPLIT: Record<JournalEntryKind, readonly [WalletMovementKind, WalletMovementKind | null] | null> = {
  deposit: ['deposit', null],
  purchase: ['payment', null],
  refund: ['refund', null],
  earning: ['earning', 'commission'],
  withdrawal: ['withdrawal', 'fee'],
  payout_returned: ['withdrawal_returned', 'fee_returned'],
  payout_completed: null,
  earning_reversal: ['earning_reversed', 'commission_returned'],
  // A refund to the payer never touches the wallet (refunds clearing → gateway); a failed one lands here.
  refund_sent: null,
  refund_failed: ['refund_to_balance', null],
};

/** A payout's state as the history shows it: money asked for and not yet sent is pending. */
function payoutStatus(status: string | null): TransactionStatus {
  if (status === 'completed' || status === 'failed') return status;
  return 'pending';
}

function toMovements(row: EntryRow): WalletMovement[] {
  const split = SPLIT[row.kind];
  if (!split) return [];
  const wallet = Number(row.wallet);
  const revenue = Number(row.revenue);
  const status = row.kind === 'withdrawal' ? payoutStatus(row.payoutStatus) : 'completed';
  const base = {
    entryId: row.id,
    status,
    createdAt: row.createdAt,
    orderId: row.orderId,
    orderNumber: row.orderNumber,
    paymentId: row.paymentId,
    payoutId: row.payoutId,
    reservationId: row.reservationId,
    ticketId: row.ticketId,
    ticketNumber: row.ticketNumber,
  };
  const [main, part] = split;
  // Parkshare's share (revenue) is split off as its own row; the two rows add up to the wallet's change.
  const rows: WalletMovement[] = [{ ...base, id: row.id, kind: main, amount: part ? wallet + revenue : wallet }];
  if (part && revenue !== 0) rows.push({ ...base, id: `${row.id}:${part}`, kind: part, amount: -revenue });
  return rows.filter((movement) => movement.amount !== 0);
}

/**
 * The user's wallet movements, newest first, one page of journal entries (`first` entries; an entry split in two
 * gives both rows on the same page). Caller has authorised `userId`.
 */
export async function walletHistory(
  db: Reader,
  { userId, page }: { userId: string; page: PageRequest },
): Promise<Page<WalletMovement>> {
  const wallet = db
    .select({ entryId: journalLines.entryId, amount: sql<string>`sum(${journalLines.amount})`.as('wallet_amount') })
    .from(journalLines)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, journalLines.accountId))
    .where(and(eq(ledgerAccounts.kind, 'wallet'), eq(ledgerAccounts.userId, userId)))
    .groupBy(journalLines.entryId)
    .as('w');
  const rows: EntryRow[] = await db
    .select({
      id: journalEntries.id,
      kind: journalEntries.kind,
      createdAt: journalEntries.createdAt,
      cursorAt: cursorTime(journalEntries.createdAt),
      orderId: journalEntries.orderId,
      orderNumber: orders.number,
      paymentId: journalEntries.paymentId,
      payoutId: journalEntries.payoutId,
      reservationId: sql<string | null>`coalesce(${journalEntries.reservationId}, ${orders.reservationId})`,
      ticketId: journalEntries.ticketId,
      ticketNumber: tickets.number,
      payoutStatus: payouts.status,
      wallet: wallet.amount,
      // What Parkshare took (commission, fee) or gave back in the same entry.
      revenue: sql<string>`(select coalesce(sum(r.amount), 0) from journal_lines r join ledger_accounts ra on ra.id = r.account_id
        where r.entry_id = ${journalEntries.id} and ra.kind = 'platform_revenue')`,
    })
    .from(wallet)
    .innerJoin(journalEntries, eq(journalEntries.id, wallet.entryId))
    .leftJoin(orders, eq(orders.id, journalEntries.orderId))
    .leftJoin(payouts, eq(payouts.id, journalEntries.payoutId))
    .leftJoin(tickets, eq(tickets.id, journalEntries.ticketId))
    .where(afterCursor(journalEntries.createdAt, journalEntries.id, page.after))
    .orderBy(desc(journalEntries.createdAt), desc(journalEntries.id))
    .limit(page.first + 1);
  const entries = toPage(rows, page.first, (row) => ({ at: row.cursorAt, id: row.id }));
  return { items: entries.items.flatMap(toMovements), nextCursor: entries.nextCursor };
}
