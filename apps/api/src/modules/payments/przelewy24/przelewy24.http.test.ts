import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { startFakePrzelewy24, type FakePrzelewy24 } from '../../../test/fakes/przelewy24/fake-przelewy24';
import { expectBooksTrue, P24_ACCOUNT } from '../gateways.test-helpers';
import { balanceOf, buyer, getPayment, order, payOk } from '../payments.test-helpers';

// When Parkshare listens, Przelewy24's notifications arrive over real HTTP at PUBLIC_URL (the fake's own fetch),
// and Parkshare's verify goes back to the fake over HTTP too: the whole round trip on loopback sockets.

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

let t: TestApp;
let p24: FakePrzelewy24;
beforeAll(async () => {
  const port = await freePort();
  const publicUrl = `http://127.0.0.1:${port}`;
  p24 = await startFakePrzelewy24({
    account: P24_ACCOUNT,
    aliasNotificationUrl: `${publicUrl}/api/payments/notifications/przelewy24`,
  });
  t = await createTestApp({
    PUBLIC_URL: publicUrl,
    PAYMENT_PROVIDER: 'przelewy24',
    P24_MERCHANT_ID: String(P24_ACCOUNT.merchantId),
    P24_API_KEY: P24_ACCOUNT.apiKey,
    P24_CRC: P24_ACCOUNT.crc,
    P24_URL: p24.url,
    PAYOUTS_ACCOUNT_IBAN: 'PL61109010140000071219812874',
  });
  await t.app.listen({ port, host: '127.0.0.1' });
});
afterAll(() => p24.close());

describe('Przelewy24 over HTTP', () => {
  it('a BLIK payment that saves the shop, then one without code, notified and verified over real sockets', async () => {
    const who = await buyer(t);
    const first = await payOk(t, who, {
      orderId: (await order(t.app, who)).id,
      method: 'BLIK',
      blikCode: '777404',
      saveBlikAlias: true,
    });
    await p24.bankApp();
    expect((await getPayment(t, who, first.id)).status).toBe('succeeded');
    expect(p24.notifications().every((n) => n.answers[0] === 200)).toBe(true);
    const me = await t.gql<{ me: { blik: { id: string }[] } }>('{ me { blik { id } } }', {}, { token: who.token });
    const second = await payOk(t, who, {
      orderId: (await order(t.app, who, 'top_up', 2500)).id,
      method: 'BLIK_ALIAS',
      blikAliasId: me.data?.me.blik[0]?.id,
    });
    await p24.bankApp();
    expect((await getPayment(t, who, second.id)).status).toBe('succeeded');
    expect(await balanceOf(t, who)).toBe(7500);
    await expectBooksTrue(t, who);
  });
});
