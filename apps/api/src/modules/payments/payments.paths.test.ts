import { beforeAll, describe, expect, it } from 'vitest';
import { fundWallet } from '../../test/money-factories';
import type { TestApp } from '../../test/app';
import { expectBooksTrue, przelewy24Gateway, sandboxGateway, type Gateway } from './gateways.test-helpers';
import { pollStuckPayments } from './payment-poll';
import { balanceOf, buyer, expectLedgerSound, getPayment, order, pay, payOk } from './payments.test-helpers';

// Every payment path, through the sandbox and through Przelewy24 (its loopback fake): BLIK with a code, a declined
// code, BLIK without code, the online payment, the wallet, a lost notification settled by the status poll, and
// every notification replayed in any order — each payment counted once, the ledger at zero, the history a person
// sees equal to the balance.

const BLIK_ME = '{ me { blik { id label expiresAt } } }';

describe.each([
  ['sandbox', sandboxGateway],
  ['przelewy24', przelewy24Gateway],
] as const)('payments through %s', (_name, make) => {
  let g: Gateway;
  let t: TestApp;
  beforeAll(async () => {
    g = await make();
    t = g.t;
  });

  it('BLIK with a code: processing, approved in the bank app, the top-up lands on the balance', async () => {
    const who = await buyer(t);
    const payment = await payOk(t, who, {
      orderId: (await order(t.app, who, 'top_up', 5000)).id,
      method: 'BLIK',
      blikCode: '777123',
    });
    expect(payment).toMatchObject({ status: 'processing', method: 'BLIK', redirectUrl: null });
    await g.bankDecides([payment]);
    expect(await getPayment(t, who, payment.id)).toMatchObject({ status: 'succeeded', order: { status: 'completed' } });
    expect(await balanceOf(t, who)).toBe(5000);
    if (g.p24) expect(g.p24.transaction(payment.id)).toMatchObject({ verified: true, status: 2, amount: 5000 });
    await expectBooksTrue(t, who);
    await expectLedgerSound(t.app);
  });

  it('a declined BLIK code fails the payment; the order stays placed and is paid with another code', async () => {
    const who = await buyer(t);
    const topUp = await order(t.app, who);
    const declined = await payOk(t, who, { orderId: topUp.id, method: 'BLIK', blikCode: g.declinedCode });
    await g.bankDecides([declined]);
    expect(await getPayment(t, who, declined.id)).toMatchObject({
      status: 'failed',
      failureCode: 'declined',
      order: { status: 'placed' },
    });
    expect(await balanceOf(t, who)).toBe(0);
    const retry = await payOk(t, who, { orderId: topUp.id, method: 'BLIK', blikCode: '777000' });
    await g.bankDecides([retry]);
    expect((await getPayment(t, who, retry.id)).status).toBe('succeeded');
    expect(await balanceOf(t, who)).toBe(5000);
    await expectBooksTrue(t, who);
  });

  it('BLIK without code: the first payment saves the shop, the second pays with it', async () => {
    const who = await buyer(t);
    const first = await payOk(t, who, {
      orderId: (await order(t.app, who)).id,
      method: 'BLIK',
      blikCode: '777777',
      saveBlikAlias: true,
    });
    await g.bankDecides([first]);
    expect((await getPayment(t, who, first.id)).status).toBe('succeeded');
    const saved = await t.gql<{ me: { blik: { id: string; label: string }[] } }>(BLIK_ME, {}, { token: who.token });
    expect(saved.data?.me.blik).toHaveLength(1);
    expect(saved.data?.me.blik[0]?.label).toBe('Parkshare');
    const second = await payOk(t, who, {
      orderId: (await order(t.app, who, 'reservation', 2460)).id,
      method: 'BLIK_ALIAS',
      blikAliasId: saved.data?.me.blik[0]?.id,
    });
    expect(second.status).toBe('processing');
    await g.bankDecides([second]);
    expect(await getPayment(t, who, second.id)).toMatchObject({ status: 'succeeded', order: { status: 'paid' } });
    expect(await balanceOf(t, who)).toBe(5000);
    await expectBooksTrue(t, who);
    await expectLedgerSound(t.app);
  });

  it('an online payment: the gateway’s page, back through /payment-redirect, settled', async () => {
    const who = await buyer(t);
    const payment = await payOk(t, who, { orderId: (await order(t.app, who, 'top_up', 12_345)).id, method: 'ONLINE' });
    expect(payment.status).toBe('created');
    expect(payment.redirectUrl).toMatch(g.p24 ? `${g.p24.url}/trnRequest/` : '/api/payments/sandbox/pay/');
    const back = await g.payOnline(payment);
    expect(back).toBe(`${t.config.publicUrl}/payment-redirect?paymentId=${payment.id}`);
    expect(await getPayment(t, who, payment.id)).toMatchObject({ status: 'succeeded', order: { status: 'completed' } });
    expect(await balanceOf(t, who)).toBe(12_345);
    await expectBooksTrue(t, who);
  });

  it('the wallet pays a reservation at once, without the gateway', async () => {
    const who = await buyer(t);
    await fundWallet(t.app, who.id, 10_000);
    const payment = await payOk(t, who, {
      orderId: (await order(t.app, who, 'reservation', 2460)).id,
      method: 'WALLET',
    });
    expect(payment).toMatchObject({ status: 'succeeded', method: 'WALLET' });
    expect(await balanceOf(t, who)).toBe(7540);
    // A top-up cannot be paid from the balance, whichever the gateway.
    expect((await pay(t, who, { orderId: (await order(t.app, who)).id, method: 'WALLET' })).errors).toBeTruthy();
    await expectBooksTrue(t, who);
  });

  it('a lost notification: the status poll settles the payment, and the late notification changes nothing', async () => {
    const who = await buyer(t);
    g.webhookDown();
    const payment = await payOk(t, who, { orderId: (await order(t.app, who)).id, method: 'BLIK', blikCode: '777999' });
    await g.bankDecides([payment]);
    expect((await getPayment(t, who, payment.id)).status).toBe('processing');
    if (g.p24) expect(g.p24.transaction(payment.id)).toMatchObject({ status: 1, verified: false });
    await pollStuckPayments(t.app.deps, new Date(Date.now() + 61_000));
    expect(await getPayment(t, who, payment.id)).toMatchObject({ status: 'succeeded', order: { status: 'completed' } });
    // Found paid by the re-query, it was still verified before it counted.
    if (g.p24) expect(g.p24.transaction(payment.id)).toMatchObject({ status: 2, verified: true, verifications: 1 });
    g.webhookUp();
    await g.retryDue();
    for (const send of await g.notificationsOf([payment])) expect((await send()).status).toBe(200);
    expect(await balanceOf(t, who)).toBe(5000);
    await expectBooksTrue(t, who);
    await expectLedgerSound(t.app);
  });

  it('every notification three times, reversed and shuffled: each payment counted once, the books true', async () => {
    const who = await buyer(t);
    g.webhookDown();
    const blik = await payOk(t, who, {
      orderId: (await order(t.app, who)).id,
      method: 'BLIK',
      blikCode: '777555',
      saveBlikAlias: true,
    });
    const declined = await payOk(t, who, {
      orderId: (await order(t.app, who)).id,
      method: 'BLIK',
      blikCode: g.declinedCode,
    });
    const reservation = await payOk(t, who, {
      orderId: (await order(t.app, who, 'reservation', 2460)).id,
      method: 'BLIK',
      blikCode: '777556',
    });
    const online = await payOk(t, who, { orderId: (await order(t.app, who, 'top_up', 700)).id, method: 'ONLINE' });
    await g.bankDecides([blik, declined, reservation]);
    await g.payOnline(online);
    g.webhookUp();
    const all = [blik, declined, reservation, online];
    const sends = await g.notificationsOf(all);
    expect(sends.length).toBeGreaterThanOrEqual(4);
    const deliveries = [...[...sends].reverse(), ...sends, ...sends];
    for (let i = deliveries.length - 1; i > sends.length; i -= 1) {
      const j = sends.length + Math.floor(Math.random() * (i - sends.length + 1));
      [deliveries[i], deliveries[j]] = [deliveries[j]!, deliveries[i]!];
    }
    const results: string[] = [];
    for (const send of deliveries) {
      const answer = await send();
      expect(answer.status).toBe(200);
      results.push(answer.result ?? '');
    }
    expect(results.filter((r) => r === 'duplicate').length).toBe(sends.length * 2);
    const statuses = await Promise.all(all.map(async (p) => (await getPayment(t, who, p.id)).status));
    expect(statuses).toEqual(['succeeded', 'failed', 'succeeded', 'succeeded']);
    expect(await balanceOf(t, who)).toBe(5000 + 700);
    expect((await t.gql<{ me: { blik: unknown[] } }>(BLIK_ME, {}, { token: who.token })).data?.me.blik).toHaveLength(1);
    if (g.p24) for (const p of [blik, reservation, online]) expect(g.p24.transaction(p.id)?.verifications).toBe(1);
    await expectBooksTrue(t, who);
    await expectLedgerSound(t.app);
  });
});
