import { ksefDeadline, warsawDateKey } from '@parkshare/shared/ksef/deadline';
import { formatMessage } from '@parkshare/shared/validation/messages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ksefSubmissions } from '../../db/schema/ksef';
import { createTestApp, errorCode, fieldErrors, type TestApp } from '../../test/app';
import { createUser, tokenFor } from '../../test/factories';
import { startFakeKsef, type FakeKsef } from '../../test/fakes/ksef/fake-ksef';
import { queueInvoice } from '../../test/ksef-factories';
import { deadlineAlertOf, ksefQueueSummary } from './ksef-admin';
import { sendDueKsef } from './ksef-sender';

// The admins' KSeF queue through GraphQL: who may see it, what it counts, the refused invoices with KSeF's
// reasons, and the retry after a fix.

const FAST = { intervalMs: 0, attempts: 3 };
const QUEUE = `query($first: Int, $after: String) { ksefQueue {
  sending apiUrl nearDeadline pastDeadline counts { queued sending accepted rejected }
  oldestWaiting { id invoiceNumber status deadlineAlert }
}
ksefRejected(first: $first, after: $after) { items { id invoiceNumber status lastError ksefStatusCode verificationUrl } nextCursor }
}`;
const RETRY = 'mutation($id: ID!) { retryKsefSubmission(id: $id) { id status lastError } }';

interface Queue {
  sending: boolean;
  apiUrl: string | null;
  nearDeadline: number;
  pastDeadline: number;
  counts: Record<string, number>;
  oldestWaiting: { id: string; invoiceNumber: string; status: string; deadlineAlert: string | null } | null;
}

interface RejectedPage {
  items: {
    id: string;
    invoiceNumber: string;
    status: string;
    lastError: string;
    ksefStatusCode: number | null;
    verificationUrl: string;
  }[];
  nextCursor: string | null;
}

let fake: FakeKsef;
let t: TestApp;
let admin: string;
let user: string;

beforeAll(async () => {
  fake = await startFakeKsef();
  t = await createTestApp({
    KSEF_URL: fake.url,
    KSEF_TOKEN: fake.token,
    KSEF_NIP: fake.nip,
    KSEF_QR_URL: 'https://qr-test.ksef.mf.gov.pl',
  });
  admin = await tokenFor(t.app, await createUser(t.app, { roles: ['user', 'admin'] }));
  user = await tokenFor(t.app, await createUser(t.app));
});
afterAll(() => fake.close());
beforeEach(async () => {
  await t.app.deps.db.delete(ksefSubmissions);
  fake.settings.clock = () => new Date();
});

const queue = async (variables: Record<string, unknown> = {}, token = admin) =>
  t.gql<{ ksefQueue: Queue; ksefRejected: RejectedPage }>(QUEUE, variables, { token });
const run = (now = new Date()) => sendDueKsef(t.app.deps, { now, poll: FAST });

