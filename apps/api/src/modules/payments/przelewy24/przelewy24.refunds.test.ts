import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakePrzelewy24, type FakePrzelewy24 } from '../../../test/fakes/przelewy24/fake-przelewy24';
import { P24_ACCOUNT } from '../gateways.test-helpers';
import { NotificationRejected, PaymentNotConfirmed } from '../provider';
import { createPrzelewy24Provider, type Przelewy24Provider } from './przelewy24.provider';

// Refunds through the Przelewy24 adapter against the fake (refund-contract of issue 16): the request, the fake's
// signed notification read back by verifyNotification as a `refund`, the re-query, and each refusal thrown whole.

const NOTIFY = 'http://127.0.0.1:3000/api/payments/notifications/przelewy24';
const captured: { url: string; body: string }[] = [];
let p24: FakePrzelewy24;
let provider: Przelewy24Provider;
beforeAll(async () => {
  p24 = await startFakePrzelewy24({
    account: P24_ACCOUNT,
    transport: (url, body) => {
      captured.push({ url, body });
      return Promise.resolve(200);
    },
  });
  provider = createPrzelewy24Provider({ ...P24_ACCOUNT, url: p24.url });
});
afterAll(() => p24.close());

const read = (body: string) => provider.verifyNotification(Buffer.from(body), {});

/** A BLIK payment paid and verified at Przelewy24. */
async function paid(amount: number, { confirm = true } = {}) {
  const paymentId = randomUUID();
  const created = await provider.createPayment({
    paymentId,
    amount,
    currency: 'PLN',
    method: 'blik',
    blikCode: '777808',
    termsAccepted: true,
    returnUrl: `http://127.0.0.1:3000/payment-redirect?paymentId=${paymentId}`,
    notifyUrl: NOTIFY,
    description: 'Parkshare PS/2026/11/000042',
    language: 'pl',
    payer: { email: 'driver@example.com', ip: '127.0.0.1', userAgent: 'test' },
  });
  await p24.bankApp();
  const note = captured.find(
    (n) => n.body.includes(`"orderId":${created.providerPaymentId}`) && n.body.includes('methodId'),
  );
  expect(await read(note!.body)).toMatchObject({
    type: 'payment',
    status: 'succeeded',
    amount,
    merchantReference: paymentId,
  });
  const providerPaymentId = created.providerPaymentId!;
  if (confirm) await provider.confirmPayment({ paymentId, providerPaymentId, amount, currency: 'PLN' });
  return { paymentId, providerPaymentId };
}

const refundOf = (payment: { paymentId: string; providerPaymentId: string }, amount: number, refundId = randomUUID()) =>
  provider.refund({
    refundId,
    ...payment,
    amount,
    currency: 'PLN',
    description: 'Parkshare refund PS/2026/11/000042 for a cancelled reservation',
    notifyUrl: NOTIFY,
  });

const lastRefundNote = () => captured.filter((n) => n.body.includes('refundsUuid')).at(-1)!.body;

describe('Przelewy24 refunds', () => {
  it('a refund is processing, then its signed notification completes it; the re-query agrees', async () => {
    const payment = await paid(5000);
    const refundId = randomUUID();
    expect(await refundOf(payment, 5000, refundId)).toEqual({ providerRefundId: refundId, status: 'processing' });
    const ids = { refundId, providerRefundId: refundId, ...payment };
    expect(await provider.getRefundStatus(ids)).toEqual({ status: 'processing' });
    await p24.completeRefunds();
    const body = lastRefundNote();
    expect(JSON.parse(body)).toMatchObject({ requestId: refundId, refundsUuid: refundId.replace(/-/g, ''), status: 0 });
    expect(await read(body)).toEqual({
      eventId: `refund:${refundId}:0`,
      type: 'refund',
      providerRefundId: refundId,
      merchantReference: refundId,
      status: 'completed',
      refunded: { amount: 5000, currency: 'PLN', ...payment },
    });
    expect(await provider.getRefundStatus(ids)).toEqual({ status: 'completed' });
    // The payment itself still reads as paid (Przelewy24 status 3: returned).
    expect(p24.transaction(payment.paymentId)?.status).toBe(3);
    expect(await provider.getPaymentStatus({ ...payment, createdAt: new Date() })).toMatchObject({
      status: 'succeeded',
    });
  });

  it('partial refunds up to what was paid; more or an unverified payment is refused whole; a repeated request is the first refund', async () => {
    const payment = await paid(5000);
    await refundOf(payment, 2000);
    const again = randomUUID();
    await refundOf(payment, 3000, again);
    await expect(refundOf(payment, 1)).rejects.toThrow(/exceeds available amount/);
    // The merchant's Przelewy24 balance is short: refused whole, as the contract lists it.
    p24.switches.insufficientFunds = true;
    await expect(refundOf(await paid(700), 700)).rejects.toThrow(/Insufficient funds available/);
    p24.switches.insufficientFunds = false;
    // The same refund id again (a retry after a lost answer): Przelewy24 keeps the first, and so does Parkshare.
    await expect(refundOf(payment, 3000, again)).resolves.toEqual({ providerRefundId: again, status: 'processing' });
    const unverified = await paid(1000, { confirm: false });
    await expect(refundOf(unverified, 500)).rejects.toThrow(/wrong status - cannot refund/);
    await expect(refundOf({ ...unverified, providerPaymentId: '1' }, 500)).rejects.toThrow(/Transaction not found/);
    await expect(refundOf({ ...unverified, providerPaymentId: 'abc' }, 500)).rejects.toThrow(/no Przelewy24 orderId/);
    await expect(
      provider.refund({
        refundId: 'x'.repeat(50),
        ...payment,
        amount: 1,
        currency: 'PLN',
        description: 'd',
        notifyUrl: NOTIFY,
      }),
    ).rejects.toThrow(/HTTP 400 \(Invalid input parameters/);
  });

  it('a rejected refund notifies failed; a tampered or foreign refund notification is refused', async () => {
    const payment = await paid(2500);
    const refundId = randomUUID();
    await refundOf(payment, 2500, refundId);
    await p24.completeRefunds({ reject: true });
    const body = lastRefundNote();
    expect(await read(body)).toMatchObject({ type: 'refund', status: 'failed', failureCode: 'rejected' });
    expect(await provider.getRefundStatus({ refundId, providerRefundId: refundId, ...payment })).toEqual({
      status: 'failed',
      failureCode: 'rejected',
    });
    const parsed = JSON.parse(body) as Record<string, unknown>;
    await expect(read(JSON.stringify({ ...parsed, status: 0 }))).rejects.toThrow(NotificationRejected);
    await expect(read(JSON.stringify({ ...parsed, merchantId: 1 }))).rejects.toThrow(NotificationRejected);
  });

  it('verify is refused for another amount, and payouts are not Przelewy24’s', async () => {
    const payment = await paid(700, { confirm: false });
    await expect(provider.confirmPayment({ ...payment, amount: 701, currency: 'PLN' })).rejects.toThrow(
      PaymentNotConfirmed,
    );
    expect(p24.transaction(payment.paymentId)?.verified).toBe(false);
    await expect(
      provider.createPayout({
        payoutId: randomUUID(),
        amount: 100,
        currency: 'PLN',
        accountNumber: 'PL61109010140000071219812874',
        recipientName: 'Owner',
        title: 'Parkshare',
        notifyUrl: NOTIFY,
      }),
    ).rejects.toThrow(/bank transfer file/);
  });
});
