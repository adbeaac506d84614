import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { invoiceAdjustments, invoiceLines, invoices } from '../../db/schema/documents';
import { ksefSubmissions } from '../../db/schema/ksef';
import { validateFa3 } from '../../lib/fa3-schema';
import { createTestApp, type TestApp } from '../../test/app';
import { createUser, tokenFor, type TestUser } from '../../test/factories';
import { createBillingAccountFixture } from '../../test/money-factories';
import { pdfText } from '../documents/pdf-text.test-helper';
import { issueCorrection, type IssueCorrectionInput } from './corrections';
import { fillMissingXml } from './invoices.jobs';
import { issueMonthlyInvoices } from './monthly-invoices';
import { ensureInvoice } from './sale-invoices';
import { companyBuyer, notInKsefYet, purchase } from './invoices.test-helpers';

let t: TestApp;
let driver: TestUser;
let token: string;
let saleAccount: string;
let receiptAccount: string;

beforeAll(async () => {
  t = await createTestApp();
  driver = await createUser(t.app);
  token = await tokenFor(t.app, driver);
  saleAccount = (await createBillingAccountFixture(t.app, driver.id, companyBuyer(false))).id;
  receiptAccount = (await createBillingAccountFixture(t.app, driver.id)).id;
});

const correct = (input: Omit<IssueCorrectionInput, 'cause' | 'reason'> & Partial<IssueCorrectionInput>) =>
  t.app.deps.db.transaction((tx) =>
    issueCorrection(tx, {
      cause: { kind: 'refund', id: randomUUID() },
      reason: 'Zwrot za anulowaną rezerwację',
      ...input,
    }),
  );

const linesOf = (invoiceId: string) =>
  t.app.deps.db.select().from(invoiceLines).where(eq(invoiceLines.invoiceId, invoiceId)).orderBy(invoiceLines.position);

