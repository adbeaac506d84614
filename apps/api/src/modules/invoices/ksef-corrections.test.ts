import { randomUUID } from 'node:crypto';
import { warsawDateKey } from '@parkshare/shared/ksef/deadline';
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
import { ksefQueueSummary } from '../ksef/ksef-admin';
import { sendDueKsef } from '../ksef/ksef-sender';
import { issueCorrection } from './corrections';
import { fillMissingXml } from './invoices.jobs';
import { companyBuyer, purchase } from './invoices.test-helpers';
import { ensureInvoice } from './sale-invoices';

// What a correction names of its original (decision 082, addendum): the original's KSeF number once KSeF accepted
// it, waiting for it whenever the original is in the queue — sending on or off; NrKSeFN at once for an original
// issued before KSEF_FROM (not for KSeF), and for one accepted in another KSeF environment than the current one.

const FAST = { intervalMs: 0, attempts: 5 };
const TODAY = warsawDateKey(new Date());
const TOMORROW = warsawDateKey(new Date(Date.now() + 86_400_000));
let fake: FakeKsef;
let on: TestApp;
let off: TestApp;
let driver: TestUser;
let token: string;
let account: string;

beforeAll(async () => {
  fake = await startFakeKsef();
  on = await createTestApp({
    KSEF_URL: fake.url,
    KSEF_TOKEN: fake.addToken(SELLER.vatId),
    KSEF_NIP: SELLER.vatId,
    KSEF_QR_URL: 'https://qr-test.ksef.mf.gov.pl',
  });
  off = await createTestApp();
  driver = await createUser(on.app);
  token = await tokenFor(on.app, driver);
  account = (await createBillingAccountFixture(on.app, driver.id, companyBuyer(false))).id;
});
afterAll(() => fake.close());

const db = () => on.app.deps.db;
const log = { error: () => undefined } as unknown as Parameters<typeof fillMissingXml>[0]['log'];
const fillXml = (config: TestApp['app']['deps']['config']) => fillMissingXml({ db: db(), log, config }, new Date());
const xmlOf = async (id: string) => (await db().select().from(invoices).where(eq(invoices.id, id)))[0]?.xml ?? null;
const submissionOf = async (invoiceId: string) =>
  (await db().select().from(ksefSubmissions).where(eq(ksefSubmissions.invoiceId, invoiceId)))[0];

/** A sale invoice to the company buyer (queued for KSeF) and a correction of it, issued without XML. */
async function saleAndCorrection() {
  const { order, payment } = await purchase(on.app, { userId: driver.id, billingAccountId: account });
  const sale = await ensureInvoice(db(), payment.id);
  const result = await db().transaction((tx) =>
    issueCorrection(tx, {
      orderId: order.id,
      amount: 2_300,
      cause: { kind: 'refund', id: randomUUID() },
      reason: 'Zwrot za anulowaną rezerwację',
    }),
  );
  const correction = result.status === 'issued' ? result.invoice : null;
  if (!sale || !correction) throw new Error('a sale invoice and its correction');
  return { sale, correction, payment };
}

describe('a correction of an invoice for KSeF', () => {
  it('waits while sending is off and KSEF_FROM is unset (the original will go), and names its number once accepted', async () => {
    const { sale, correction } = await saleAndCorrection();
    expect(correction.xml).toBeNull();
    await fillXml(off.app.deps.config);
    expect(await xmlOf(correction.id)).toBeNull();
    // The operator turns sending on: the original goes, then the correction names it.
    await sendDueKsef(on.app.deps, { poll: FAST });
    const original = await submissionOf(sale.id);
    expect(original?.status).toBe('accepted');
    await fillXml(off.app.deps.config);
    const xml = await xmlOf(correction.id);
    expect(xml && validateFa3(xml)).toEqual({ valid: true, errors: [] });
    expect(xml).toContain(`<NrKSeFFaKorygowanej>${original?.ksefNumber}</NrKSeFFaKorygowanej>`);
  });

  it('names an original issued before KSEF_FROM NrKSeFN at once; that original is never sent, counted or marked', async () => {
    const from = await createTestApp({
      KSEF_URL: fake.url,
      KSEF_TOKEN: fake.addToken(SELLER.vatId),
      KSEF_NIP: SELLER.vatId,
      KSEF_QR_URL: 'https://qr-test.ksef.mf.gov.pl',
      KSEF_FROM: TOMORROW,
    });
    expect(from.config.ksefFrom).toBe(TOMORROW);
    const { sale, correction, payment } = await saleAndCorrection();
    expect(correction.xml).toBeNull();
    await fillXml(from.config);
    const xml = await xmlOf(correction.id);
    expect(xml && validateFa3(xml).valid).toBe(true);
    expect(xml).toContain('<NrKSeFN>1</NrKSeFN>');
    // Its own row (the correction is dated today too) and the original's are not for KSeF here.
    const before = await ksefQueueSummary(from.app.deps.db, from.config);
    expect(before.ksefFrom).toBe(TOMORROW);
    expect(before.beforeKsefFrom).toBeGreaterThanOrEqual(2);
    const sent = fake.invoices.length;
    await sendDueKsef(from.app.deps, { poll: FAST });
    expect(fake.invoices.length).toBe(sent);
    expect(await submissionOf(sale.id)).toMatchObject({ status: 'queued', attempts: 0 });
    const pdf = await from.app.inject({
      method: 'GET',
      url: `/api/documents/payments/${payment.id}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(await pdfText(pdf.rawPayload)).not.toContain('KSeF');
    // With KSEF_FROM today, the same original is for KSeF: counted, and its correction would wait for it.
    const today = await ksefQueueSummary(from.app.deps.db, { ...from.config, ksefFrom: TODAY });
    expect(today.beforeKsefFrom).toBe(0);
  });

  it('does not name a KSeF number of another environment: NrKSeFN after the operator switched KSEF_URL', async () => {
    const { sale, correction } = await saleAndCorrection();
    await sendDueKsef(on.app.deps, { poll: FAST });
    expect(await submissionOf(sale.id)).toMatchObject({ status: 'accepted', ksefUrl: fake.url });
    const production = await createTestApp({
      KSEF_URL: 'https://api.ksef.mf.gov.pl/v2',
      KSEF_TOKEN: fake.addToken(SELLER.vatId),
      KSEF_NIP: SELLER.vatId,
    });
    await fillXml(production.config);
    const xml = await xmlOf(correction.id);
    expect(xml).toContain('<NrKSeFN>1</NrKSeFN>');
    expect(xml).not.toContain('NrKSeFFaKorygowanej');
  });
});
