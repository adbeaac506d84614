import { and, asc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import { journalEntries, journalLines, ledgerAccounts } from '../../db/schema/ledger';
import { payouts } from '../../db/schema/payouts';
import { reservations } from '../../db/schema/reservations';
import type { Reader } from '../../db/transaction';

// A user's balance over one period as an owner's statement shows it (decision 086): what it was at the start, what
// one parking added, what the owner's other parkings added, the payouts (with their fees) and everything else, and
// what it was at the end. Every figure is a sum of the wallet's journal lines, so opening + the parts = closing.

export interface WalletPayoutMovement {
  entryId: string;
  payoutId: string;
  /** withdrawal: the payout was booked (money left the balance); returned: it failed and came back. */
  kind: 'withdrawal' | 'returned';
  at: Date;
  /** The wallet's side, signed: −A sent to the bank account (+A when it came back); amount + fee = net. */
  amount: number;
  /** −F, the payout's fee (+F when it came back with the payout). */
  fee: number;
  /** The wallet's change. */
  net: number;
  status: string;
  payoutKind: string;
  accountNumber: string;
}

export interface WalletMonth {
  opening: number;
  /** The earnings and reversals of the parking the statement is about. */
  thisParking: number;
  /** The earnings and reversals of the owner's other parkings. */
  otherParkings: number;
  /** Payouts booked and returned, fees included. */
  payouts: number;
  /** Anything else: top-ups, payments from the balance, refunds to it. */
  other: number;
  closing: number;
  /** The newest wallet movement in the period (null without any). */
  lastMovementAt: Date | null;
  payoutMovements: WalletPayoutMovement[];
}

const num = (value: string | number | null | undefined) => Number(value ?? 0);

/** The user's wallet over [from, to) with `parkingId`'s part apart. */
export async function walletMonth(
  db: Reader,
  { userId, parkingId, from, to }: { userId: string; parkingId: string; from: Date; to: Date },
): Promise<WalletMonth> {
  const at = journalEntries.createdAt;
  const inPeriod = sql`${at} >= ${from.toISOString()} and ${at} < ${to.toISOString()}`;
  const parkingEntry = sql`${journalEntries.kind} in ('earning', 'earning_reversal')`;
  const payoutEntry = sql`${journalEntries.kind} in ('withdrawal', 'payout_returned')`;
  const thisParking = sql`${reservations.parkingId} = ${parkingId}`;
  const part = (condition: ReturnType<typeof sql>) =>
    sql<string>`coalesce(sum(${journalLines.amount}) filter (where ${inPeriod} and ${condition}), 0)`;
  const [row] = await db
    .select({
      opening: sql<string>`coalesce(sum(${journalLines.amount}) filter (where ${at} < ${from.toISOString()}), 0)`,
      closing: sql<string>`coalesce(sum(${journalLines.amount}), 0)`,
      thisParking: part(sql`${parkingEntry} and ${thisParking}`),
      otherParkings: part(sql`${parkingEntry} and not coalesce(${thisParking}, false)`),
      payouts: part(payoutEntry),
      other: part(sql`not ${parkingEntry} and not ${payoutEntry}`),
      lastMovementAt: sql<string | null>`max(${at}) filter (where ${inPeriod})`,
    })
    .from(journalLines)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, journalLines.accountId))
    .innerJoin(journalEntries, eq(journalEntries.id, journalLines.entryId))
    .leftJoin(reservations, eq(reservations.id, journalEntries.reservationId))
    .where(and(eq(ledgerAccounts.kind, 'wallet'), eq(ledgerAccounts.userId, userId), lt(at, to)));
  return {
    opening: num(row?.opening),
    thisParking: num(row?.thisParking),
    otherParkings: num(row?.otherParkings),
    payouts: num(row?.payouts),
    other: num(row?.other),
    closing: num(row?.closing),
    lastMovementAt: row?.lastMovementAt ? new Date(row.lastMovementAt) : null,
    payoutMovements: await payoutMovements(db, { userId, from, to }),
  };
}

/** The user's payouts booked or returned in [from, to), oldest first, each with its fee. */
async function payoutMovements(
  db: Reader,
  { userId, from, to }: { userId: string; from: Date; to: Date },
): Promise<WalletPayoutMovement[]> {
  const sumOf = (kind: string) =>
    sql<string>`coalesce(sum(${journalLines.amount}) filter (where ${ledgerAccounts.kind} = ${kind}), 0)`;
  const rows = await db
    .select({
      entryId: journalEntries.id,
      kind: journalEntries.kind,
      at: journalEntries.createdAt,
      payoutId: payouts.id,
      status: payouts.status,
      payoutKind: payouts.kind,
      accountNumber: payouts.accountNumber,
      clearing: sumOf('payouts_clearing'),
      revenue: sumOf('platform_revenue'),
      wallet: sumOf('wallet'),
    })
    .from(journalEntries)
    .innerJoin(payouts, eq(payouts.id, journalEntries.payoutId))
    .innerJoin(journalLines, eq(journalLines.entryId, journalEntries.id))
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, journalLines.accountId))
    .where(
      and(
        eq(payouts.userId, userId),
        inArray(journalEntries.kind, ['withdrawal', 'payout_returned']),
        gte(journalEntries.createdAt, from),
        lt(journalEntries.createdAt, to),
      ),
    )
    .groupBy(journalEntries.id, payouts.id)
    .orderBy(asc(journalEntries.createdAt), asc(journalEntries.id));
  // A withdrawal puts A in payouts clearing and F in revenue; a return takes both back out of them.
  return rows.map((row) => ({
    entryId: row.entryId,
    payoutId: row.payoutId,
    kind: row.kind === 'withdrawal' ? 'withdrawal' : 'returned',
    at: row.at,
    amount: -num(row.clearing),
    fee: -num(row.revenue),
    net: num(row.wallet),
    status: row.status,
    payoutKind: row.payoutKind,
    accountNumber: row.accountNumber,
  }));
}
