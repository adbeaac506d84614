import { ksefDeadline, warsawDateKey } from '@parkshare/shared/ksef/deadline';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ksefSubmissions } from '../../db/schema/ksef';
import { createTestApp, type TestApp } from '../../test/app';
import { startFakeKsef, type FakeKsef } from '../../test/fakes/ksef/fake-ksef';
import { capturedLog, queueInvoice } from '../../test/ksef-factories';
import { sendDueKsef } from './ksef-sender';
import { upoDocuments } from './upo';

// What the queue does when KSeF is down, overloaded, failing, slow, or refuses an invoice: retries at the right
// time, never twice into KSeF, and a refusal kept with KSeF's reason. Every run gets its own `now`, so back-off and
// Retry-After are checked without waiting; the fake's "processing" is counted in polls, not seconds.

const FAST = { intervalMs: 0, attempts: 3 };
let fake: FakeKsef;
let t: TestApp;

beforeAll(async () => {
  fake = await startFakeKsef();
});
beforeEach(async () => {
  // A fresh app per test: its KSeF client starts without tokens and without a pause from an earlier 429.
  t = await createTestApp({
    KSEF_URL: fake.url,
    KSEF_TOKEN: fake.token,
    KSEF_NIP: fake.nip,
    KSEF_QR_URL: 'https://qr-test.ksef.mf.gov.pl',
  });
  await t.app.deps.db.delete(ksefSubmissions);
  fake.settings.invoicePendingPolls = 1;
  fake.down = false;
});
afterAll(() => fake.close());

const row = async (id: string) =>
  (await t.app.deps.db.select().from(ksefSubmissions).where(eq(ksefSubmissions.id, id)))[0];
const run = (now: Date, deps = t.app.deps) => sendDueKsef(deps, { now, poll: FAST });
const later = (from: Date, ms: number) => new Date(from.getTime() + ms);
const received = (number: string) => fake.invoices.filter((invoice) => invoice.facts?.number === number);

