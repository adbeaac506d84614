import { monthOf, monthStart, nextMonth } from '@parkshare/shared/payments/calendar';
import { lineAmounts } from '@parkshare/shared/payments/vat';
import { and, asc, eq, inArray, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { invoiceAdjustments, invoiceLines, invoices, type InvoiceRow } from '../../db/schema/documents';
import { orders } from '../../db/schema/orders';
import { payments } from '../../db/schema/payments';
import type { Reader, Tx } from '../../db/transaction';
import { refundedAsLatePayment } from '../refunds/refunds.read';
import { reservationLabels } from '../reservations/reservation-labels';
import { lineName, monthPeriod, SERVICE_UNIT } from './invoice-text';
import { type DraftLine, writeInvoice } from './invoice-write';
import { issueSaleInvoice } from './sale-invoices';

// Monthly invoices (decision 083): a buyer with monthly billing (copied into each order when it was placed) gets
// one VAT invoice per Warsaw month for every purchase paid in it, issued on the 1st for the previous month. The
// key "<billing account, or the user when the account is gone>:<YYYY-MM>" is unique in the database and the
// issuing transaction holds an advisory lock on it, so several instances running the job at once issue it once.

/** A closed month is invoiced from this long after it ends: a payment finishing at 23:59:59 has committed by then. */
export const MONTHLY_GRACE_MS = 5 * 60_000;

const MONTHLY_BUYER = sql`(${orders.buyer} ->> 'wantsVatInvoice')::boolean and coalesce((${orders.buyer} ->> 'monthlyBilling')::boolean, false)`;

export const periodKeyOf = (order: { billingAccountId: string | null; userId: string }, month: string): string =>
  `${order.billingAccountId ?? `user-${order.userId}`}:${month}`;

/** The month whose purchases are invoiced on the 1st of the next month, and that day. */
export const monthlyIssueDay = (month: string): string => `${nextMonth(month)}-01`;

interface Group {
  key: string;
  month: string;
  userId: string;
  billingAccountId: string | null;
}

/** Buyers and months with monthly purchases not yet invoiced, in months closed before `now` (less the grace). */
async function groupsToIssue(db: Reader, now: Date, limit: number): Promise<Group[]> {
  const closedBefore = monthStart(monthOf(new Date(now.getTime() - MONTHLY_GRACE_MS)));
  const rows = await db
    .select({ finishedAt: payments.finishedAt, userId: orders.userId, billingAccountId: orders.billingAccountId })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(
      and(
        eq(payments.status, 'succeeded'),
        ne(orders.product, 'top_up'),
        MONTHLY_BUYER,
        lt(payments.finishedAt, closedBefore),
        sql`not exists (select 1 from ${invoiceLines} where ${invoiceLines.paymentId} = ${payments.id})`,
        // A late payment bought nothing (invoice-mode.ts).
        sql`not ${refundedAsLatePayment(payments.id)}`,
      ),
    )
    .orderBy(asc(payments.finishedAt))
    .limit(limit);
  const groups = new Map<string, Group>();
  for (const row of rows) {
    if (!row.finishedAt) continue;
    const month = monthOf(row.finishedAt);
    const key = periodKeyOf(row, month);
    if (!groups.has(key)) groups.set(key, { key, month, userId: row.userId, billingAccountId: row.billingAccountId });
  }
  return [...groups.values()];
}

/** The purchases of one buyer and month not on any invoice yet, oldest first, with what was given back meanwhile. */
async function purchasesOf(tx: Tx, group: Group) {
  const from = monthStart(group.month);
  const to = monthStart(nextMonth(group.month));
  return tx
    .select({ payment: payments, order: orders })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(
      and(
        eq(payments.status, 'succeeded'),
        ne(orders.product, 'top_up'),
        MONTHLY_BUYER,
        group.billingAccountId
          ? eq(orders.billingAccountId, group.billingAccountId)
          : and(isNull(orders.billingAccountId), eq(orders.userId, group.userId)),
        sql`${payments.finishedAt} >= ${from.toISOString()} and ${payments.finishedAt} < ${to.toISOString()}`,
        sql`not exists (select 1 from ${invoiceLines} where ${invoiceLines.paymentId} = ${payments.id})`,
        // A late payment bought nothing (invoice-mode.ts).
        sql`not ${refundedAsLatePayment(payments.id)}`,
      ),
    )
    .orderBy(asc(payments.finishedAt), asc(payments.id))
    .for('update', { of: payments });
}

/** Issues one buyer's invoice for one month (or nothing when it exists); returns it. */
async function issueGroup(db: Db, group: Group, at: Date): Promise<InvoiceRow | null> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('parkshare:monthly-invoice'), hashtext(${group.key}))`);
    const purchases = await purchasesOf(tx, group);
    if (purchases.length === 0) return null;
    const [issued] = await tx.select().from(invoices).where(eq(invoices.periodKey, group.key));
    if (issued) {
      // A purchase that committed after its month was invoiced (should not happen past the grace): its own invoice.
      for (const { payment } of purchases) await issueSaleInvoice(tx, payment.id, at, { evenIfMonthly: true });
      return issued;
    }
    const orderIds = purchases.map(({ order }) => order.id);
    const pending = await tx
      .select()
      .from(invoiceAdjustments)
      .where(and(inArray(invoiceAdjustments.orderId, orderIds), isNull(invoiceAdjustments.invoiceId)));
    const givenBack = new Map<string, number>();
    for (const adjustment of pending) {
      givenBack.set(adjustment.orderId, (givenBack.get(adjustment.orderId) ?? 0) + adjustment.amount);
    }
    const labels = await reservationLabels(
      tx,
      purchases.flatMap(({ order }) => order.reservationId ?? []),
    );
    const lines: DraftLine[] = purchases.map(({ payment, order }) => {
      // A refund before the invoice: the line carries what the buyer finally paid for.
      const gross = Math.max(0, order.grossAmount - (givenBack.get(order.id) ?? 0));
      const reduced = gross !== order.grossAmount;
      const split = lineAmounts(reduced ? gross : order.unitGross, reduced ? 1 : order.quantity, order.vatRate);
      return {
        name: lineName(order.product, order.reservationId ? labels.get(order.reservationId) : undefined),
        quantity: split.quantity,
        unit: SERVICE_UNIT,
        unitGross: split.unitGross,
        net: split.net,
        vat: split.vat,
        gross: split.gross,
        vatRate: split.vatRate,
        orderId: order.id,
        paymentId: payment.id,
        paidAt: payment.finishedAt,
        method: payment.method,
        state: null,
        correctsLineId: null,
      };
    });
    const last = purchases[purchases.length - 1];
    if (!last) return null;
    const invoice = await writeInvoice(
      tx,
      {
        kind: 'monthly',
        userId: group.userId,
        buyer: last.order.buyer,
        currency: last.order.currency,
        billingAccountId: group.billingAccountId,
        period: monthPeriod(group.month),
        periodKey: group.key,
        lines,
      },
      at,
    );
    if (pending.length > 0) {
      await tx
        .update(invoiceAdjustments)
        .set({ invoiceId: invoice.id })
        .where(
          inArray(
            invoiceAdjustments.id,
            pending.map((adjustment) => adjustment.id),
          ),
        );
    }
    return invoice;
  });
}

/**
 * Issues every monthly invoice due at `now`: each buyer's closed months with purchases not yet invoiced. Safe to run
 * on several instances at once and again after a failure (a month already invoiced is skipped).
 */
export async function issueMonthlyInvoices(
  db: Db,
  now: Date,
  { limit = 5000, onError }: { limit?: number; onError?: (error: unknown, key: string) => void } = {},
): Promise<InvoiceRow[]> {
  const issued: InvoiceRow[] = [];
  for (const group of await groupsToIssue(db, now, limit)) {
    try {
      const invoice = await issueGroup(db, group, now);
      if (invoice) issued.push(invoice);
    } catch (error) {
      // One buyer's month that fails (its XML does not validate, say) waits for the next run; the others go on.
      if (!onError) throw error;
      onError(error, group.key);
    }
  }
  return issued;
}
