import { monthOf, monthStart, nextMonth, previousMonth } from '@parkshare/shared/payments/calendar';
import { lineAmounts, STANDARD_VAT_RATE } from '@parkshare/shared/payments/vat';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { billingAccounts } from '../../db/schema/billing';
import { commissionInvoiceEntries } from '../../db/schema/commission';
import { invoiceLines, invoices, type InvoiceRow } from '../../db/schema/documents';
import type { Tx } from '../../db/transaction';
import { billingAccountsToInvoice, invoicedEarnings, parkingLabels, untrackedEntries } from './commission-entries';
import type { CommissionEntry } from './commission-entries';
import { issueCommissionCorrection, type CommissionReturn } from './commission-corrections';
import {
  commissionBuyer,
  commissionCorrectionKey,
  commissionKey,
  commissionLineName,
  parkingPlace,
} from './commission-text';
import { nipOf } from './fa3-text';
import { monthPeriod, SERVICE_UNIT } from './invoice-text';
import { type DraftLine, writeInvoice } from './invoice-write';
import { MONTHLY_GRACE_MS } from './monthly-invoices';

// Parkshare's commission invoices to VAT-registered owners (decision 086). On the 1st, for the Warsaw month just
// closed, each billing account with a NIP whose parkings earned gets one VAT invoice (kind `commission`, FV series)
// with a line per parking: the commission kept on the month's earnings less what the month's reversals of those
// earnings gave back. The commission is gross (23 % VAT included). Commission given back in the month on stays an
// earlier month's invoice carries is corrected by the month's collective KOR (commission-corrections.ts). Every
// entry taken into account is recorded once (commission_invoice_entries); the issuing transaction holds an
// advisory lock on the account and month, and both invoices' period keys are unique: safe on several instances.

export interface CommissionRunOptions {
  /** Given: an account that fails (its XML does not validate, say) is reported here and the others go on. */
  onError?: (error: unknown, billingAccountId: string) => void;
}

/** The month a run at `now` invoices: the Warsaw month closed before now (less the monthly invoices' grace). */
export const commissionMonthAt = (now: Date): string =>
  previousMonth(monthOf(new Date(now.getTime() - MONTHLY_GRACE_MS)));

interface Tracked {
  entryId: string;
  parkingId: string;
  commission: number;
  invoiceId: string | null;
  lineId: string | null;
}

interface ParkingSum {
  parkingId: string;
  gross: number;
  stays: number;
  lastEarning: Date;
}

/** Per parking: the commission of the month's earnings less the same month's reversals of them. */
function sumsPerParking(earnings: readonly CommissionEntry[], sameMonth: readonly CommissionEntry[]): ParkingSum[] {
  const sums = new Map<string, ParkingSum>();
  for (const entry of earnings) {
    const sum = sums.get(entry.parkingId) ?? { parkingId: entry.parkingId, gross: 0, stays: 0, lastEarning: entry.at };
    sum.gross += entry.commission;
    sum.stays += 1;
    if (entry.at > sum.lastEarning) sum.lastEarning = entry.at;
    sums.set(entry.parkingId, sum);
  }
  for (const entry of sameMonth) {
    const sum = sums.get(entry.parkingId);
    if (sum) sum.gross += entry.commission;
  }
  return [...sums.values()];
}

/** Writes the month's commission invoice (null when nothing is left to invoice); answers it and each parking's line. */
async function writeCommissionInvoice(
  tx: Tx,
  options: { account: typeof billingAccounts.$inferSelect; month: string; sums: ParkingSum[]; at: Date },
): Promise<{ invoice: InvoiceRow; lineOf: Map<string, string> } | null> {
  const { account, month, at } = options;
  const labels = await parkingLabels(
    tx,
    options.sums.map((sum) => sum.parkingId),
  );
  const invoiced = options.sums
    .filter((sum) => sum.gross > 0)
    .map((sum) => ({ ...sum, place: parkingPlace(labels.get(sum.parkingId), sum.parkingId) }))
    .sort((a, b) => a.place.localeCompare(b.place, 'pl'));
  if (invoiced.length === 0) return null;
  const lines: DraftLine[] = invoiced.map((sum) => ({
    ...lineAmounts(sum.gross, 1, STANDARD_VAT_RATE),
    name: commissionLineName(sum.place, month, sum.stays),
    unit: SERVICE_UNIT,
    orderId: null,
    paymentId: null,
    // The day the last commission of the line was kept: the settlement date the invoice states.
    paidAt: sum.lastEarning,
    method: null,
    state: null,
    correctsLineId: null,
  }));
  const invoice = await writeInvoice(
    tx,
    {
      kind: 'commission',
      userId: account.userId,
      buyer: commissionBuyer(account),
      currency: account.currency,
      billingAccountId: account.id,
      period: monthPeriod(month),
      periodKey: commissionKey(account.id, month),
      lines,
    },
    at,
  );
  const written = await tx
    .select({ id: invoiceLines.id, position: invoiceLines.position })
    .from(invoiceLines)
    .where(eq(invoiceLines.invoiceId, invoice.id))
    .orderBy(asc(invoiceLines.position));
  const lineOf = new Map<string, string>();
  written.forEach((line, i) => {
    const parkingId = invoiced[i]?.parkingId;
    if (parkingId) lineOf.set(parkingId, line.id);
  });
  return { invoice, lineOf };
}