describe('ksefQueue and retryKsefSubmission', () => {
  it('are for admins only', async () => {
    expect((await queue({}, '')).errors?.[0]?.message).toBe('Unauthenticated.');
    expect(errorCode(await queue({}, user))).toBe('FORBIDDEN');
    const invoice = await queueInvoice(t.app);
    expect(errorCode(await t.gql(RETRY, { id: invoice.submissionId }, { token: user }))).toBe('FORBIDDEN');
    expect((await t.gql(RETRY, { id: invoice.submissionId })).errors?.[0]?.message).toBe('Unauthenticated.');
  });

  it('counts each state, the deadlines, the oldest waiting, and lists refusals with KSeF reasons', async () => {
    const accepted = await queueInvoice(t.app);
    const tomorrow = warsawDateKey(new Date(Date.now() + 86_400_000));
    const refused = await queueInvoice(t.app, { issueDate: tomorrow });
    await run();
    const late = await queueInvoice(t.app, { issueDate: '2026-02-02' });
    const waiting = await queueInvoice(t.app);
    fake.down = true;
    await run(new Date(ksefDeadline('2026-02-02').getTime() + 1_000));
    fake.down = false;
    const { data } = await queue();
    expect(data?.ksefQueue).toMatchObject({
      sending: true,
      apiUrl: fake.url,
      counts: { queued: 2, sending: 0, accepted: 1, rejected: 1 },
      pastDeadline: 1,
      nearDeadline: 0,
      oldestWaiting: { id: late.submissionId, invoiceNumber: late.number, status: 'queued' },
    });
    const [item] = data?.ksefRejected.items ?? [];
    expect(item).toMatchObject({
      id: refused.submissionId,
      invoiceNumber: refused.number,
      status: 'rejected',
      ksefStatusCode: 450,
    });
    expect(item?.lastError).toMatch(/P_1/);
    expect(item?.verificationUrl).toMatch(
      /^https:\/\/qr-test\.ksef\.mf\.gov\.pl\/invoice\/1111111111\/\d{2}-\d{2}-\d{4}\/[A-Za-z0-9_-]{43}$/,
    );
    expect(accepted.submissionId).not.toBe(waiting.submissionId);
  });

  it('pages the refused invoices, the latest refusal first, and refuses bad paging with validation errors', async () => {
    // Refused in three runs, a second apart: A first, C last.
    for (const [index, number] of ['A', 'B', 'C'].entries()) {
      await queueInvoice(t.app, { number: `FV/DUP/${number}`, sellerNip: '5252974307' });
      await run(new Date(Date.now() + index * 1_000));
    }
    const first = await queue({ first: 2 });
    expect(first.data?.ksefRejected.items.map((item) => item.invoiceNumber)).toEqual(['FV/DUP/C', 'FV/DUP/B']);
    const second = await queue({ first: 2, after: first.data?.ksefRejected.nextCursor });
    expect(second.data?.ksefRejected).toMatchObject({ nextCursor: null });
    expect(second.data?.ksefRejected.items.map((item) => item.invoiceNumber)).toEqual(['FV/DUP/A']);
    for (const variables of [{ first: 0 }, { first: 101 }, { after: 'x'.repeat(300) }, { after: 'bm90IGEgY3Vyc29y' }]) {
      const answer = await queue(variables);
      expect(answer.status).toBe(200);
      expect(Object.keys(fieldErrors(answer) ?? {})).toHaveLength(1);
    }
  });

  it('sends a refused invoice again after the fix, and only a refused one', async () => {
    const tomorrow = warsawDateKey(new Date(Date.now() + 86_400_000));
    const refused = await queueInvoice(t.app, { issueDate: tomorrow });
    const accepted = await queueInvoice(t.app);
    await run();
    expect(fieldErrors(await t.gql(RETRY, { id: accepted.submissionId }, { token: admin }))).toEqual({
      id: [formatMessage('ksefRetryOnlyRejected')],
    });
    // The fix: the day of issue has come.
    fake.settings.clock = () => new Date(Date.now() + 86_400_000);
    const retried = await t.gql<{ retryKsefSubmission: { status: string } }>(
      RETRY,
      { id: refused.submissionId },
      { token: admin },
    );
    expect(retried.data?.retryKsefSubmission.status).toBe('queued');
    expect(await run()).toMatchObject({ claimed: 1, accepted: 1 });
    const [row] = await t.app.deps.db
      .select()
      .from(ksefSubmissions)
      .where(eq(ksefSubmissions.id, refused.submissionId));
    expect(row).toMatchObject({ status: 'accepted', lastError: null });
  });

  it.each([
    ['an unknown id', '00000000-0000-4000-8000-000000000000'],
    ['a malformed id', 'not-an-id'],
    ['a huge id', 'x'.repeat(10_000)],
    ['SQL', "'; drop table ksef_submissions; --"],
  ])('answers NOT_FOUND to %s and changes nothing', async (_name, id) => {
    const answer = await t.gql(RETRY, { id }, { token: admin });
    expect(answer.status).toBe(200);
    expect(errorCode(answer)).toBe('NOT_FOUND');
  });

  it('says when sending is off', async () => {
    const off = await createTestApp();
    const offAdmin = await tokenFor(off.app, await createUser(off.app, { roles: ['user', 'admin'] }));
    // Queued while sending is off (nothing watches deadlines then): still counted as late, from its deadline.
    const late = await queueInvoice(off.app, { issueDate: '2026-02-02' });
    await queueInvoice(off.app);
    const { data } = await off.gql<{ ksefQueue: Queue; ksefRejected: RejectedPage }>(QUEUE, {}, { token: offAdmin });
    expect(data?.ksefQueue).toMatchObject({
      sending: false,
      apiUrl: null,
      counts: { queued: 2, sending: 0, accepted: 0, rejected: 0 },
      pastDeadline: 1,
      nearDeadline: 0,
      oldestWaiting: { id: late.submissionId, status: 'queued', deadlineAlert: 'passed' },
    });
    expect(data?.ksefRejected).toEqual({ items: [], nextCursor: null });
  });

  it('counts an invoice near its deadline in the last 12 hours before it, and past it from the deadline on', async () => {
    await queueInvoice(t.app, { issueDate: '2026-02-02' });
    const deadline = ksefDeadline('2026-02-02');
    const at = (hours: number) => new Date(deadline.getTime() + hours * 3_600_000);
    const counted = async (now: Date) => {
      const { nearDeadline, pastDeadline } = await ksefQueueSummary(t.app.deps.db, t.app.deps.config, now);
      return { nearDeadline, pastDeadline };
    };
    expect(await counted(at(-12.01))).toEqual({ nearDeadline: 0, pastDeadline: 0 });
    expect(await counted(at(-12))).toEqual({ nearDeadline: 1, pastDeadline: 0 });
    expect(await counted(at(-0.01))).toEqual({ nearDeadline: 1, pastDeadline: 0 });
    expect(await counted(at(0))).toEqual({ nearDeadline: 0, pastDeadline: 1 });
    const row = { status: 'queued' as const, deadlineAt: deadline };
    expect([at(-13), at(-1), at(1)].map((now) => deadlineAlertOf(row, now))).toEqual([null, 'near', 'passed']);
    // In KSeF: no longer anyone's worry.
    expect(deadlineAlertOf({ ...row, status: 'accepted' }, at(1))).toBeNull();
  });
});
