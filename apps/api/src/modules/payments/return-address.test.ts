import { beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { createTestApp, type TestApp } from '../../test/app';
import { createUser } from '../../test/factories';
import { buyer, order, payOk } from './payments.test-helpers';

// Issue 13: the app opened at http://127.0.0.1:PORT (what the server prints) came back from an online transfer to
// http://localhost:PORT, where the browser holds no session. Without PUBLIC_URL, links and returns lead back to
// where the user is, and nothing trusts a Host header the server does not answer on (e-mail links never do).

const FORGOT = 'mutation($input: EmailInput!) { forgotPassword(input: $input) { status } }';

async function onlinePaymentFrom(t: TestApp, host: string) {
  const who = await buyer(t);
  const topUp = await order(t.app, who, 'top_up', 5000);
  const payment = await payOk(
    { ...t, gql: (query, variables, options) => t.gql(query, variables, { ...options, headers: { host } }) },
    who,
    {
      orderId: topUp.id,
      method: 'ONLINE',
    },
  );
  const page = new URL(payment.redirectUrl!);
  const back = await t.app.inject({
    method: 'POST',
    url: page.pathname,
    headers: { 'content-type': 'application/x-www-form-urlencoded', host },
    payload: new URLSearchParams({ action: 'pay', bank: 'mbank' }).toString(),
  });
  return { payPage: page.origin, returnTo: back.headers.location, paymentId: payment.id };
}

describe('PUBLIC_URL unset: the address the server prints', () => {
  it('is the default of PUBLIC_URL, for the interface the server listens on', () => {
    expect(loadConfig({ PORT: '3100' }).publicUrl).toBe('http://127.0.0.1:3100');
    expect(loadConfig({ PORT: '3100', HOST: '0.0.0.0' }).publicUrl).toBe('http://127.0.0.1:3100');
    expect(loadConfig({ PORT: '3100', HOST: '::' }).publicUrl).toBe('http://[::1]:3100');
    expect(loadConfig({ PORT: '3100', HOST: '192.168.1.20' }).publicUrl).toBe('http://192.168.1.20:3100');
    expect(loadConfig({ PORT: '3100', PUBLIC_URL: 'https://parkshare.example/' }).publicUrl).toBe(
      'https://parkshare.example',
    );
  });
});

describe('where an online payment returns', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });

  it('to the origin the app was opened at, when the server itself answers there', async () => {
    const printed = await onlinePaymentFrom(t, '127.0.0.1:3000');
    expect(printed.payPage).toBe('http://127.0.0.1:3000');
    expect(printed.returnTo).toBe(`http://127.0.0.1:3000/payment-redirect?paymentId=${printed.paymentId}`);
    const localhost = await onlinePaymentFrom(t, 'localhost:3000');
    expect(localhost.payPage).toBe('http://localhost:3000');
    expect(localhost.returnTo).toBe(`http://localhost:3000/payment-redirect?paymentId=${localhost.paymentId}`);
  });

  it('to the address the server prints when the Host header names anything else', async () => {
    for (const host of ['evil.example', 'evil.example:3000', '127.0.0.1:3001', 'localhost:3000@evil.example']) {
      const payment = await onlinePaymentFrom(t, host);
      expect(payment.payPage).toBe('http://127.0.0.1:3000');
      expect(payment.returnTo).toBe(`http://127.0.0.1:3000/payment-redirect?paymentId=${payment.paymentId}`);
    }
  });

  it('e-mail links never follow the Host header: a password reset link leads to the printed address', async () => {
    const user = await createUser(t.app);
    await t.gql(FORGOT, { input: { email: user.email } }, { headers: { host: 'localhost:3000' } });
    const mail = t
      .outbox()
      .filter((m) => m.to.includes(user.email))
      .at(-1);
    expect(mail?.text).toContain('http://127.0.0.1:3000/reset-password?token=');
    expect(mail?.text).not.toContain('localhost');
  });
});

describe('PUBLIC_URL set', () => {
  it('is where payments return and links lead, whatever the request', async () => {
    const t = await createTestApp({ PUBLIC_URL: 'https://parkshare.example' });
    const payment = await onlinePaymentFrom(t, 'localhost:3000');
    expect(payment.payPage).toBe('https://parkshare.example');
    expect(payment.returnTo).toBe(`https://parkshare.example/payment-redirect?paymentId=${payment.paymentId}`);
  });
});
