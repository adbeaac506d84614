import { randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SELLER } from '../company/seller';
import { invoices } from '../../db/schema/documents';
import { ksefSubmissions } from '../../db/schema/ksef';
import { validateFa3 } from '../../lib/fa3-schema';
import { createTestApp, type TestApp } from '../../test/app';
import { createUser, tokenFor, type TestUser } from '../../test/factories';
import { startFakeKsef, type FakeKsef } from '../../test/fakes/ksef/fake-ksef';
import { createBillingAccountFixture } from '../../test/money-factories';
import { pdfText } from '../documents/pdf-text.test-helper';
import { sendDueKsef } from '../ksef/ksef-sender';
import { upoDocuments } from '../ksef/upo';
import { issueCorrection } from './corrections';
import { fillMissingXml } from './invoices.jobs';
import { companyBuyer, purchase } from './invoices.test-helpers';
import { ensureInvoice } from './sale-invoices';

// Invoices reach KSeF (decisions 082, 083) on the loopback fake of KSeF: a VAT invoice to a buyer with a NIP is
// queued in the transaction that issues it, sent by the KSeF job, and its PDF then carries the KSeF number and the
// verification QR code; a correction of an invoice still waiting in the queue waits for that invoice's KSeF number
// before its XML (which names it) is written and sent.

const FAST = { intervalMs: 0, attempts: 5 };
let fake: FakeKsef;
let t: TestApp;
let driver: TestUser;
let token: string;
let account: string;

beforeAll(async () => {
  fake = await startFakeKsef();
  t = await createTestApp({
    KSEF_URL: fake.url,
    KSEF_TOKEN: fake.addToken(SELLER.vatId),
    KSEF_NIP: SELLER.vatId,
    KSEF_QR_URL: 'https://qr-test.ksef.mf.gov.pl',
  });
  driver = await createUser(t.app);
  token = await tokenFor(t.app, driver);
  account = (await createBillingAccountFixture(t.app, driver.id, companyBuyer(false))).id;
});
afterAll(() => fake.close());

const send = () => sendDueKsef(t.app.deps, { poll: FAST });
const submissionOf = async (invoiceId: string) =>
  (await t.app.deps.db.select().from(ksefSubmissions).where(eq(ksefSubmissions.invoiceId, invoiceId)))[0];
const invoiceRow = async (id: string) => (await t.app.deps.db.select().from(invoices).where(eq(invoices.id, id)))[0];
const log = { error: () => undefined } as unknown as Parameters<typeof fillMissingXml>[0]['log'];
const fillXml = () => fillMissingXml({ db: t.app.deps.db, log, config: t.app.deps.config }, new Date());