describe('issueCorrection', () => {
  it('corrects a sale invoice partly, then to zero: KOR numbers, before/after lines, validated XML, the PDF', async () => {
    const { order, payment } = await purchase(t.app, {
      userId: driver.id,
      billingAccountId: saleAccount,
      unitGross: 12_300,
    });
    const sale = await ensureInvoice(t.app.deps.db, payment.id);
    // KSeF accepted the sale invoice (queued when it was issued): the correction names its KSeF number.
    await t.app.deps.db
      .update(ksefSubmissions)
      .set({ status: 'accepted', ksefNumber: '5252974307-20261128-0A1B2C3D4E5F-6A' })
      .where(eq(ksefSubmissions.invoiceId, sale?.id ?? ''));
    const first = await correct({ orderId: order.id, amount: 8_200 });
    expect(first.status).toBe('issued');
    const kor = first.status === 'issued' ? first.invoice : null;
    expect(kor).toMatchObject({ kind: 'correction', series: 'KOR', correctedInvoiceId: sale?.id, grossTotal: -8_200 });
    expect(kor?.number).toMatch(/^KOR\/\d{4}\/\d{2}\/\d{6}$/);
    expect((await linesOf(kor?.id ?? '')).map((l) => [l.state, l.quantity, l.gross, l.net, l.vat])).toEqual([
      ['before', 1, 12_300, 10_000, 2_300],
      ['after', 1, 4_100, 3_333, 767],
    ]);
    expect(kor?.xml && validateFa3(kor.xml)).toEqual({ valid: true, errors: [] });
    expect(kor?.xml).toContain('<NrKSeFFaKorygowanej>5252974307-20261128-0A1B2C3D4E5F-6A</NrKSeFFaKorygowanej>');
    expect(kor?.xml).toContain(`<NrFaKorygowanej>${sale?.number}</NrFaKorygowanej>`);

    const rest = await correct({ orderId: order.id, amount: 4_100 });
    const zero = rest.status === 'issued' ? rest.invoice : null;
    expect((await linesOf(zero?.id ?? '')).map((l) => [l.state, l.quantity, l.gross])).toEqual([
      ['before', 1, 4_100],
      ['after', 0, 0],
    ]);
    // The original is in KSeF: every further correction names its KSeF number too.
    expect(zero?.xml).toContain('<NrKSeFFaKorygowanej>5252974307-20261128-0A1B2C3D4E5F-6A</NrKSeFFaKorygowanej>');
    expect(zero?.xml && validateFa3(zero.xml).valid).toBe(true);
    const [a, b] = [kor, zero].map((i) => i?.sequence ?? 0);
    expect(zero?.month === kor?.month ? (b ?? 0) - (a ?? 0) : 1).toBe(1);
    // Nothing left to give back.
    await expect(correct({ orderId: order.id, amount: 1 })).rejects.toThrow(RangeError);

    const response = await t.app.inject({
      method: 'GET',
      url: `/api/documents/invoices/${kor?.id}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toContain(
      `faktura-korygujaca-${kor?.number.replace(/\//g, '-')}.pdf`,
    );
    const text = (await pdfText(response.rawPayload)).replace(/\s+/g, ' ');
    expect(text).toContain('Faktura korygująca');
    expect(text).toContain('Przed korektą / Before correction');
    expect(text).toContain(`Faktura korygowana / Corrected invoice: ${sale?.number}`);
    expect(text).toContain('Przyczyna korekty / Reason: Zwrot za anulowaną rezerwację');
    expect(text).toContain('Kwota korekty / Correction amount: -82,00 zł');
  });

  it('never corrects twice for the same cause, and writes nothing when refused', async () => {
    const { order } = await purchase(t.app, { userId: driver.id, billingAccountId: saleAccount });
    const cause = { kind: 'refund', id: randomUUID() };
    const first = await correct({ orderId: order.id, amount: 100, cause });
    const again = await correct({ orderId: order.id, amount: 100, cause });
    expect(again).toEqual({ status: 'duplicate', invoice: first.status === 'issued' ? first.invoice : null });
    const adjustmentsOf = async () =>
      (await t.app.deps.db.select().from(invoiceAdjustments).where(eq(invoiceAdjustments.orderId, order.id))).length;
    expect(await adjustmentsOf()).toBe(1);
    for (const bad of [{ amount: 0 }, { amount: -5 }, { amount: 1.5 }, { amount: 1_000_000 }, { reason: '  ' }]) {
      await expect(correct({ orderId: order.id, amount: 100, ...bad })).rejects.toThrow(RangeError);
    }
    for (const orderId of [randomUUID(), 'not-a-uuid', "' or 1=1 --"]) {
      await expect(correct({ orderId, amount: 100 })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    }
    expect(await adjustmentsOf()).toBe(1);
  });

  it('issues the due sale invoice first when a refund comes before it', async () => {
    const { order, payment } = await purchase(t.app, { userId: driver.id, billingAccountId: saleAccount });
    const result = await correct({ orderId: order.id, amount: 2_300 });
    const [sale] = await t.app.deps.db.select().from(invoices).where(eq(invoices.paymentId, payment.id));
    expect(result.status === 'issued' && result.invoice.correctedInvoiceId).toBe(sale?.id);
  });

  it('needs no correction for a receipt or a top-up', async () => {
    const receipt = await purchase(t.app, { userId: driver.id, billingAccountId: receiptAccount });
    const topUp = await purchase(t.app, { userId: driver.id, billingAccountId: saleAccount, product: 'top_up' });
    expect(await correct({ orderId: receipt.order.id, amount: 100 })).toEqual({ status: 'not_invoiced' });
    expect(await correct({ orderId: topUp.order.id, amount: 100 })).toEqual({ status: 'not_invoiced' });
  });

  it('waits for the monthly invoice (which carries the lower amount), and corrects a monthly invoice once issued', async () => {
    const monthly = (await createBillingAccountFixture(t.app, driver.id, companyBuyer(true))).id;
    const refunded = await purchase(t.app, {
      userId: driver.id,
      billingAccountId: monthly,
      paidAt: new Date('2026-06-03T10:00:00Z'),
    });
    const kept = await purchase(t.app, {
      userId: driver.id,
      billingAccountId: monthly,
      paidAt: new Date('2026-06-04T10:00:00Z'),
    });
    expect(await correct({ orderId: refunded.order.id, amount: 2_300 })).toEqual({ status: 'deferred' });
    const [invoice] = await issueMonthlyInvoices(t.app.deps.db, new Date('2026-07-01T06:00:00Z'));
    expect(invoice?.grossTotal).toBe(10_000 + 12_300);
    expect((await linesOf(invoice?.id ?? '')).map((l) => [l.gross, l.net, l.vat])).toEqual([
      [10_000, 8_130, 1_870],
      [12_300, 10_000, 2_300],
    ]);
    const later = await correct({ orderId: kept.order.id, amount: 300 });
    const kor = later.status === 'issued' ? later.invoice : null;
    expect(kor?.correctedInvoiceId).toBe(invoice?.id);
    expect((await linesOf(kor?.id ?? '')).map((l) => [l.state, l.gross, l.paymentId])).toEqual([
      ['before', 12_300, kept.payment.id],
      ['after', 12_000, kept.payment.id],
    ]);
    // The monthly invoice waits in the KSeF queue, so the correction's XML comes from the invoices.fill-xml job:
    // with sending off (this app) and no KSEF_FROM, not yet (the monthly invoice will go to KSeF once sending is
    // on); with KSEF_FROM after the monthly invoice's day (it is not for KSeF), at once, naming it by number and date.
    expect(kor?.xml).toBeNull();
    const log = { error: () => undefined } as unknown as Parameters<typeof fillMissingXml>[0]['log'];
    const correctionXml = async () =>
      (
        await t.app.deps.db
          .select()
          .from(invoices)
          .where(eq(invoices.id, kor?.id ?? ''))
      )[0]?.xml;
    await fillMissingXml({ db: t.app.deps.db, log, config: t.app.deps.config }, new Date());
    expect(await correctionXml()).toBeNull();
    const config = { ...t.app.deps.config, ksefFrom: '2026-07-02' };
    await fillMissingXml({ db: t.app.deps.db, log, config }, new Date());
    const [written] = await t.app.deps.db
      .select()
      .from(invoices)
      .where(eq(invoices.id, kor?.id ?? ''));
    expect(written?.xml && validateFa3(written.xml).valid).toBe(true);
    expect(written?.xml).toContain('<NrKSeFN>1</NrKSeFN>');
    // Both lines keep the date the monthly invoice gave the purchase (P_6A).
    expect(written?.xml?.match(/<NrWierszaFa>\d<\/NrWierszaFa><P_6A>2026-06-04<\/P_6A>/g)).toHaveLength(2);

    // Once KSeF has the monthly invoice, a further correction's XML is written at issue, with the same dates.
    await t.app.deps.db
      .update(ksefSubmissions)
      .set({ status: 'accepted', ksefNumber: '5252974307-20260701-0A1B2C3D4E5F-6A' })
      .where(eq(ksefSubmissions.invoiceId, invoice?.id ?? ''));
    const third = await correct({ orderId: kept.order.id, amount: 500 });
    const atOnce = third.status === 'issued' ? third.invoice : null;
    expect(atOnce?.xml && validateFa3(atOnce.xml).valid).toBe(true);
    expect(atOnce?.xml?.match(/<NrWierszaFa>\d<\/NrWierszaFa><P_6A>2026-06-04<\/P_6A>/g)).toHaveLength(2);
    // A sale invoice's correction has one date (P_6 on the invoice): no P_6A.
    const sale = await purchase(t.app, { userId: driver.id, billingAccountId: saleAccount });
    const saleKor = await correct({ orderId: sale.order.id, amount: 100 });
    await fillMissingXml({ db: t.app.deps.db, log, config: notInKsefYet(t.app.deps.config) }, new Date());
    const [saleWritten] = await t.app.deps.db
      .select()
      .from(invoices)
      .where(eq(invoices.id, saleKor.status === 'issued' ? saleKor.invoice.id : ''));
    expect(saleWritten?.xml).toContain('<StanPrzed>1</StanPrzed>');
    expect(saleWritten?.xml).not.toContain('<P_6A>');
  });
});
