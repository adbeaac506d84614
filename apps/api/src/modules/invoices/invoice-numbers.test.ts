import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { invoiceLines, invoiceNumberSequences, invoices } from '../../db/schema/documents';
import { ksefSubmissions } from '../../db/schema/ksef';
import { validateFa3 } from '../../lib/fa3-schema';
import { createTestApp, type TestApp } from '../../test/app';
import { createUser, tokenFor, type TestUser } from '../../test/factories';
import { createBillingAccountFixture } from '../../test/money-factories';
import { pdfText } from '../documents/pdf-text.test-helper';
import { renderDocument } from '../documents/pdf';
import { printedInvoice } from '../documents/printed-invoice';
import { issueCorrection } from './corrections';
import { fillMissingXml } from './invoices.jobs';
import { withLines } from './invoices.read';
import { InvalidInvoiceXml } from './invoice-write';
import { ensureInvoice, paymentsAwaitingInvoice } from './sale-invoices';
import { companyBuyer, purchase } from './invoices.test-helpers';

// Numbers stay gapless per series and month when many invoices and corrections are issued at once (PostgreSQL runs
// them truly in parallel), stored XML is never rewritten, and invoices issued before XML existed get theirs.

let t: TestApp;
let driver: TestUser;
let token: string;
let account: string;

beforeAll(async () => {
  t = await createTestApp();
  driver = await createUser(t.app);
  token = await tokenFor(t.app, driver);
  account = (await createBillingAccountFixture(t.app, driver.id, companyBuyer(false))).id;
});

const gapless = async () => {
  const rows = await t.app.deps.db.select().from(invoices);
  const bySeriesMonth = new Map<string, number[]>();
  for (const row of rows) {
    const key = `${row.series}:${row.month}`;
    bySeriesMonth.set(key, [...(bySeriesMonth.get(key) ?? []), row.sequence]);
  }
  for (const sequences of bySeriesMonth.values()) {
    expect(sequences.sort((a, b) => a - b)).toEqual(sequences.map((_, i) => i + 1));
  }
  return rows;
};

describe('invoice numbers', () => {
  it('are gapless per series and month under concurrency, with a rolled-back invoice giving its number back', async () => {
    const bought = await Promise.all(
      Array.from({ length: 12 }, () => purchase(t.app, { userId: driver.id, billingAccountId: account })),
    );
    await Promise.all(bought.map(({ payment }) => ensureInvoice(t.app.deps.db, payment.id)));
    // A correction refused half-way (too much back) rolls back with its number.
    await expect(
      t.app.deps.db.transaction((tx) =>
        issueCorrection(tx, {
          orderId: bought[0]?.order.id ?? '',
          amount: 999_999,
          cause: { kind: 'refund', id: randomUUID() },
          reason: 'x',
        }),
      ),
    ).rejects.toThrow(RangeError);
    const results = await Promise.all(
      bought.map(({ order }) =>
        t.app.deps.db.transaction((tx) =>
          issueCorrection(tx, {
            orderId: order.id,
            amount: 100,
            cause: { kind: 'refund', id: randomUUID() },
            reason: 'Zwrot',
          }),
        ),
      ),
    );
    expect(results.map((r) => r.status)).toEqual(Array(12).fill('issued'));
    const rows = await gapless();
    expect(rows.filter((row) => row.series === 'KOR')).toHaveLength(12);
    expect(await paymentsAwaitingInvoice(t.app.deps.db, 1000)).toEqual([]);
  });
});

describe('an invoice whose XML does not validate', () => {
  it('is an error that leaves nothing written: no invoice, no line, no number used', async () => {
    const { payment } = await purchase(t.app, { userId: driver.id, billingAccountId: account });
    // The schema takes DataWytworzeniaFa up to 1 January 2050: an invoice "made" in 2051 is refused.
    const at = new Date('2051-03-02T10:00:00Z');
    await expect(ensureInvoice(t.app.deps.db, payment.id, at)).rejects.toBeInstanceOf(InvalidInvoiceXml);
    expect(await t.app.deps.db.select().from(invoices).where(eq(invoices.paymentId, payment.id))).toEqual([]);
    expect(await t.app.deps.db.select().from(invoiceLines).where(eq(invoiceLines.paymentId, payment.id))).toEqual([]);
    expect(
      await t.app.deps.db.select().from(invoiceNumberSequences).where(eq(invoiceNumberSequences.month, '2051-03')),
    ).toEqual([]);
    // The payment still waits for its invoice; the next attempt issues it.
    expect(await paymentsAwaitingInvoice(t.app.deps.db, 1000)).toContain(payment.id);
    expect((await ensureInvoice(t.app.deps.db, payment.id))?.xml).toContain('<P_2>');
  });
});

