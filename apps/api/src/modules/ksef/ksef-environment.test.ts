import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ksefSubmissions } from '../../db/schema/ksef';
import { createTestApp, type TestApp } from '../../test/app';
import { startFakeKsef, type FakeKsef } from '../../test/fakes/ksef/fake-ksef';
import { queueInvoice } from '../../test/ksef-factories';
import { verificationUrlOf } from './ksef-admin';
import { sendDueKsef } from './ksef-sender';
import { ksefStates } from './ksef-submissions';

// A KSeF number and its verification link (KOD I) are valid only in the environment that accepted the invoice
// (decision 082, addendum). Each row keeps the environment it was sent to; an operator switching KSEF_URL (two
// fakes stand for the test and the production environment) changes neither the link of an accepted invoice, and
// a row left `sending` in the old environment is sent anew to the new one.

const FAST = { intervalMs: 0, attempts: 3 };
const TEST_QR = 'https://qr-test.ksef.mf.gov.pl';
const PRODUCTION_QR = 'https://qr.ksef.mf.gov.pl';
let testKsef: FakeKsef;
let productionKsef: FakeKsef;
let test: TestApp;
let production: TestApp;

const appOf = (fake: FakeKsef, qr: string) =>
  createTestApp({ KSEF_URL: fake.url, KSEF_TOKEN: fake.token, KSEF_NIP: fake.nip, KSEF_QR_URL: qr });

beforeAll(async () => {
  testKsef = await startFakeKsef();
  productionKsef = await startFakeKsef();
});
beforeEach(async () => {
  test = await appOf(testKsef, TEST_QR);
  production = await appOf(productionKsef, PRODUCTION_QR);
  await test.app.deps.db.delete(ksefSubmissions);
  testKsef.settings.invoicePendingPolls = 0;
  productionKsef.settings.invoicePendingPolls = 0;
});
afterAll(async () => {
  await testKsef.close();
  await productionKsef.close();
});

const row = async (id: string) =>
  (await test.app.deps.db.select().from(ksefSubmissions).where(eq(ksefSubmissions.id, id)))[0];
const received = (fake: FakeKsef, number: string) =>
  fake.invoices.filter((invoice) => invoice.facts?.number === number);

describe('the KSeF environment of each row', () => {
  it('is kept when sent; the verification link stays the accepting environment’s after KSEF_URL changes', async () => {
    const invoice = await queueInvoice(test.app);
    expect(await sendDueKsef(test.app.deps, { poll: FAST })).toMatchObject({ accepted: 1 });
    const accepted = await row(invoice.submissionId);
    expect(accepted).toMatchObject({ status: 'accepted', ksefUrl: testKsef.url, qrUrl: TEST_QR });
    const off = await createTestApp();
    for (const app of [production, off]) {
      const state = (await ksefStates(app.app.deps, [invoice.invoiceId])).get(invoice.invoiceId);
      expect(state?.ksefNumber).toBe(accepted?.ksefNumber);
      expect(state?.verificationUrl?.startsWith(`${TEST_QR}/invoice/`)).toBe(true);
      expect(accepted && verificationUrlOf(accepted, app.config)).toBe(state?.verificationUrl);
    }
    // Nothing more happens to it in the production environment: not sent, its UPO not asked for there.
    expect(await sendDueKsef(production.app.deps, { poll: FAST })).toMatchObject({ claimed: 0 });
    expect(received(productionKsef, invoice.number)).toHaveLength(0);
  });

  it('sends a row left `sending` in the old environment anew to the current one', async () => {
    const invoice = await queueInvoice(test.app);
    testKsef.settings.invoicePendingPolls = 100;
    const start = new Date();
    expect(await sendDueKsef(test.app.deps, { now: start, poll: FAST })).toMatchObject({ waiting: 1 });
    expect(await row(invoice.submissionId)).toMatchObject({ status: 'sending', ksefUrl: testKsef.url });
    const later = new Date(start.getTime() + 60_000);
    expect(await sendDueKsef(production.app.deps, { now: later, poll: FAST })).toMatchObject({ accepted: 1 });
    const accepted = await row(invoice.submissionId);
    expect(accepted).toMatchObject({ status: 'accepted', ksefUrl: productionKsef.url, qrUrl: PRODUCTION_QR });
    expect(received(productionKsef, invoice.number)).toHaveLength(1);
    expect(productionKsef.invoices.find((one) => one.ksefNumber === accepted?.ksefNumber)).toBeDefined();
    const state = (await ksefStates(production.app.deps, [invoice.invoiceId])).get(invoice.invoiceId);
    expect(state?.verificationUrl?.startsWith(`${PRODUCTION_QR}/invoice/`)).toBe(true);
  });
});
