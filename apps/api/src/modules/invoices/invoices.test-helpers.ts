import { warsawDateKey } from '@parkshare/shared/ksef/deadline';
import type { PaymentMethod, PaymentStatus, Product } from '@parkshare/shared/payments/status';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { invoiceAdjustments, invoiceLines, invoices } from '../../db/schema/documents';
import { ksefSubmissions } from '../../db/schema/ksef';
import { orders, type OrderRow } from '../../db/schema/orders';
import { payments, type PaymentRow } from '../../db/schema/payments';
import { validateFa3 } from '../../lib/fa3-schema';
import type { TestApp } from '../../test/app';
import { createBillingAccountFixture } from '../../test/money-factories';
import { placeOrder } from '../orders/orders.service';
import { fillMissingXml } from './invoices.jobs';
import { driver, type Driver } from '../reservations/reservations.test-helpers';

// An order of a user with a payment in a given state, finished at a given moment (invoices care when it was paid,
// not how): the tests of monthly invoices and corrections place purchases on both sides of month ends. And for the
// tests of refunds' corrections: a driver booking as a VAT buyer, and what the invoices hold for a refund.

export interface Purchase {
  order: OrderRow;
  payment: PaymentRow;
}

export async function purchase(
  app: FastifyInstance,
  options: {
    userId: string;
    billingAccountId: string;
    product?: Product;
    unitGross?: number;
    quantity?: number;
    status?: PaymentStatus;
    method?: PaymentMethod;
    paidAt?: Date;
  },
): Promise<Purchase> {
  const product = options.product ?? 'reservation';
  return app.deps.db.transaction(async (tx) => {
    const order = await placeOrder(tx, {
      userId: options.userId,
      billingAccountId: options.billingAccountId,
      product,
      unitGross: options.unitGross ?? 12_300,
      quantity: options.quantity ?? 1,
      vatRate: product === 'top_up' ? null : 23,
    });
    const status = options.status ?? 'succeeded';
    const finishedAt = status === 'succeeded' || status === 'failed' ? (options.paidAt ?? new Date()) : null;
    const [payment] = await tx
      .insert(payments)
      .values({
        orderId: order.id,
        userId: order.userId,
        amount: order.grossAmount,
        method: options.method ?? 'blik',
        status,
        provider: options.method === 'wallet' ? 'wallet' : 'sandbox',
        finishedAt,
        updatedAt: finishedAt ?? new Date(),
      })
      .returning();
    if (!payment) throw new Error('payment insert failed');
    if (status !== 'succeeded') return { order, payment };
    const [paid] = await tx
      .update(orders)
      .set({ status: 'paid', paidAt: finishedAt })
      .where(eq(orders.id, order.id))
      .returning();
    return { order: paid ?? order, payment };
  });
}

/** A VAT buyer with a NIP: monthly billing or not. */
export const companyBuyer = (monthly: boolean) => ({
  isDefault: false,
  companyName: 'Żółta Łódź & <Syn> "Parking" sp. z o.o.',
  fullName: null,
  vatId: '1234563218',
  wantsVatInvoice: true,
  isMonthlyBilling: monthly,
});

/** A driver (vehicle, BLIK-ready) whose bookings are made out to a VAT buyer with a NIP, monthly billed or not. */
export async function vatDriver(
  t: TestApp,
  { monthly = false, balance = 0 }: { monthly?: boolean; balance?: number } = {},
): Promise<Driver> {
  const who = await driver(t, balance);
  const account = await createBillingAccountFixture(t.app, who.id, { ...companyBuyer(monthly), isDefault: false });
  return { ...who, billingAccountId: account.id };
}

/** The configuration of an installation that goes to KSeF only from tomorrow (KSEF_FROM): today's invoices are not for it. */
export const notInKsefYet = <C extends { ksefFrom: string | null }>(config: C): C => ({
  ...config,
  ksefFrom: warsawDateKey(new Date(Date.now() + 86_400_000)),
});

/** What the invoices hold for a refund: its adjustment (one at most) and the correction invoice it gave rise to. */
export async function correctionOf(t: TestApp, refundId: string) {
  const rows = await t.app.deps.db
    .select({ adjustment: invoiceAdjustments, invoice: invoices })
    .from(invoiceAdjustments)
    .leftJoin(invoices, eq(invoices.id, invoiceAdjustments.invoiceId))
    .where(and(eq(invoiceAdjustments.causeKind, 'refund'), eq(invoiceAdjustments.causeId, refundId)));
  expect(rows.length).toBeLessThanOrEqual(1);
  const [row] = rows;
  if (!row) return { adjustment: null, invoice: null, lines: [] };
  const lines = row.invoice
    ? await t.app.deps.db
        .select()
        .from(invoiceLines)
        .where(eq(invoiceLines.invoiceId, row.invoice.id))
        .orderBy(invoiceLines.position)
    : [];
  return { adjustment: row.adjustment, invoice: row.invoice, lines };
}

/**
 * The refund's correction invoice: one KOR of `correctedId` for `amount` given back (before → after), with the
 * reason, valid FA(3) XML and none other for the same refund. Answers it.
 */
export async function expectCorrection(
  t: TestApp,
  refundId: string,
  expected: { amount: number; before: number; reason: string; correctedId?: string },
) {
  // The sale invoice waits in the KSeF queue, so its correction was issued without XML. Sending is off here, and an
  // installation that has not gone to KSeF yet (KSEF_FROM ahead) has the invoices.fill-xml job write it at once,
  // naming the original by number and date, and queue it.
  await fillMissingXml({ ...t.app.deps, config: notInKsefYet(t.app.deps.config) }, new Date());
  const { adjustment, invoice, lines } = await correctionOf(t, refundId);
  expect(adjustment).toMatchObject({ amount: expected.amount, reason: expected.reason });
  expect(invoice).toMatchObject({ kind: 'correction', series: 'KOR', grossTotal: -expected.amount });
  if (expected.correctedId) expect(invoice?.correctedInvoiceId).toBe(expected.correctedId);
  expect(invoice?.number).toMatch(/^KOR\/\d{4}\/\d{2}\/\d{6}$/);
  expect(lines.map((line) => [line.state, line.gross])).toEqual([
    ['before', expected.before],
    ['after', expected.before - expected.amount],
  ]);
  expect(invoice?.xml && validateFa3(invoice.xml)).toEqual({ valid: true, errors: [] });
  const [queued] = await t.app.deps.db
    .select({ xml: ksefSubmissions.xml })
    .from(ksefSubmissions)
    .where(eq(ksefSubmissions.invoiceId, invoice!.id));
  expect(queued?.xml).toBe(invoice?.xml);
  expect(invoice?.xml).toContain(`<PrzyczynaKorekty>${expected.reason}</PrzyczynaKorekty>`);
  return invoice!;
}