describe('stored XML', () => {
  it('is made for invoices issued before XML existed, validated, and never rewritten', async () => {
    const { payment } = await purchase(t.app, { userId: driver.id, billingAccountId: account });
    const invoice = await ensureInvoice(t.app.deps.db, payment.id);
    const original = invoice?.xml;
    expect(original && validateFa3(original).valid).toBe(true);
    // As migration 0015 leaves an invoice issued before: no XML yet, so nothing queued for KSeF either.
    await t.app.deps.db.delete(ksefSubmissions).where(eq(ksefSubmissions.invoiceId, invoice?.id ?? ''));
    await t.app.deps.db
      .update(invoices)
      .set({ xml: null, xmlSha256: null })
      .where(eq(invoices.id, invoice?.id ?? ''));
    const log = { error: () => undefined } as unknown as Parameters<typeof fillMissingXml>[0]['log'];
    const deps = { db: t.app.deps.db, log, config: t.app.deps.config };
    expect(await fillMissingXml(deps, new Date('2026-11-28T12:00:00Z'))).toBeGreaterThanOrEqual(1);
    const [filled] = await t.app.deps.db
      .select()
      .from(invoices)
      .where(eq(invoices.id, invoice?.id ?? ''));
    expect(filled?.xml && validateFa3(filled.xml).valid).toBe(true);
    expect(filled?.xml).toContain('<DataWytworzeniaFa>2026-11-28T12:00:00Z</DataWytworzeniaFa>');
    // A second run changes nothing.
    await fillMissingXml(deps, new Date('2026-11-29T12:00:00Z'));
    // The filled XML went to the KSeF queue with it.
    const [queued] = await t.app.deps.db
      .select()
      .from(ksefSubmissions)
      .where(eq(ksefSubmissions.invoiceId, invoice?.id ?? ''));
    expect(queued?.xml).toBe(filled?.xml);
    const [again] = await t.app.deps.db
      .select()
      .from(invoices)
      .where(eq(invoices.id, invoice?.id ?? ''));
    expect(again?.xml).toBe(filled?.xml);
  });

  it('is not made for a buyer without a NIP, nor for an invoice line outside VAT', async () => {
    const person = await createBillingAccountFixture(t.app, driver.id, {
      isDefault: false,
      wantsVatInvoice: true,
      vatId: null,
    });
    const { payment } = await purchase(t.app, { userId: driver.id, billingAccountId: person.id });
    expect((await ensureInvoice(t.app.deps.db, payment.id))?.xml).toBeNull();
    const [line] = await t.app.deps.db.select().from(invoiceLines).where(eq(invoiceLines.paymentId, payment.id));
    expect(line?.vatRate).toBe(23);
  });
});

describe('the invoice PDF with a KSeF number', () => {
  it('draws the number and the verification QR code when the KSeF module supplies them, the same bytes each time', async () => {
    const { payment, order } = await purchase(t.app, { userId: driver.id, billingAccountId: account });
    const invoice = await ensureInvoice(t.app.deps.db, payment.id);
    const full = await withLines(t.app.deps.db, invoice ?? (undefined as never));
    const ksef = {
      number: '5252974307-20261128-0A1B2C3D4E5F-6A',
      qrUrl: 'https://qr-test.ksef.mf.gov.pl/invoice/5252974307/28-11-2026/abc_-123',
    };
    const data = { ...full, orderNumbers: new Map([[order.id, order.number]]), ksef };
    const first = await renderDocument(printedInvoice(data));
    const second = await renderDocument(printedInvoice(data));
    expect(Buffer.compare(first, second)).toBe(0);
    const text = (await pdfText(first)).replace(/\s+/g, ' ');
    expect(text).toContain(`Numer KSeF / KSeF number ${ksef.number}`);
    expect(text).toContain('KOD I');
    const without = (await pdfText(await renderDocument(printedInvoice({ ...data, ksef: undefined })))).replace(
      /\s+/g,
      ' ',
    );
    expect(without).not.toContain('KSeF');
    // Queued for KSeF and not accepted yet (sending is off here): the number's place says so, without a QR code.
    const pending = (await pdfText(await renderDocument(printedInvoice({ ...data, ksef: { number: null } })))).replace(
      /\s+/g,
      ' ',
    );
    expect(pending).toContain('Numer KSeF / KSeF number jeszcze nienadany / not assigned yet');
    expect(pending).not.toContain('KOD I');
    // The owner's download is the same document, with what the KSeF module knows of it.
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/documents/payments/${payment.id}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect((await pdfText(response.rawPayload)).replace(/\s+/g, ' ')).toBe(pending);
  });
});