describe('invoices on their way to KSeF', () => {
  it('queues a NIP buyer’s invoice when it is issued; once KSeF accepts it the PDF prints its number and QR code', async () => {
    const { payment } = await purchase(t.app, { userId: driver.id, billingAccountId: account, unitGross: 12_300 });
    const invoice = await ensureInvoice(t.app.deps.db, payment.id);
    const queued = await submissionOf(invoice?.id ?? '');
    expect(queued).toMatchObject({ status: 'queued', xml: invoice?.xml, sellerNip: SELLER.vatId });

    const download = () =>
      t.app.inject({
        method: 'GET',
        url: `/api/documents/payments/${payment.id}`,
        headers: { authorization: `Bearer ${token}` },
      });
    // Not in KSeF yet: the PDF says so, so nobody takes it for the KSeF invoice.
    const before = (await pdfText((await download()).rawPayload)).replace(/\s+/g, ' ');
    expect(before).toContain('Numer KSeF / KSeF number jeszcze nienadany / not assigned yet');
    expect(before).not.toContain('KOD I');

    expect(await send()).toMatchObject({ accepted: 1, rejected: 0 });
    const accepted = await submissionOf(invoice?.id ?? '');
    expect(accepted?.ksefNumber).toMatch(new RegExp(`^${SELLER.vatId}-\\d{8}-[0-9A-F]{12}-[0-9A-F]{2}$`));
    // What KSeF received is the invoice's own XML, byte for byte, and its receipt (UPO) names it.
    expect(fake.invoices.find((received) => received.ksefNumber === accepted?.ksefNumber)?.xml).toBe(invoice?.xml);
    expect(upoDocuments(accepted?.upoXml ?? '').has(accepted?.ksefNumber ?? '')).toBe(true);

    const after = (await pdfText((await download()).rawPayload)).replace(/\s+/g, ' ');
    expect(after).toContain(`Numer KSeF / KSeF number ${accepted?.ksefNumber ?? 'a KSeF number'}`);
    expect(after).toContain('KOD I');
    expect(after).not.toContain('nienadany');
    // KSEF_DEMO_OUT=<folder>: the invoice's FA(3) XML, its schema check, the fake KSeF's UPO and the PDF, to look at.
    const out = process.env.KSEF_DEMO_OUT;
    if (out && invoice?.xml && accepted?.upoXml) {
      mkdirSync(out, { recursive: true });
      writeFileSync(join(out, 'invoice-fa3.xml'), invoice.xml);
      writeFileSync(join(out, 'invoice-fa3.validation.json'), JSON.stringify(validateFa3(invoice.xml), null, 2));
      writeFileSync(join(out, 'upo.xml'), accepted.upoXml);
      writeFileSync(join(out, 'invoice.pdf'), (await download()).rawPayload);
    }
  });

  it('issues a correction of an invoice still in the queue without XML, and writes and sends it after KSeF accepted the original', async () => {
    const { order, payment } = await purchase(t.app, { userId: driver.id, billingAccountId: account });
    const sale = await ensureInvoice(t.app.deps.db, payment.id);
    const result = await t.app.deps.db.transaction((tx) =>
      issueCorrection(tx, {
        orderId: order.id,
        amount: 2_300,
        cause: { kind: 'refund', id: randomUUID() },
        reason: 'Zwrot za anulowaną rezerwację',
      }),
    );
    const correction = result.status === 'issued' ? result.invoice : null;
    expect(correction).toMatchObject({ kind: 'correction', xml: null });
    expect(await submissionOf(correction?.id ?? '')).toBeUndefined();
    // Still waiting: the job leaves it alone.
    await fillXml();
    expect((await invoiceRow(correction?.id ?? ''))?.xml).toBeNull();

    await send();
    const original = await submissionOf(sale?.id ?? '');
    expect(original?.status).toBe('accepted');
    expect(await fillXml()).toBeGreaterThanOrEqual(1);
    const written = await invoiceRow(correction?.id ?? '');
    expect(written?.xml && validateFa3(written.xml)).toEqual({ valid: true, errors: [] });
    expect(written?.xml).toContain(`<NrKSeFFaKorygowanej>${original?.ksefNumber}</NrKSeFFaKorygowanej>`);
    expect((await submissionOf(correction?.id ?? ''))?.status).toBe('queued');
    await send();
    const korAccepted = await submissionOf(correction?.id ?? '');
    expect(korAccepted?.status).toBe('accepted');
    // KSEF_DEMO_OUT: the correction's FA(3) XML (naming the original's KSeF number) and its UPO too.
    const out = process.env.KSEF_DEMO_OUT;
    if (out && written?.xml && korAccepted?.upoXml) {
      mkdirSync(out, { recursive: true });
      writeFileSync(join(out, 'correction-fa3.xml'), written.xml);
      writeFileSync(join(out, 'correction-upo.xml'), korAccepted.upoXml);
    }
  });

  it('queues nothing for a buyer without a NIP', async () => {
    const plain = (await createBillingAccountFixture(t.app, driver.id, { wantsVatInvoice: true })).id;
    const { payment } = await purchase(t.app, { userId: driver.id, billingAccountId: plain });
    const invoice = await ensureInvoice(t.app.deps.db, payment.id);
    expect(invoice?.xml).toBeNull();
    expect(await submissionOf(invoice?.id ?? '')).toBeUndefined();
    // Not for KSeF: its PDF says nothing about KSeF.
    const pdf = await t.app.inject({
      method: 'GET',
      url: `/api/documents/payments/${payment.id}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(pdf.statusCode).toBe(200);
    expect(await pdfText(pdf.rawPayload)).not.toContain('KSeF');
  });
});
