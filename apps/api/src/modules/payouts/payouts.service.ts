import { and, desc, eq } from 'drizzle-orm';
import { payouts, type PayoutRow } from '../../db/schema/payouts';
import { notFound } from '../../lib/errors';
import { afterCursor, cursorTime, keysetPage, type Page, type PageRequest } from '../../lib/page';
import { isUuid } from '../../lib/tokens';
import type { Reader } from '../../db/transaction';

// Payouts (issue 4, decision 044 "Payouts"): money leaves a wallet for the user's verified bank account, on
// demand (the first of a Warsaw month free, each further one 1 PLN) or automatically (last month's earnings, from
// the 1st of the month). Asking books everything at once — the payout, its withdrawal transaction and the
// withdrawal entry — in one database transaction; the gateway hears about it after the commit, and its answer
// (webhook or status poll) completes the payout or returns the money. This file reads payouts; asking
// (request-payout.ts), booking (book-payout.ts), sending (send-payout.ts), the gateway's answers
// (payout-reports.ts), recovery (recover-payouts.ts) and the monthly run (monthly-payouts.ts) sit beside it.

/** One of the user's payouts, or NOT_FOUND. */
export async function findOwnPayout(db: Reader, { id, userId }: { id: string; userId: string }): Promise<PayoutRow> {
  if (!isUuid(id)) throw notFound();
  const [row] = await db
    .select()
    .from(payouts)
    .where(and(eq(payouts.id, id), eq(payouts.userId, userId)));
  if (!row) throw notFound();
  return row;
}

/** One page of the user's payouts, newest first (decision 064). */
export async function listPayouts(
  db: Reader,
  { userId, page }: { userId: string; page: PageRequest },
): Promise<Page<PayoutRow>> {
  const rows = await db
    .select({ row: payouts, cursorAt: cursorTime(payouts.createdAt) })
    .from(payouts)
    .where(and(eq(payouts.userId, userId), afterCursor(payouts.createdAt, payouts.id, page.after)))
    .orderBy(desc(payouts.createdAt), desc(payouts.id))
    .limit(page.first + 1);
  return keysetPage(rows, page.first);
}
