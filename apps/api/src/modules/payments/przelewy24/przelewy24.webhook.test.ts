import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { paymentEvents, payments } from '../../../db/schema/payments';
import type { TestApp } from '../../../test/app';
import type { FakePrzelewy24 } from '../../../test/fakes/przelewy24/fake-przelewy24';
import { P24_ACCOUNT, przelewy24Gateway, type Gateway } from '../gateways.test-helpers';
import { pollStuckPayments } from '../payment-poll';
import { balanceOf, buyer, expectLedgerSound, getPayment, order, payOk } from '../payments.test-helpers';
import { transactionResultSign, type TransactionResultFields } from './sign';

// Przelewy24's notifications at Parkshare's webhook: only a correctly signed notification of this account is
// read, a success for another amount is refused, nothing counts before transaction/verify (a failed verify is
// answered 502 and the retry settles it), and an online payment nobody pays fails once its time is up.

const WEBHOOK = '/api/payments/notifications/przelewy24';
let g: Gateway;
let t: TestApp;
let p24: FakePrzelewy24;
beforeAll(async () => {
  g = await przelewy24Gateway();
  t = g.t;
  p24 = g.p24!;
});

const post = (body: unknown) =>
  t.app.inject({
    method: 'POST',
    url: WEBHOOK,
    headers: { 'content-type': 'application/json' },
    payload: typeof body === 'string' ? body : JSON.stringify(body),
  });

/** A paid BLIK payment whose transaction notification has not reached Parkshare; answers its notification. */
async function paidUnnotified(amount = 5000) {
  const who = await buyer(t);
  g.webhookDown();
  const payment = await payOk(t, who, {
    orderId: (await order(t.app, who, 'top_up', amount)).id,
    method: 'BLIK',
    blikCode: '777246',
  });
  await p24.bankApp();
  g.webhookUp();
  const orderId = p24.transaction(payment.id)!.orderId;
  const note = p24.notifications().find((n) => n.kind === 'transaction' && n.orderId === orderId)!;
  return { who, payment, note, body: JSON.parse(note.body) as TransactionResultFields & { sign: string } };
}

const resigned = (fields: TransactionResultFields, crc = P24_ACCOUNT.crc) => {
  const { sign: _old, ...rest } = fields as TransactionResultFields & { sign?: string };
  return { ...rest, sign: transactionResultSign(rest, crc) };
};

describe('Przelewy24 notifications', () => {
  it('refuses forged, foreign, malformed and other-amount notifications; the real one applies once', async () => {
    const { who, payment, body } = await paidUnnotified();
    const events = async () => (await t.app.deps.db.select().from(paymentEvents)).length;
    const before = await events();
    const refusals: [unknown, number][] = [
      [{ ...body, amount: 1 }, 400], // tampered, the old sign kept
      [resigned(body, 'another-crc-value'), 400],
      [resigned({ ...body, merchantId: 999 }), 400],
      [resigned({ ...body, posId: 999 }), 400],
      [{ ...body, sign: undefined }, 400],
      ['not json', 400],
      [{}, 400],
      [resigned({ ...body, sessionId: '00000000-0000-4000-8000-000000000000' }), 404],
      [resigned({ ...body, orderId: body.orderId + 1 }), 422], // another Przelewy24 transaction than the payment's
      [resigned({ ...body, amount: 4999, originAmount: 4999 }), 422],
      [resigned({ ...body, currency: 'EUR' }), 422],
    ];
    for (const [forged, status] of refusals) {
      const response = await post(forged);
      expect(response.statusCode, JSON.stringify(forged)).toBe(status);
    }
    expect(await events()).toBe(before);
    expect((await getPayment(t, who, payment.id)).status).toBe('processing');
    expect(p24.transaction(payment.id)).toMatchObject({ verified: false, status: 1 });

    expect((await post(body)).json()).toEqual({ status: 'ok', result: 'applied' });
    expect((await post(body)).json()).toEqual({ status: 'ok', result: 'duplicate' });
    expect(p24.transaction(payment.id)).toMatchObject({ verified: true, verifications: 1 });
    expect(await balanceOf(t, who)).toBe(5000);
    await expectLedgerSound(t.app);
  });

  it('a verify that fails leaves the payment as it was and answers 502; Przelewy24’s retry settles it', async () => {
    const { who, payment, note } = await paidUnnotified(3000);
    p24.switches.failVerify = 1;
    expect(await p24.deliver(note.id)).toBe(502);
    expect((await getPayment(t, who, payment.id)).status).toBe('processing');
    expect(await balanceOf(t, who)).toBe(0);
    const [row] = await t.app.deps.db.select().from(payments).where(eq(payments.id, payment.id));
    expect(row?.status).toBe('processing');
    // The contract's first retry comes 3 minutes after the first delivery.
    await p24.advance(3 * 60_000);
    expect(await getPayment(t, who, payment.id)).toMatchObject({ status: 'succeeded', order: { status: 'completed' } });
    expect(await balanceOf(t, who)).toBe(3000);
    await expectLedgerSound(t.app);
  });

  it.each([
    ['approved', '777135', 'succeeded', 3100],
    ['declined', '123456', 'failed', 0],
  ] as const)(
    'a BLIK charge whose answer is lost waits as processing; the payer %s in the bank app settles it once',
    async (_outcome, blikCode, status, balance) => {
      const who = await buyer(t);
      p24.switches.loseChargeAnswers = 1;
      const payment = await payOk(t, who, {
        orderId: (await order(t.app, who, 'top_up', 3100)).id,
        method: 'BLIK',
        blikCode,
      });
      // Przelewy24 took the charge: the payment is not failed, it waits for the bank app.
      expect(p24.switches.loseChargeAnswers).toBe(0);
      expect(payment).toMatchObject({ status: 'processing', failureCode: null });
      await p24.bankApp();
      expect(await getPayment(t, who, payment.id)).toMatchObject({ status });
      await pollStuckPayments(t.app.deps, new Date(Date.now() + 5 * 60_000));
      expect(await getPayment(t, who, payment.id)).toMatchObject({ status });
      expect(await balanceOf(t, who)).toBe(balance);
      await expectLedgerSound(t.app);
    },
  );

  it('an online payment nobody pays: cancelled on the page, it fails as expired once its time limit is past', async () => {
    const who = await buyer(t);
    const payment = await payOk(t, who, { orderId: (await order(t.app, who)).id, method: 'ONLINE' });
    const cancelled = await fetch(payment.redirectUrl!, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'action=cancel',
      redirect: 'manual',
    });
    expect(cancelled.headers.get('location')).toBe(`${t.config.publicUrl}/payment-redirect?paymentId=${payment.id}`);
    expect((await getPayment(t, who, payment.id)).status).toBe('created');
    expect(p24.transaction(payment.id)).toMatchObject({ timeLimit: 15, status: 0 });
    const past = new Date(Date.now() - 21 * 60_000);
    await t.app.deps.db.update(payments).set({ createdAt: past, updatedAt: past }).where(eq(payments.id, payment.id));
    await pollStuckPayments(t.app.deps, new Date());
    expect(await getPayment(t, who, payment.id)).toMatchObject({
      status: 'failed',
      failureCode: 'expired',
      order: { status: 'placed' },
    });
    await p24.advance(16 * 60_000);
    expect((await fetch(payment.redirectUrl!)).status).toBe(410);
  });
});
