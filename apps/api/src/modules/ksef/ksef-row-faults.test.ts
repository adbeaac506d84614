import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ksefSubmissions } from '../../db/schema/ksef';
import { createTestApp, type TestApp } from '../../test/app';
import { startFakeKsef, type FakeKsef } from '../../test/fakes/ksef/fake-ksef';
import { queueInvoice } from '../../test/ksef-factories';
import { rejectedKsefSubmissions } from './ksef-admin';
import { KSEF_ROW_ATTEMPTS, retryDelayMs } from './ksef-queue';
import { sendDueKsef } from './ksef-sender';

// A fault that concerns one invoice only — KSeF "accepts" it with no valid KSeF number, or answers a 4xx about its
// status or its UPO — backs that row off alone: the other invoices of the run are sent and settled, and the row is
// refused with its reason after KSEF_ROW_ATTEMPTS tries instead of blocking the queue at its head for ever.

const FAST = { intervalMs: 0, attempts: 3 };
let fake: FakeKsef;
let t: TestApp;

beforeAll(async () => {
  fake = await startFakeKsef();
});
beforeEach(async () => {
  t = await createTestApp({
    KSEF_URL: fake.url,
    KSEF_TOKEN: fake.token,
    KSEF_NIP: fake.nip,
    KSEF_QR_URL: 'https://qr-test.ksef.mf.gov.pl',
  });
  await t.app.deps.db.delete(ksefSubmissions);
  fake.settings.invoicePendingPolls = 0;
});
afterAll(() => fake.close());

const rows = () => t.app.deps.db.select().from(ksefSubmissions);
const row = async (id: string) =>
  (await t.app.deps.db.select().from(ksefSubmissions).where(eq(ksefSubmissions.id, id)))[0];
const run = (now: Date) => sendDueKsef(t.app.deps, { now, poll: FAST });
const STATUS = /^GET \/sessions\/[^/]+\/invoices\/[^/]+$/;

describe('a fault of one invoice', () => {
  it('accepted with no valid KSeF number: that row waits and is asked again, the other is accepted in the same run', async () => {
    await queueInvoice(t.app);
    await queueInvoice(t.app);
    fake.fail({ match: STATUS, status: 200, alter: (body) => ({ ...body, ksefNumber: 'not-a-ksef-number' }) });
    const start = new Date();
    expect(await run(start)).toMatchObject({ claimed: 2, accepted: 1, waiting: 1, stoppedUntil: null });
    const faulty = (await rows()).find((candidate) => candidate.status !== 'accepted');
    expect(faulty).toMatchObject({ status: 'sending', ksefNumber: null });
    expect(faulty?.lastError).toMatch(/no valid KSeF number/);
    expect(faulty?.leaseUntil?.getTime()).toBe(start.getTime() + retryDelayMs(1));
    // Asked again once its wait is over (never sent again): KSeF's answer is a proper one now.
    expect(await run(new Date(start.getTime() + retryDelayMs(1)))).toMatchObject({ claimed: 1, accepted: 1 });
    expect(await row(faulty?.id ?? '')).toMatchObject({ status: 'accepted', attempts: 2, lastError: null });
    expect(fake.invoices.filter((received) => received.facts?.number === faulty?.invoiceNumber)).toHaveLength(1);
  });

  it('a 4xx on its status: the other is accepted; the row backs off, each time longer, then is refused with the reason', async () => {
    await queueInvoice(t.app);
    await queueInvoice(t.app);
    fake.fail({ match: STATUS, status: 404 });
    let now = new Date();
    expect(await run(now)).toMatchObject({ accepted: 1, waiting: 1, stoppedUntil: null });
    const faulty = (await rows()).find((candidate) => candidate.status !== 'accepted');
    expect(faulty?.lastError).toMatch(/KSeF 404/);
    fake.fail({ match: STATUS, status: 404, times: KSEF_ROW_ATTEMPTS - 1 });
    const waits: number[] = [];
    for (let attempt = 2; attempt <= KSEF_ROW_ATTEMPTS; attempt += 1) {
      const lease = (await row(faulty?.id ?? ''))?.leaseUntil ?? now;
      waits.push(lease.getTime() - now.getTime());
      now = lease;
      expect(await run(now)).toMatchObject({ claimed: 1 });
    }
    expect(waits.slice(0, 4)).toEqual([1, 2, 3, 4].map(retryDelayMs));
    const refused = await row(faulty?.id ?? '');
    expect(refused).toMatchObject({ status: 'rejected', attempts: KSEF_ROW_ATTEMPTS });
    expect(refused?.lastError).toMatch(new RegExp(`^Given up after ${KSEF_ROW_ATTEMPTS} attempts: KSeF 404`));
    // /admin/ksef lists it with that reason.
    const page = await rejectedKsefSubmissions(t.app.deps.db, { first: 10, after: null });
    expect(page.items.map((item) => item.id)).toContain(faulty?.id);
  });

  it('a 4xx on one accepted invoice’s UPO leaves that UPO for later and fetches the others', async () => {
    await queueInvoice(t.app);
    await queueInvoice(t.app);
    const upo = /^GET \/sessions\/[^/]+\/invoices\/[^/]+\/upo$/;
    // Both UPOs refused while the invoices are accepted (fetched later), the first again when fetched later.
    fake.fail({ match: upo, status: 404, times: 3 });
    expect(await run(new Date())).toMatchObject({ accepted: 2, stoppedUntil: null });
    const after = await rows();
    expect(after.filter((r) => r.upoXml !== null)).toHaveLength(1);
    expect(after.find((r) => r.upoXml === null)?.lastError).toMatch(/KSeF 404/);
  });
});
