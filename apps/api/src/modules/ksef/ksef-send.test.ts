import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ksefSubmissions } from '../../db/schema/ksef';
import { createTestApp, type TestApp } from '../../test/app';
import { startFakeKsef, type FakeKsef } from '../../test/fakes/ksef/fake-ksef';
import { capturedLog, createInvoiceRow, fa3Invoice, queueInvoice } from '../../test/ksef-factories';
import { sha256Base64 } from './ksef-crypto';
import { sendDueKsef } from './ksef-sender';
import { ksefStates, queueForKsef } from './ksef-submissions';
import { upoDocuments } from './upo';

// The KSeF queue end to end, on the test database and the loopback fake: queued in the invoice's transaction, sent
// by the job in one session, KSeF number and UPO kept, states and verification links read back. Faults and
// retries are in ksef-retries.test.ts.

const FAST = { intervalMs: 0, attempts: 5 };
let fake: FakeKsef;
let t: TestApp;

beforeAll(async () => {
  fake = await startFakeKsef();
  t = await createTestApp({
    KSEF_URL: fake.url,
    KSEF_TOKEN: fake.token,
    KSEF_NIP: fake.nip,
    KSEF_QR_URL: 'https://qr-test.ksef.mf.gov.pl',
  });
});
afterAll(() => fake.close());
beforeEach(async () => {
  await t.app.deps.db.delete(ksefSubmissions);
  fake.settings.invoicePendingPolls = 1;
});

const row = async (id: string) =>
  (await t.app.deps.db.select().from(ksefSubmissions).where(eq(ksefSubmissions.id, id)))[0];
const run = (now = new Date(), deps = t.app.deps) => sendDueKsef(deps, { now, poll: FAST });

describe('sending to KSeF', () => {
  it('sends a queued invoice and keeps its KSeF number and UPO; the state and link follow', async () => {
    fake.settings.invoicePendingPolls = 3;
    const invoice = await queueInvoice(t.app);
    expect(await row(invoice.submissionId)).toMatchObject({ status: 'queued', attempts: 0, ksefNumber: null });
    const report = await run();
    expect(report).toMatchObject({ claimed: 1, accepted: 1, rejected: 0, retried: 0, stoppedUntil: null });
    const sent = await row(invoice.submissionId);
    expect(sent).toMatchObject({
      status: 'accepted',
      attempts: 1,
      ksefStatusCode: 200,
      lastError: null,
      offlineMode: false,
    });
    const received = fake.invoices.find((candidate) => candidate.ksefNumber === sent?.ksefNumber);
    expect(received?.xml).toBe(invoice.xml);
    expect(sent?.xmlSha256).toBe(sha256Base64(invoice.xml));
    expect(upoDocuments(sent?.upoXml ?? '').get(sent?.ksefNumber ?? '')).toBe(sent?.xmlSha256);
    const [day, month, year] = [
      invoice.issueDate.slice(8),
      invoice.issueDate.slice(5, 7),
      invoice.issueDate.slice(0, 4),
    ];
    const hash = createHash('sha256').update(invoice.xml, 'utf8').digest('base64url');
    expect((await ksefStates(t.app.deps, [invoice.invoiceId])).get(invoice.invoiceId)).toEqual({
      status: 'accepted',
      ksefNumber: sent?.ksefNumber,
      verificationUrl: `https://qr-test.ksef.mf.gov.pl/invoice/1111111111/${day}-${month}-${year}/${hash}`,
    });
    expect(fake.sessions.sessions.get(sent?.sessionReference ?? '')?.status).toBe('closed');
  });

  it('is the ksef.send job of every instance', async () => {
    fake.settings.invoicePendingPolls = 0;
    const invoice = await queueInvoice(t.app);
    await t.app.scheduler.runNow('ksef.send');
    expect(await row(invoice.submissionId)).toMatchObject({ status: 'accepted' });
  });

  it('sends several invoices in one session', async () => {
    const invoices = await Promise.all([1, 2, 3, 4].map(() => queueInvoice(t.app)));
    const sessionsBefore = fake.sessions.sessions.size;
    expect(await run()).toMatchObject({ claimed: 4, accepted: 4 });
    expect(fake.sessions.sessions.size).toBe(sessionsBefore + 1);
    const rows = await Promise.all(invoices.map((invoice) => row(invoice.submissionId)));
    expect(new Set(rows.map((r) => r?.sessionReference)).size).toBe(1);
    expect(new Set(rows.map((r) => r?.ksefNumber)).size).toBe(4);
  });

  it('declares an invoice of an earlier day offline and still sends it', async () => {
    const invoice = await queueInvoice(t.app, { issueDate: '2026-01-02' });
    await run();
    const sent = await row(invoice.submissionId);
    expect(sent).toMatchObject({ status: 'accepted', offlineMode: true });
    expect(sent?.upoXml).toContain('<TrybWysylki>Offline</TrybWysylki>');
  });

  it('sends nothing when sending is off: the invoice waits for KSeF, with no number yet', async () => {
    const off = await createTestApp();
    const invoice = await queueInvoice(off.app);
    expect(await sendDueKsef(off.app.deps, { poll: FAST })).toMatchObject({ claimed: 0 });
    expect(await row(invoice.submissionId)).toMatchObject({ status: 'queued' });
    expect((await ksefStates(off.app.deps, [invoice.invoiceId])).get(invoice.invoiceId)).toEqual({
      status: 'queued',
      ksefNumber: null,
      verificationUrl: null,
    });
  });

  it('sends each invoice once when two instances send at the same time', async () => {
    const other = await createTestApp({
      KSEF_URL: fake.url,
      KSEF_TOKEN: fake.token,
      KSEF_NIP: fake.nip,
      KSEF_QR_URL: 'https://qr-test.ksef.mf.gov.pl',
    });
    const invoices = await Promise.all([1, 2, 3, 4, 5, 6].map(() => queueInvoice(t.app)));
    for (let round = 0; round < 4; round += 1) {
      await Promise.all([
        sendDueKsef(t.app.deps, { poll: FAST, batchSize: 2 }),
        sendDueKsef(other.app.deps, { poll: FAST, batchSize: 2 }),
      ]);
    }
    const rows = await Promise.all(invoices.map((invoice) => row(invoice.submissionId)));
    expect(rows.map((r) => r?.status)).toEqual(Array(6).fill('accepted'));
    expect(rows.map((r) => r?.attempts)).toEqual(Array(6).fill(1));
    for (const invoice of invoices) {
      expect(fake.invoices.filter((received) => received.facts?.number === invoice.number)).toHaveLength(1);
    }
  });

  it('never writes the KSeF token into logs, rows or errors, also when KSeF refuses it', async () => {
    const { log, lines } = capturedLog();
    await queueInvoice(t.app);
    await run(new Date(), { ...t.app.deps, log });
    const wrongToken = `${fake.token.slice(0, -6)}c0ffee`;
    const refused = await createTestApp({
      KSEF_URL: fake.url,
      KSEF_TOKEN: wrongToken,
      KSEF_NIP: fake.nip,
      KSEF_QR_URL: 'https://qr-test.ksef.mf.gov.pl',
    });
    const invoice = await queueInvoice(refused.app);
    const report = await sendDueKsef({ ...refused.app.deps, log }, { poll: FAST });
    expect(report.stoppedUntil).not.toBeNull();
    const waiting = await row(invoice.submissionId);
    expect(waiting).toMatchObject({ status: 'queued' });
    expect(waiting?.lastError).toContain('Nieprawidłowy token');
    const everything = [
      ...lines,
      JSON.stringify(await t.app.deps.db.select().from(ksefSubmissions)),
      JSON.stringify(refused.config),
    ];
    for (const text of everything) {
      expect(text).not.toContain(fake.token);
      expect(text).not.toContain(wrongToken);
      expect(text).not.toContain(fake.token.split('|')[2]);
    }
    expect(lines.some((line) => line.includes('KSeF sending stopped'))).toBe(true);
  });
});