describe('KSeF failures', () => {
  it('keeps invoices while KSeF is unreachable and sends them when it answers again', async () => {
    const invoice = await queueInvoice(t.app);
    fake.down = true;
    const start = new Date();
    const first = await run(start);
    expect(first).toMatchObject({ claimed: 1, retried: 1, accepted: 0 });
    const waiting = await row(invoice.submissionId);
    expect(waiting).toMatchObject({ status: 'queued', attempts: 1, invoiceReference: null });
    expect(waiting?.lastError).toMatch(/KSeF unreachable/);
    expect(waiting?.nextAttemptAt.getTime()).toBe(start.getTime() + 30_000);
    // Still down at the next attempt: the wait doubles.
    await run(later(start, 30_000));
    expect((await row(invoice.submissionId))?.nextAttemptAt.getTime()).toBe(start.getTime() + 90_000);
    // Not due yet: nothing is tried.
    fake.down = false;
    expect(await run(later(start, 60_000))).toMatchObject({ claimed: 0 });
    expect(await run(later(start, 90_000))).toMatchObject({ claimed: 1, accepted: 1 });
    expect(await row(invoice.submissionId)).toMatchObject({ status: 'accepted', attempts: 3, lastError: null });
    expect(received(invoice.number)).toHaveLength(1);
  });

  it('honours 429 and its Retry-After in seconds, and pauses the instance until then', async () => {
    const invoice = await queueInvoice(t.app);
    fake.fail({ match: /^POST \/sessions\/online$/, status: 429, retryAfter: '120' });
    const start = new Date();
    const report = await run(start);
    const retryAt = report.stoppedUntil?.getTime() ?? 0;
    expect(retryAt - start.getTime()).toBeGreaterThanOrEqual(119_000);
    expect(retryAt - start.getTime()).toBeLessThan(125_000);
    expect((await row(invoice.submissionId))?.nextAttemptAt.getTime()).toBe(retryAt);
    const requests = fake.requests.length;
    await queueInvoice(t.app);
    expect(await run(later(start, 60_000))).toMatchObject({ claimed: 0 });
    expect(fake.requests.length).toBe(requests);
    expect(await run(new Date(retryAt + 1_000))).toMatchObject({ claimed: 2, accepted: 2 });
  });

  it('honours a Retry-After given as an HTTP date', async () => {
    await queueInvoice(t.app);
    const at = new Date(Math.ceil(Date.now() / 1000) * 1000 + 300_000);
    fake.fail({ match: /^POST \/sessions\/online\/.+\/invoices$/, status: 429, retryAfter: at.toUTCString() });
    expect((await run(new Date())).stoppedUntil?.toISOString()).toBe(at.toISOString());
  });

  it('retries a 5xx when sending, and asks again about an invoice whose status KSeF failed to give', async () => {
    const first = await queueInvoice(t.app);
    fake.fail({ match: /^POST \/sessions\/online\/.+\/invoices$/, status: 503 });
    const start = new Date();
    await run(start);
    expect(await row(first.submissionId)).toMatchObject({ status: 'queued', ksefStatusCode: 503 });
    fake.fail({ match: /^GET \/sessions\/.+\/invoices\/[^/]+$/, status: 500 });
    expect(await run(later(start, 30_000))).toMatchObject({ claimed: 1, waiting: 1 });
    const sent = await row(first.submissionId);
    expect(sent).toMatchObject({ status: 'sending' });
    expect(sent?.invoiceReference).not.toBeNull();
    expect(await run(later(start, 30_000 + 60_000))).toMatchObject({ claimed: 1, accepted: 1 });
    expect(received(first.number)).toHaveLength(1);
  });

  it('asks again later about an invoice KSeF is still processing, without sending it again', async () => {
    const invoice = await queueInvoice(t.app);
    fake.settings.invoicePendingPolls = 10;
    const start = new Date();
    expect(await run(start)).toMatchObject({ waiting: 1 });
    expect(await row(invoice.submissionId)).toMatchObject({ status: 'sending', ksefNumber: null });
    expect(await run(later(start, 10_000))).toMatchObject({ claimed: 0 });
    fake.settings.invoicePendingPolls = 0;
    expect(await run(later(start, 31_000))).toMatchObject({ claimed: 1, accepted: 1 });
    expect(received(invoice.number)).toHaveLength(1);
  });

  it('takes the original KSeF number when an answer was lost and the same XML comes back as a duplicate', async () => {
    const invoice = await queueInvoice(t.app);
    fake.fail({ match: /^POST \/sessions\/online\/.+\/invoices$/, status: 'network', afterProcessing: true });
    const start = new Date();
    await run(start);
    expect(await row(invoice.submissionId)).toMatchObject({ status: 'queued' });
    await run(later(start, 30_000));
    const copies = received(invoice.number);
    expect(copies.map((copy) => copy.verdict.code)).toEqual([200, 440]);
    const accepted = await row(invoice.submissionId);
    expect(accepted).toMatchObject({ status: 'accepted', ksefNumber: copies[0]?.ksefNumber });
    expect(upoDocuments(accepted?.upoXml ?? '').get(accepted?.ksefNumber ?? '')).toBe(accepted?.xmlSha256);
  });

  it('keeps a refused invoice with KSeF reason and never sends it again by itself', async () => {
    const { log, lines } = capturedLog();
    const deps = { ...t.app.deps, log };
    const future = await queueInvoice(t.app, { issueDate: warsawDateKey(new Date(Date.now() + 86_400_000)) });
    const original = await queueInvoice(t.app);
    await run(new Date(), deps);
    const copy = await queueInvoice(t.app, { number: original.number, line: 'Postój nocny' });
    // The very same XML again, for another invoice row: KSeF's original belongs to the first one.
    const twin = await queueInvoice(t.app, { number: original.number, issueDate: original.issueDate });
    const foreign = await queueInvoice(t.app, { sellerNip: '5252974307' });
    const start = new Date();
    expect(await run(start, deps)).toMatchObject({ rejected: 3 });
    expect(await row(twin.submissionId)).toMatchObject({ status: 'rejected', ksefStatusCode: 440 });
    expect(await row(future.submissionId)).toMatchObject({ status: 'rejected', ksefStatusCode: 450 });
    expect((await row(future.submissionId))?.lastError).toMatch(/P_1/);
    expect(await row(copy.submissionId)).toMatchObject({ status: 'rejected', ksefStatusCode: 440 });
    expect((await row(copy.submissionId))?.lastError).toMatch(/Duplikat faktury/);
    expect(await row(foreign.submissionId)).toMatchObject({ status: 'rejected', ksefStatusCode: null });
    expect(received(foreign.number)).toHaveLength(0);
    expect(lines.filter((line) => line.includes('KSeF refused an invoice'))).toHaveLength(4);
    const count = fake.invoices.length;
    expect(await run(later(start, 86_400_000), deps)).toMatchObject({ claimed: 0 });
    expect(fake.invoices.length).toBe(count);
  });

  it('renews an expired access token in the middle of the queue, and authenticates anew when needed', async () => {
    await queueInvoice(t.app);
    const before = { ...fake.auth.counts };
    await run(new Date());
    fake.auth.expireAccessTokens();
    await queueInvoice(t.app);
    expect(await run(new Date())).toMatchObject({ accepted: 1 });
    expect(fake.auth.counts.refreshed).toBe(before.refreshed + 1);
    fake.auth.expireAccessTokens();
    fake.auth.expireRefreshTokens();
    await queueInvoice(t.app);
    expect(await run(new Date())).toMatchObject({ accepted: 1 });
    expect(fake.auth.counts.authentications).toBe(before.authentications + 2);
  });

  it('logs an invoice close to its deadline, then past it, once each, and sends it when KSeF answers', async () => {
    const { log, lines } = capturedLog();
    const deps = { ...t.app.deps, log };
    const invoice = await queueInvoice(t.app, { issueDate: '2026-02-02' });
    const deadline = ksefDeadline('2026-02-02');
    fake.down = true;
    await run(new Date(deadline.getTime() - 6 * 3_600_000), deps);
    await run(new Date(deadline.getTime() - 5 * 3_600_000), deps);
    expect(await row(invoice.submissionId)).toMatchObject({ deadlineAlert: 'near' });
    await run(new Date(deadline.getTime() + 60_000), deps);
    expect(await row(invoice.submissionId)).toMatchObject({ deadlineAlert: 'passed' });
    expect(lines.filter((line) => line.includes('KSeF deadline near'))).toHaveLength(1);
    expect(lines.filter((line) => line.includes('KSeF deadline passed'))).toHaveLength(1);
    expect(
      lines
        .filter((line) => line.includes('deadline'))
        .every((line) => (JSON.parse(line) as { level: number }).level === 50),
    ).toBe(true);
    fake.down = false;
    expect(await run(new Date(), deps)).toMatchObject({ accepted: 1 });
  });
});
