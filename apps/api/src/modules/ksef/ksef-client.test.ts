import { isValidKsefNumber } from '@parkshare/shared/ksef/ksef-number';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { KsefConfig } from '../../config-ksef';
import { Secret } from '../../lib/secret';
import { fa3Invoice } from '../../test/ksef-factories';
import { startFakeKsef, type FakeKsef } from '../../test/fakes/ksef/fake-ksef';
import { KsefClient, type OnlineSession } from './ksef-client';
import { sha256Base64 } from './ksef-crypto';
import { KsefError } from './ksef-http';
import { upoDocuments } from './upo';

// The KSeF client against the loopback fake: the whole protocol (keys, challenge, token, session, invoice, status,
// UPO) and what KSeF refuses, seen from the client. No database here; the queue's tests are in ksef-send.test.ts.

const FAST = { intervalMs: 0, attempts: 5 };
let fake: FakeKsef;

beforeAll(async () => {
  fake = await startFakeKsef();
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.settings.authPendingPolls = 1;
  fake.settings.invoicePendingPolls = 1;
});

const configFor = (token = fake.token, nip = fake.nip): KsefConfig => ({
  url: fake.url,
  token: new Secret(token),
  nip,
  qrUrl: 'https://qr-test.ksef.mf.gov.pl',
});

async function sendOne(client: KsefClient, xml: string, session?: OnlineSession) {
  const open = session ?? (await client.openSession());
  const reference = await client.sendInvoice(open, xml, false);
  const status = await client.settledStatus(open.referenceNumber, reference);
  return { session: open, reference, status };
}

async function failure(promise: Promise<unknown>): Promise<KsefError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  if (!(error instanceof KsefError)) throw new Error(`expected a KsefError, got ${String(error)}`);
  return error;
}

describe('the KSeF client and the fake', () => {
  it('authenticates with the token, sends an encrypted invoice, gets its KSeF number and UPO', async () => {
    fake.settings.authPendingPolls = 2;
    fake.settings.invoicePendingPolls = 2;
    const client = new KsefClient(configFor(), FAST);
    const invoice = fa3Invoice();
    const { session, reference, status } = await sendOne(client, invoice.xml);
    expect(status?.status.code).toBe(200);
    expect(isValidKsefNumber(status?.ksefNumber)).toBe(true);
    expect(status?.ksefNumber?.startsWith(`${fake.nip}-`)).toBe(true);
    const received = fake.invoices.find((candidate) => candidate.referenceNumber === reference);
    expect(received?.xml).toBe(invoice.xml);
    const upo = await client.invoiceUpo(session.referenceNumber, reference);
    expect(upoDocuments(upo).get(status?.ksefNumber ?? '')).toBe(sha256Base64(invoice.xml));
    await client.closeSession(session.referenceNumber);
    expect(fake.sessions.sessions.get(session.referenceNumber)?.status).toBe('closed');
  });

  it('refuses a wrong token the way KSeF does (status 450), and the error never carries the token', async () => {
    const wrong = `${fake.token.slice(0, -4)}beef`;
    const error = await failure(new KsefClient(configFor(wrong), FAST).openSession());
    expect(error.failure).toBe('forbidden');
    expect(error.message).toContain('450');
    expect(error.message).toContain('Nieprawidłowy token');
    expect(error.message).not.toContain(wrong);
    expect(JSON.stringify(error)).not.toContain(wrong);
  });

  it('refuses a token used for another NIP (415) and a token without invoice permissions (403 on the session)', async () => {
    const other = await failure(new KsefClient(configFor(fake.token, '5252974307'), FAST).openSession());
    expect(other.message).toContain('415');
    const reader = fake.addToken(fake.nip, ['InvoiceRead']);
    const forbidden = await failure(new KsefClient(configFor(reader), FAST).openSession());
    expect(forbidden).toMatchObject({ failure: 'forbidden', httpStatus: 403 });
  });

  it.each([
    ['an invoice that fails the FA(3) schema', () => fa3Invoice().xml.replace('<P_15>123.00', '<P_15>x'), 450, /P_15/],
    ['XML that is not well-formed', () => fa3Invoice().xml.slice(0, 400), 450, /Nieprawidłowy XML/],
    [
      'an invoice of another seller than the context',
      () => fa3Invoice({ sellerNip: '5252974307' }).xml,
      410,
      /5252974307/,
    ],
    ['an invoice dated after the day KSeF takes it', () => fa3Invoice({ issueDate: '2099-01-01' }).xml, 450, /P_1/],
  ])('refuses %s with KSeF status %i', async (_name, xml, code, detail) => {
    const { status } = await sendOne(new KsefClient(configFor(), FAST), xml());
    expect(status?.status.code).toBe(code);
    expect(status?.status.details?.join(' ')).toMatch(detail);
    expect(status?.ksefNumber ?? null).toBeNull();
  });

  it('refuses a second invoice of the same seller, kind and number (440) and names the original', async () => {
    const client = new KsefClient(configFor(), FAST);
    const invoice = fa3Invoice();
    const first = await sendOne(client, invoice.xml);
    const second = await sendOne(client, invoice.xml.replace('<P_7>', '<P_7>Inna treść: '));
    expect(second.status?.status).toMatchObject({
      code: 440,
      extensions: {
        originalKsefNumber: first.status?.ksefNumber,
        originalSessionReferenceNumber: first.session.referenceNumber,
      },
    });
  });

  it('renews an expired access token with the refresh token, and authenticates anew when that one ran out', async () => {
    const client = new KsefClient(configFor(), FAST);
    const before = { ...fake.auth.counts };
    await client.openSession();
    fake.auth.expireAccessTokens();
    await client.openSession();
    expect(fake.auth.counts.refreshed).toBe(before.refreshed + 1);
    expect(fake.auth.counts.authentications).toBe(before.authentications + 1);
    fake.auth.expireAccessTokens();
    fake.auth.expireRefreshTokens();
    await client.openSession();
    expect(fake.auth.counts.authentications).toBe(before.authentications + 2);
  });

  it('says when KSeF is unreachable, overloaded (Retry-After) or failing', async () => {
    const client = new KsefClient(configFor(), FAST);
    fake.down = true;
    expect(await failure(client.openSession())).toMatchObject({ failure: 'unavailable' });
    fake.down = false;
    fake.fail({ match: /^POST \/sessions\/online$/, status: 429, retryAfter: '7' });
    const limited = await failure(client.openSession());
    expect(limited.failure).toBe('rate_limited');
    expect((limited.retryAt?.getTime() ?? 0) - Date.now()).toBeGreaterThan(5_000);
    fake.fail({ match: /^POST \/sessions\/online$/, status: 503 });
    expect(await failure(client.openSession())).toMatchObject({ failure: 'unavailable', httpStatus: 503 });
    fake.fail({ match: /^POST \/sessions\/online$/, status: 'network' });
    expect(await failure(client.openSession())).toMatchObject({ failure: 'unavailable' });
  });

  it('takes no more invoices than the session limit (21155) and none after the session is closed (21180)', async () => {
    fake.settings.maxInvoicesPerSession = 1;
    try {
      const client = new KsefClient(configFor(), FAST);
      const session = await client.openSession();
      await client.sendInvoice(session, fa3Invoice().xml, false);
      expect((await failure(client.sendInvoice(session, fa3Invoice().xml, false))).codes).toEqual([21155]);
      await client.closeSession(session.referenceNumber);
      expect((await failure(client.sendInvoice(session, fa3Invoice().xml, false))).codes).toEqual([21180]);
    } finally {
      fake.settings.maxInvoicesPerSession = 10_000;
    }
  });
});