describe('queueForKsef', () => {
  it('is idempotent for the same XML and refuses another XML for the same invoice', async () => {
    const invoice = await queueInvoice(t.app);
    const again = await t.app.deps.db.transaction((tx) =>
      queueForKsef(tx, {
        invoiceId: invoice.invoiceId,
        xml: invoice.xml,
        issueDate: invoice.issueDate,
        sellerNip: invoice.sellerNip,
      }),
    );
    expect(again.id).toBe(invoice.submissionId);
    const other = fa3Invoice({ issueDate: invoice.issueDate });
    await expect(
      t.app.deps.db.transaction((tx) =>
        queueForKsef(tx, {
          invoiceId: invoice.invoiceId,
          xml: other.xml,
          issueDate: other.issueDate,
          sellerNip: other.sellerNip,
        }),
      ),
    ).rejects.toThrow(/another XML/);
  });

  it.each([
    [
      'an invalid FA(3)',
      (x: ReturnType<typeof fa3Invoice>) => ({ ...x, xml: x.xml.replace('<P_15>123.00', '<P_15>x') }),
      /valid FA\(3\)/,
    ],
    ['a date other than P_1', (x: ReturnType<typeof fa3Invoice>) => ({ ...x, issueDate: '2026-01-01' }), /P_1/],
    [
      'a seller other than Podmiot1',
      (x: ReturnType<typeof fa3Invoice>) => ({ ...x, sellerNip: '5252974307' }),
      /Podmiot1/,
    ],
    ['a malformed NIP', (x: ReturnType<typeof fa3Invoice>) => ({ ...x, sellerNip: '1111111112' }), /NIP/],
    ['a malformed date', (x: ReturnType<typeof fa3Invoice>) => ({ ...x, issueDate: '2026-02-30' }), /issueDate/],
    ['more than 1 MiB', (x: ReturnType<typeof fa3Invoice>) => ({ ...x, xml: x.xml + ' '.repeat(1_048_576) }), /1 MiB/],
  ])('refuses %s and leaves nothing behind', async (_name, change, message) => {
    const invoiceId = await createInvoiceRow(t.app);
    const { xml, issueDate, sellerNip } = change(fa3Invoice());
    await expect(
      t.app.deps.db.transaction((tx) => queueForKsef(tx, { invoiceId, xml, issueDate, sellerNip })),
    ).rejects.toThrow(message);
    expect(await t.app.deps.db.select().from(ksefSubmissions).where(eq(ksefSubmissions.invoiceId, invoiceId))).toEqual(
      [],
    );
  });

  it('refuses an id that is not an invoice (the foreign key) and reads no state for it', async () => {
    const invoice = fa3Invoice();
    await expect(
      t.app.deps.db.transaction((tx) =>
        queueForKsef(tx, {
          invoiceId: '00000000-0000-4000-8000-000000000000',
          xml: invoice.xml,
          issueDate: invoice.issueDate,
          sellerNip: invoice.sellerNip,
        }),
      ),
    ).rejects.toThrow();
    expect((await ksefStates(t.app.deps, ['not-a-uuid', '00000000-0000-4000-8000-000000000000'])).size).toBe(0);
  });
});
