import { createCipheriv, createHash, publicEncrypt, constants, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Secret } from '../../../lib/secret';
import { KsefAuth } from '../../../modules/ksef/ksef-auth';
import { encryptKsefToken, encryptInvoice, publicKeyOf } from '../../../modules/ksef/ksef-crypto';
import { ksefHttp } from '../../../modules/ksef/ksef-http';
import { fa3Invoice } from '../../ksef-factories';
import { FAKE_KEYS } from './fake-keys';
import { startFakeKsef, type FakeKsef } from './fake-ksef';

// The fake is as strict as KSeF on the wire: malformed requests get the contract's error shapes and codes. Raw
// requests here, so nothing of the client's care hides a gap of the fake.

let fake: FakeKsef;
let access: string;

beforeAll(async () => {
  fake = await startFakeKsef({ invoicePendingPolls: 0, authPendingPolls: 0 });
  const auth = new KsefAuth(
    ksefHttp(fake.url, new Secret(fake.token)),
    { token: new Secret(fake.token), nip: fake.nip },
    () => ({
      intervalMs: 0,
      attempts: 3,
    }),
  );
  access = await auth.accessToken();
});
afterAll(() => fake.close());

async function call(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(`${fake.url}${path}`, {
    method,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await response.text();
  let json: unknown = null;
  try {
    json = JSON.parse(text);
  } catch {
    // XML or empty
  }
  return { status: response.status, type: response.headers.get('content-type'), headers: response.headers, json };
}
const bearer = (token = access) => ({ authorization: `Bearer ${token}` });
const codesOf = (json: unknown) =>
  (
    (json as { exception?: { exceptionDetailList?: { exceptionCode: number }[] } }).exception?.exceptionDetailList ?? []
  ).map((item) => item.exceptionCode);

const key = (usage: string, current = true) =>
  FAKE_KEYS.find((candidate) => candidate.usage === usage && Date.parse(candidate.validTo) > Date.now() === current);

async function openSession(sessionKey = randomBytes(32), iv = randomBytes(16)) {
  const rsa = key('SymmetricKeyEncryption');
  const encryptedSymmetricKey = publicEncrypt(
    { key: publicKeyOf(rsa?.certificate ?? ''), padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
    sessionKey,
  ).toString('base64');
  const opened = await call(
    'POST',
    '/sessions/online',
    {
      formCode: { systemCode: 'FA (3)', schemaVersion: '1-0E', value: 'FA' },
      encryption: { encryptedSymmetricKey, initializationVector: iv.toString('base64'), publicKeyId: rsa?.publicKeyId },
    },
    bearer(),
  );
  return { reference: (opened.json as { referenceNumber: string }).referenceNumber, key: sessionKey, iv };
}

describe('the fake KSeF on the wire', () => {
  it('lists DER certificates per usage, the withdrawn key among them with its past dates', async () => {
    const { json } = await call('GET', '/security/public-key-certificates');
    const list = json as { usage: string[]; validTo: string; publicKeyId: string; certificate: string }[];
    expect(list.map((item) => item.usage[0]).sort()).toEqual([
      'KsefTokenEncryption',
      'KsefTokenEncryption',
      'SymmetricKeyEncryption',
    ]);
    expect(list.every((item) => item.publicKeyId.length === 44)).toBe(true);
    expect(list.some((item) => Date.parse(item.validTo) < Date.now())).toBe(true);
  });

  it('answers 21405 as ExceptionResponse, or Problem Details when asked, for malformed input', async () => {
    const legacy = await call('POST', '/auth/ksef-token', '{not json');
    expect(legacy.status).toBe(400);
    expect(codesOf(legacy.json)).toEqual([21405]);
    const problem = await call('POST', '/auth/ksef-token', { challenge: 'x' }, { 'x-error-format': 'problem-details' });
    expect(problem.type).toContain('application/problem+json');
    expect(problem.json).toMatchObject({ status: 400, errors: [{ code: 21405 }] });
  });

  it('refuses a challenge used twice (21111) and a withdrawn key (21470)', async () => {
    const { json } = await call('POST', '/auth/challenge');
    const { challenge, timestampMs } = json as { challenge: string; timestampMs: number };
    const body = (keyName: 'current' | 'retired') => {
      const k = key('KsefTokenEncryption', keyName === 'current');
      return {
        challenge,
        contextIdentifier: { type: 'Nip', value: fake.nip },
        encryptedToken: encryptKsefToken(publicKeyOf(k?.certificate ?? ''), fake.token, timestampMs),
        publicKeyId: k?.publicKeyId,
      };
    };
    expect(codesOf((await call('POST', '/auth/ksef-token', body('retired'))).json)).toEqual([21470]);
    expect((await call('POST', '/auth/ksef-token', body('current'))).status).toBe(202);
    expect(codesOf((await call('POST', '/auth/ksef-token', body('current'))).json)).toEqual([21111]);
  });

  it('wants a valid bearer token (401 Problem Details) and the form code it supports', async () => {
    const anonymous = await call('POST', '/sessions/online', {});
    expect(anonymous).toMatchObject({ status: 401, json: { title: 'Unauthorized', status: 401 } });
    const wrongForm = await call(
      'POST',
      '/sessions/online',
      { formCode: { systemCode: 'FA(3)', schemaVersion: '1-0E', value: 'FA' }, encryption: {} },
      bearer(),
    );
    expect(codesOf(wrongForm.json)).toEqual([21405]);
  });

  it('checks the ciphertext hash and size (21403, 21402), then decrypts and checks the plain text (435, 430)', async () => {
    const session = await openSession();
    const xml = fa3Invoice().xml;
    const good = encryptInvoice(session, xml, false);
    const path = `/sessions/online/${session.reference}/invoices`;
    const tamperedHash = { ...good, encryptedInvoiceHash: createHash('sha256').update('other').digest('base64') };
    expect(codesOf((await call('POST', path, tamperedHash, bearer())).json)).toEqual([21403]);
    expect(codesOf((await call('POST', path, { ...good, encryptedInvoiceSize: 17 }, bearer())).json)).toEqual([21402]);
    expect(codesOf((await call('POST', path, { ...good, invoiceSize: 'big' }, bearer())).json)).toEqual([21405]);
    // Blocks that decrypt to zeros: hash and size match the bytes, but PKCS#7 padding never ends in a 0 byte.
    const cipher = createCipheriv('aes-256-cbc', session.key, session.iv).setAutoPadding(false);
    const garbage = Buffer.concat([cipher.update(Buffer.alloc(32)), cipher.final()]);
    const stranger = {
      ...good,
      encryptedInvoiceContent: garbage.toString('base64'),
      encryptedInvoiceHash: createHash('sha256').update(garbage).digest('base64'),
      encryptedInvoiceSize: garbage.length,
    };
    const wrongPlain = { ...good, invoiceHash: createHash('sha256').update('another invoice').digest('base64') };
    const refs = [];
    for (const body of [stranger, wrongPlain]) {
      const sent = await call('POST', path, body, bearer());
      refs.push((sent.json as { referenceNumber: string }).referenceNumber);
    }
    const statuses = await Promise.all(
      refs.map((ref) => call('GET', `/sessions/${session.reference}/invoices/${ref}`, undefined, bearer())),
    );
    expect(statuses.map((answer) => (answer.json as { status: { code: number } }).status.code)).toEqual([435, 430]);
  });

  it('keeps sessions to their context (21173) and answers 429 with Retry-After in both formats', async () => {
    const session = await openSession();
    const other = fake.addToken('5252974307');
    const auth = new KsefAuth(
      ksefHttp(fake.url, new Secret(other)),
      { token: new Secret(other), nip: '5252974307' },
      () => ({
        intervalMs: 0,
        attempts: 3,
      }),
    );
    const otherAccess = await auth.accessToken();
    const foreign = await call('GET', `/sessions/${session.reference}`, undefined, bearer(otherAccess));
    expect(codesOf(foreign.json)).toEqual([21173]);
    fake.fail({ match: /^POST \/auth\/challenge$/, status: 429, retryAfter: '30', times: 2 });
    const limited = await call('POST', '/auth/challenge');
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('30');
    expect(limited.json).toMatchObject({ status: { code: 429 } });
    const problem = await call('POST', '/auth/challenge', undefined, { 'x-error-format': 'problem-details' });
    expect(problem.json).toMatchObject({ status: 429, title: 'Too Many Requests' });
  });

  it('answers 404 outside its API', async () => {
    expect((await call('GET', '/nothing-here')).status).toBe(404);
  });
});
