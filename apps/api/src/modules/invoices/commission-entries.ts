import { and, eq, gte, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import { billingAccounts } from '../../db/schema/billing';
import { commissionInvoiceEntries } from '../../db/schema/commission';
import { journalEntries, journalLines, ledgerAccounts } from '../../db/schema/ledger';
import { parkingAddresses, parkings } from '../../db/schema/parkings';
import { reservations } from '../../db/schema/reservations';
import type { Reader } from '../../db/transaction';

// What the commission invoices are made from (decision 086): the `earning` and `earning_reversal` entries of the
// stays at parkings billed to a billing account, each with the commission it took or returned (its platform revenue
// line), that no commission invoice has taken into account yet (commission_invoice_entries). Read from the ledger
// and the parkings' rows directly, as the monthly invoices read orders and payments.

export interface CommissionEntry {
  entryId: string;
  kind: 'earning' | 'earning_reversal';
  at: Date;
  reservationId: string;
  parkingId: string;
  /** Signed grosze: taken by an earning (positive), returned by a reversal (negative). */
  commission: number;
}

const notTracked = sql`not exists (select 1 from ${commissionInvoiceEntries} where ${commissionInvoiceEntries.entryId} = ${journalEntries.id})`;

const inMonth = (range: { from: Date; to: Date }) =>
  and(
    inArray(journalEntries.kind, ['earning', 'earning_reversal']),
    gte(journalEntries.createdAt, range.from),
    lt(journalEntries.createdAt, range.to),
  );

/** Billing accounts with a NIP whose parkings had earnings or reversals in [from, to) not yet taken into account. */
export async function billingAccountsToInvoice(db: Reader, range: { from: Date; to: Date }): Promise<string[]> {
  const rows = await db
    .selectDistinct({ id: parkings.billingAccountId })
    .from(journalEntries)
    .innerJoin(reservations, eq(reservations.id, journalEntries.reservationId))
    .innerJoin(parkings, eq(parkings.id, reservations.parkingId))
    .innerJoin(billingAccounts, eq(billingAccounts.id, parkings.billingAccountId))
    .where(and(inMonth(range), isNotNull(billingAccounts.vatId), notTracked));
  return rows.map((row) => row.id);
}

/** The untracked entries of [from, to) at the parkings billed to the account, oldest first. */
export async function untrackedEntries(
  db: Reader,
  { billingAccountId, from, to }: { billingAccountId: string; from: Date; to: Date },
): Promise<CommissionEntry[]> {
  const rows = await db
    .select({
      entryId: journalEntries.id,
      kind: journalEntries.kind,
      at: journalEntries.createdAt,
      reservationId: reservations.id,
      parkingId: reservations.parkingId,
      commission: sql<string>`coalesce(sum(${journalLines.amount}) filter (where ${ledgerAccounts.kind} = 'platform_revenue'), 0)`,
    })
    .from(journalEntries)
    .innerJoin(reservations, eq(reservations.id, journalEntries.reservationId))
    .innerJoin(parkings, eq(parkings.id, reservations.parkingId))
    .innerJoin(journalLines, eq(journalLines.entryId, journalEntries.id))
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, journalLines.accountId))
    .where(and(inMonth({ from, to }), eq(parkings.billingAccountId, billingAccountId), notTracked))
    .groupBy(journalEntries.id, reservations.id)
    .orderBy(journalEntries.createdAt, journalEntries.id);
  return rows.map((row) => ({
    entryId: row.entryId,
    kind: row.kind as CommissionEntry['kind'],
    at: row.at,
    reservationId: row.reservationId,
    parkingId: row.parkingId,
    commission: Number(row.commission),
  }));
}

/** Where the earnings of these reservations were invoiced: reservation id → the tracked invoice line. */
export async function invoicedEarnings(
  db: Reader,
  reservationIds: readonly string[],
): Promise<Map<string, { invoiceId: string; lineId: string }>> {
  const found = new Map<string, { invoiceId: string; lineId: string }>();
  if (reservationIds.length === 0) return found;
  const rows = await db
    .select({
      reservationId: journalEntries.reservationId,
      invoiceId: commissionInvoiceEntries.invoiceId,
      lineId: commissionInvoiceEntries.lineId,
    })
    .from(commissionInvoiceEntries)
    .innerJoin(journalEntries, eq(journalEntries.id, commissionInvoiceEntries.entryId))
    .where(
      and(
        eq(journalEntries.kind, 'earning'),
        inArray(journalEntries.reservationId, [...new Set(reservationIds)]),
        isNotNull(commissionInvoiceEntries.lineId),
      ),
    );
  for (const row of rows) {
    if (row.reservationId && row.invoiceId && row.lineId) {
      found.set(row.reservationId, { invoiceId: row.invoiceId, lineId: row.lineId });
    }
  }
  return found;
}

export interface ParkingLabel {
  identifier: string;
  street: string | null;
  number: string | null;
  city: string | null;
}

/** The identifier and basic address of some parkings, for the invoice's lines. */
export async function parkingLabels(db: Reader, ids: readonly string[]): Promise<Map<string, ParkingLabel>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: parkings.id,
      identifier: parkings.identifier,
      street: parkingAddresses.street,
      number: parkingAddresses.number,
      city: parkingAddresses.city,
    })
    .from(parkings)
    .leftJoin(parkingAddresses, and(eq(parkingAddresses.parkingId, parkings.id), eq(parkingAddresses.type, 'basic')))
    .where(inArray(parkings.id, [...new Set(ids)]));
  return new Map(rows.map(({ id, ...label }) => [id, label]));
}
