import { MONEY_TIME_ZONE } from '@parkshare/shared/payments/calendar';
import { and, asc, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import { journalEntries, journalLines, ledgerAccounts } from '../../db/schema/ledger';
import { spots } from '../../db/schema/parkings';
import { reservations } from '../../db/schema/reservations';
import { tickets } from '../../db/schema/tickets';
import type { Reader } from '../../db/transaction';

// What the ledger says about one parking's money (decision 086): the `earning` of each completed stay (escrow → the
// owner's wallet, less Parkshare's commission) and each `earning_reversal` (a refund on a ticket borne by the owner
// after the stay was credited, decision 080). Read from the journal lines, never from stored totals: the stay's price
// is what left escrow, the commission what reached platform revenue, the net what reached the owner's wallet. Like
// reservation-ledger.ts it joins the reservations (and spots, tickets) the entries name, for their labels.

export const PARKING_ENTRY_KINDS = ['earning', 'earning_reversal'] as const;
export type ParkingEntryKind = (typeof PARKING_ENTRY_KINDS)[number];

/** One movement of a parking's money; amount + commission = net, all signed grosze. */
export interface ParkingMovement {
  entryId: string;
  kind: ParkingEntryKind;
  at: Date;
  reservationId: string;
  spotNumber: string;
  stayFrom: Date;
  stayTo: Date;
  /** The ticket a reversal was granted on ("482-913"). */
  ticketNumber: string | null;
  /** The stay's price credited (positive) or taken back on a ticket (negative). */
  amount: number;
  /** Parkshare's commission: taken (negative) or returned (positive). */
  commission: number;
  /** What the owner's balance gained or lost. */
  net: number;
}

/** A month's sums of a parking's movements; commission and commissionReturned are positive numbers. */
export interface ParkingMonthTotals {
  month: string;
  stays: number;
  reversals: number;
  earnings: number;
  commission: number;
  refundsBorne: number;
  commissionReturned: number;
  net: number;
}

const sumOf = (kind: string) =>
  sql<string>`coalesce(sum(${journalLines.amount}) filter (where ${ledgerAccounts.kind} = ${kind}), 0)`;

const lineSums = () => ({
  escrow: sumOf('escrow').as('escrow'),
  revenue: sumOf('platform_revenue').as('revenue'),
  wallet: sumOf('wallet').as('wallet'),
});

const ofParking = (parkingId: string, range: { from?: Date; to?: Date }) =>
  and(
    eq(reservations.parkingId, parkingId),
    inArray(journalEntries.kind, [...PARKING_ENTRY_KINDS]),
    range.from ? gte(journalEntries.createdAt, range.from) : undefined,
    range.to ? lt(journalEntries.createdAt, range.to) : undefined,
  );

/** The parking's movements in [from, to), oldest first. */
export async function parkingMovements(
  db: Reader,
  { parkingId, from, to }: { parkingId: string; from: Date; to: Date },
): Promise<ParkingMovement[]> {
  const rows = await db
    .select({
      entryId: journalEntries.id,
      kind: journalEntries.kind,
      at: journalEntries.createdAt,
      reservationId: reservations.id,
      spotNumber: spots.number,
      stayFrom: reservations.startAt,
      stayTo: reservations.endAt,
      ticketNumber: tickets.number,
      ...lineSums(),
    })
    .from(journalEntries)
    .innerJoin(reservations, eq(reservations.id, journalEntries.reservationId))
    .innerJoin(spots, eq(spots.id, reservations.spotId))
    .leftJoin(tickets, eq(tickets.id, journalEntries.ticketId))
    .innerJoin(journalLines, eq(journalLines.entryId, journalEntries.id))
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, journalLines.accountId))
    .where(ofParking(parkingId, { from, to }))
    .groupBy(journalEntries.id, reservations.id, spots.id, tickets.id)
    .orderBy(asc(journalEntries.createdAt), asc(journalEntries.id));
  return rows.map((row) => ({
    entryId: row.entryId,
    kind: row.kind as ParkingEntryKind,
    at: row.at,
    reservationId: row.reservationId,
    spotNumber: row.spotNumber,
    stayFrom: row.stayFrom,
    stayTo: row.stayTo,
    ticketNumber: row.ticketNumber,
    amount: -Number(row.escrow),
    commission: -Number(row.revenue),
    net: Number(row.wallet),
  }));
}

/**
 * The parking's months with any movement (Warsaw calendar months, "YYYY-MM"), newest first, each with its sums;
 * `before` (a month) starts after it, `limit` rows at most.
 */
export async function parkingMonths(
  db: Reader,
  { parkingId, before, limit }: { parkingId: string; before: Date | null; limit: number },
): Promise<ParkingMonthTotals[]> {
  // Each entry's lines summed per kind of account, then the entries summed per month.
  const entries = db
    .select({ id: journalEntries.id, kind: journalEntries.kind, createdAt: journalEntries.createdAt, ...lineSums() })
    .from(journalEntries)
    .innerJoin(reservations, eq(reservations.id, journalEntries.reservationId))
    .innerJoin(journalLines, eq(journalLines.entryId, journalEntries.id))
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, journalLines.accountId))
    .where(ofParking(parkingId, { to: before ?? undefined }))
    .groupBy(journalEntries.id)
    .as('e');
  const month = sql<string>`to_char(${entries.createdAt} at time zone ${MONEY_TIME_ZONE}, 'YYYY-MM')`;
  const isEarning = sql`${entries.kind} = 'earning'`;
  const isReversal = sql`${entries.kind} = 'earning_reversal'`;
  const rows = await db
    .select({
      month: month.as('month'),
      stays: sql<string>`count(*) filter (where ${isEarning})`,
      reversals: sql<string>`count(*) filter (where ${isReversal})`,
      earnings: sql<string>`coalesce(-sum(${entries.escrow}) filter (where ${isEarning}), 0)`,
      commission: sql<string>`coalesce(sum(${entries.revenue}) filter (where ${isEarning}), 0)`,
      refundsBorne: sql<string>`coalesce(sum(${entries.escrow}) filter (where ${isReversal}), 0)`,
      commissionReturned: sql<string>`coalesce(-sum(${entries.revenue}) filter (where ${isReversal}), 0)`,
      net: sql<string>`coalesce(sum(${entries.wallet}), 0)`,
    })
    .from(entries)
    .groupBy(sql`1`)
    .orderBy(desc(sql`1`))
    .limit(limit);
  return rows.map((row) => ({
    month: row.month,
    stays: Number(row.stays),
    reversals: Number(row.reversals),
    earnings: Number(row.earnings),
    commission: Number(row.commission),
    refundsBorne: Number(row.refundsBorne),
    commissionReturned: Number(row.commissionReturned),
    net: Number(row.net),
  }));
}