/** One billing account's month: its commission invoice and correction (each once); answers what it issued. */
async function issueForAccount(
  db: Db,
  { billingAccountId, month }: { billingAccountId: string; month: string },
  at: Date,
): Promise<InvoiceRow[]> {
  return db.transaction(async (tx) => {
    const key = commissionKey(billingAccountId, month);
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('parkshare:commission-invoice'), hashtext(${key}))`);
    const [account] = await tx.select().from(billingAccounts).where(eq(billingAccounts.id, billingAccountId));
    // The NIP was removed (or is not a NIP) meanwhile: no VAT invoice; the entries wait, nothing is written.
    if (!account || !nipOf(account.vatId)) return [];
    const entries = await untrackedEntries(tx, {
      billingAccountId,
      from: monthStart(month),
      to: monthStart(nextMonth(month)),
    });
    if (entries.length === 0) return [];
    const issuedKeys = new Set(
      (
        await tx
          .select({ key: invoices.periodKey })
          .from(invoices)
          .where(inArray(invoices.periodKey, [key, commissionCorrectionKey(billingAccountId, month)]))
      ).map((row) => row.key),
    );
    const invoiceDue = !issuedKeys.has(key);
    const earnings = entries.filter((entry) => entry.kind === 'earning');
    const earnedNow = new Set(invoiceDue ? earnings.map((entry) => entry.reservationId) : []);
    const reversals = entries.filter((entry) => entry.kind === 'earning_reversal');
    const sameMonth = reversals.filter((entry) => earnedNow.has(entry.reservationId));
    const earlier = await invoicedEarnings(
      tx,
      reversals.filter((entry) => !earnedNow.has(entry.reservationId)).map((entry) => entry.reservationId),
    );
    const tracked: Tracked[] = [];
    const track = (entry: CommissionEntry, invoiceId: string | null, lineId: string | null) =>
      tracked.push({
        entryId: entry.entryId,
        parkingId: entry.parkingId,
        commission: entry.commission,
        invoiceId,
        lineId,
      });
    const issued: InvoiceRow[] = [];

    const written = invoiceDue
      ? await writeCommissionInvoice(tx, { account, month, sums: sumsPerParking(earnings, sameMonth), at })
      : null;
    if (written) issued.push(written.invoice);
    for (const entry of [...earnings, ...sameMonth]) {
      const lineId = written?.lineOf.get(entry.parkingId) ?? null;
      track(entry, lineId && written ? written.invoice.id : null, lineId);
    }

    const toCorrect = reversals.filter((entry) => !earnedNow.has(entry.reservationId));
    const returns: CommissionReturn[] = [];
    for (const entry of toCorrect) {
      const carried = earlier.get(entry.reservationId);
      if (carried && entry.commission < 0) returns.push({ lineId: carried.lineId, amount: -entry.commission });
    }
    const correction =
      returns.length > 0 && !issuedKeys.has(commissionCorrectionKey(billingAccountId, month))
        ? await issueCommissionCorrection(tx, {
            billingAccountId,
            month,
            returns,
            at,
          })
        : null;
    if (correction) issued.push(correction);
    for (const entry of toCorrect) {
      const carried = earlier.get(entry.reservationId);
      const corrects = correction && carried && entry.commission < 0;
      track(entry, corrects ? correction.id : null, corrects ? carried.lineId : null);
    }
    await tx.insert(commissionInvoiceEntries).values(tracked.map((row) => ({ ...row, createdAt: at })));
    return issued;
  });
}

/**
 * Issues every commission invoice and correction due at `now`: the month just closed, for each billing account with
 * a NIP whose parkings had earnings or reversals in it. Safe to run on several instances at once and again after a
 * failure (what was taken into account is never taken again).
 */
export async function issueCommissionInvoices(
  db: Db,
  now: Date,
  options: CommissionRunOptions = {},
): Promise<InvoiceRow[]> {
  const month = commissionMonthAt(now);
  const range = { from: monthStart(month), to: monthStart(nextMonth(month)) };
  const issued: InvoiceRow[] = [];
  for (const billingAccountId of await billingAccountsToInvoice(db, range)) {
    try {
      issued.push(...(await issueForAccount(db, { billingAccountId, month }, now)));
    } catch (error) {
      if (!options.onError) throw error;
      options.onError(error, billingAccountId);
    }
  }
  return issued;
}
