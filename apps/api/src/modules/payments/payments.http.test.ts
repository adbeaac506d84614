import { createServer } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { buyer, expectLedgerSound, getPayment, makeDue, order, payOk } from './payments.test-helpers';

// When the app listens, the sandbox delivers its notifications over real HTTP to PUBLIC_URL: the same webhook
// route the in-process delivery of the other tests reaches.

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
beforeAll(async () => {
  const port = await freePort();
  t = await createTestApp({ PUBLIC_URL: `http://127.0.0.1:${port}` });
  await t.app.listen({ port, host: '127.0.0.1' });
});

describe('notifications over HTTP', () => {
  it('a listening app receives the signed notification through its own port', async () => {
    const who = await buyer(t);
    const payment = await payOk(t, who, { orderId: (await order(t.app, who)).id, method: 'BLIK', blikCode: '777432' });
    await makeDue(t.app, payment.id);
    expect((await getPayment(t, who, payment.id)).status).toBe('succeeded');
    const page = await fetch(`${t.config.publicUrl}/api/payments/sandbox/bank-app/${payment.id}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('This payment has already finished.');
    await expectLedgerSound(t.app);
  });
});
