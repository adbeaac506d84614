import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerSignOf, verifySignOf } from './signing';
import { RETRY_MINUTES } from './notifier';
import { startFakePrzelewy24, type FakePrzelewy24 } from './fake-przelewy24';

// The fake itself, over real HTTP on loopback: it must refuse what Przelewy24 refuses, in the contract's words,
// and keep retrying a notification until the transaction is verified.

const account = { merchantId: 5001, posId: 5001, apiKey: 'k'.repeat(32), crc: 'c'.repeat(16) };
const received: { url: string; body: string }[] = [];
let answer = 503;
let p24: FakePrzelewy24;
beforeAll(async () => {
  p24 = await startFakePrzelewy24({
    account,
    transport: (url, body) => {
      received.push({ url, body });
      return Promise.resolve(answer);
    },
  });
});
afterAll(() => p24.close());

const auth = (user = account.posId, key = account.apiKey) =>
  `Basic ${Buffer.from(`${user}:${key}`).toString('base64')}`;
const call = async (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) => {
  const response = await fetch(`${p24.url}/api/v1/${path}`, {
    method,
    headers: { authorization: auth(), 'content-type': 'application/json', ...headers },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};

let sessions = 0;
function registration(overrides: Record<string, unknown> = {}) {
  const base = { merchantId: 5001, posId: 5001, sessionId: `s-${++sessions}`, amount: 1234, currency: 'PLN' };
  return {
    ...base,
    description: 'Parkshare PS/2026/11/000001',
    email: 'driver@example.com',
    country: 'PL',
    language: 'pl',
    urlReturn: 'http://127.0.0.1:3000/payment-redirect?paymentId=x',
    urlStatus: 'http://127.0.0.1:3000/api/payments/notifications/przelewy24',
    sign: registerSignOf(base, account.crc),
    ...overrides,
  };
}

describe('the fake Przelewy24', () => {
  it('asks for basic auth with the shop id and the API key', async () => {
    expect((await call('GET', 'testAccess')).body).toEqual({ data: true, error: '' });
    for (const authorization of ['', auth(account.posId, 'wrong'), auth(9999), 'Bearer x']) {
      const refused = await call('GET', 'testAccess', undefined, { authorization });
      expect(refused).toEqual({ status: 401, body: { error: 'Incorrect authentication', code: 401 } });
    }
  });

  it('registers only a well-formed, correctly signed transaction of this account', async () => {
    expect((await call('POST', 'transaction/register', registration())).body).toMatchObject({
      data: { token: expect.any(String) as string },
      responseCode: 0,
    });
    const bad = [
      registration({ sign: 'f'.repeat(96) }),
      registration({ amount: 1235 }),
      registration({ merchantId: 5002 }),
      registration({ email: undefined }),
      registration({ language: 'xx' }),
      registration({ description: 'x'.repeat(1025) }),
      registration({ urlStatus: 'not a url' }),
      registration({ channel: 3 | 32768 }),
      registration({ unknownField: 1 }),
      registration({ amount: '1234' }),
      registration({ additional: { PSU: { IP: 'nope', userAgent: 'x' } } }),
    ];
    for (const body of bad) {
      expect(await call('POST', 'transaction/register', body)).toEqual({
        status: 400,
        body: { error: 'Invalid input data', code: 400 },
      });
    }
    expect((await call('POST', 'transaction/register', '{not json')).status).toBe(400);
    const twice = registration();
    expect((await call('POST', 'transaction/register', twice)).status).toBe(200);
    expect((await call('POST', 'transaction/register', twice)).status).toBe(400);
  });

  it('charges BLIK only for a transaction registered with the payer’s PSU and accepted terms, and verifies only what was paid', async () => {
    const plain = registration();
    const token = (await call('POST', 'transaction/register', plain)).body.data as { token: string };
    expect(
      (await call('POST', 'paymentMethod/blik/chargeByCode', { token: token.token, blikCode: '777123' })).status,
    ).toBe(400);
    const psu = { additional: { PSU: { IP: '127.0.0.1', userAgent: 'test' } }, channel: 8192 };
    // Without regulationAccept the payer saw no terms (Przelewy24's page never shows for BLIK on the merchant's).
    const unaccepted = (await call('POST', 'transaction/register', registration(psu))).body.data as { token: string };
    expect(
      (await call('POST', 'paymentMethod/blik/chargeByCode', { token: unaccepted.token, blikCode: '777123' })).status,
    ).toBe(400);
    const withPsu = registration({ ...psu, regulationAccept: true });
    const { token: blikToken } = (await call('POST', 'transaction/register', withPsu)).body.data as { token: string };
    expect(
      (await call('POST', 'paymentMethod/blik/chargeByCode', { token: blikToken, blikCode: '77712' })).status,
    ).toBe(400);
    const charged = await call('POST', 'paymentMethod/blik/chargeByCode', { token: blikToken, blikCode: '777123' });
    expect(charged.status).toBe(201);
    const orderId = (charged.body.data as { orderId: number }).orderId;
    const verifyBody = {
      merchantId: 5001,
      posId: 5001,
      sessionId: withPsu.sessionId,
      amount: 1234,
      currency: 'PLN',
      orderId,
    };
    const verify = (body: typeof verifyBody) =>
      call('PUT', 'transaction/verify', { ...body, sign: verifySignOf(body, account.crc) });
    expect((await verify(verifyBody)).status).toBe(400); // not paid yet
    await p24.bankApp();
    expect((await verify({ ...verifyBody, amount: 1 })).status).toBe(400);
    expect((await call('PUT', 'transaction/verify', { ...verifyBody, sign: 'a'.repeat(96) })).status).toBe(400);
    expect((await call('GET', `transaction/by/sessionId/${withPsu.sessionId}`)).body.data).toMatchObject({ status: 1 });
    expect(await verify(verifyBody)).toEqual({ status: 200, body: { data: { status: 'success' }, responseCode: 0 } });
    expect((await call('GET', `transaction/by/sessionId/${withPsu.sessionId}`)).body.data).toMatchObject({
      status: 2,
      orderId,
    });
    expect((await call('GET', 'transaction/by/sessionId/nope')).status).toBe(404);
  });

  it('retries a transaction notification 3, 5, 15, … minutes on until the transaction is verified', async () => {
    received.length = 0;
    answer = 503;
    const r = registration({ additional: { PSU: { IP: '::1', userAgent: 'test' } }, regulationAccept: true });
    const { token } = (await call('POST', 'transaction/register', r)).body.data as { token: string };
    await call('POST', 'paymentMethod/blik/chargeByCode', { token, blikCode: '777321' });
    await p24.bankApp();
    const transactionNotes = () => received.filter((n) => n.url === r.urlStatus);
    expect(transactionNotes()).toHaveLength(1);
    await p24.advance((RETRY_MINUTES[0]! - 1) * 60_000);
    expect(transactionNotes()).toHaveLength(1);
    await p24.advance(60_000);
    expect(transactionNotes()).toHaveLength(2);
    // A 2xx without verify does not stop the retries ("not correctly verified by the merchant's system").
    answer = 200;
    await p24.advance(RETRY_MINUTES[1]! * 60_000);
    expect(transactionNotes()).toHaveLength(3);
    const t = p24.transaction(r.sessionId)!;
    t.verified = true;
    await p24.advance(24 * 60 * 60_000);
    expect(transactionNotes()).toHaveLength(3);
  });

  it('refuses malformed refunds and unknown paths in the contract’s words', async () => {
    expect(await call('POST', 'transaction/refund', { requestId: 'x' })).toEqual({
      status: 400,
      body: { error: 'Invalid input parameters', code: 400 },
    });
    expect((await call('GET', 'refund/by/orderId/123')).status).toBe(404);
    expect((await call('GET', 'no/such/path')).status).toBe(404);
  });
});
