import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { paymentEvents } from '../../db/schema/payments';
import { refunds } from '../../db/schema/refunds';
import { createTestApp, type TestApp } from '../../test/app';
import { setGatewayTransport, useAppTransport } from '../payments/gateway';
import { SIGNATURE_HEADER, signBody } from '../payments/sandbox/signature';
import {
  activeParking,
  bookAndPay,
  bookingInput,
  CANCEL,
  driver,
  HOUR,
} from '../reservations/reservations.test-helpers';
import { balanceAndHistory, blikStay, expectRefundsSound, refundsOf } from './refunds.test-helpers';

// The refund notification (decision 085): the third kind the webhook takes, signed like the others, applied once
// per (provider, event id), forward only — a repeated, late or out-of-order report changes nothing — and anything
// that is not a good notification of one of Parkshare's refunds is a 4xx that changes nothing.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

const WEBHOOK = '/api/payments/notifications/sandbox';
let events = 0;

function notification(refund: { id: string; providerRefundId: string | null }, status: string, extra = {}) {
  events += 1;
  return JSON.stringify({
    id: `evt_refund_test_${events}_${Date.now()}`,
    type: 'refund',
    sandboxId: refund.providerRefundId ?? 'sbx_ref_unknown',
    merchantReference: refund.id,
    status,
    ...(status === 'failed' ? { failureCode: 'account_closed' } : {}),
    occurredAt: new Date().toISOString(),
    ...extra,
  });
}

const post = (body: string, signature = signBody(t.config.paymentsWebhookSecret, body, new Date())) =>
  t.app.inject({
    method: 'POST',
    url: WEBHOOK,
    headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signature },
    payload: body,
  });

/** A BLIK stay cancelled while the webhook is down: its refund was handed to the gateway, no report has come. */
async function waitingRefund() {
  const stay = await blikStay(t);
  setGatewayTransport(t.app.deps, () => Promise.resolve(503));
  expect((await t.gql(CANCEL, { id: stay.booked.reservation.id }, { token: stay.who.token })).errors).toBeUndefined();
  useAppTransport(t.app, t.app.deps);
  const [refund] = await refundsOf(t, stay.booked.reservation.id);
  expect(refund).toMatchObject({ status: 'processing' });
  return { ...stay, refund: refund! };
}

const statusOf = async (id: string) => (await t.app.deps.db.select().from(refunds).where(eq(refunds.id, id)))[0];

describe('refund notifications', () => {
  it('are applied once per event and forward only: failed → balance, then nothing moves it again', async () => {
    const { refund, who } = await waitingRefund();
    const failed = notification(refund, 'failed');
    expect((await post(failed)).json()).toEqual({ status: 'ok', result: 'applied' });
    expect(await statusOf(refund.id)).toMatchObject({ status: 'failed', failureCode: 'account_closed' });
    expect((await balanceAndHistory(t, who.token)).balance).toBe(900);
    // The same event again, a success arriving late, an older "processing": nothing changes.
    expect((await post(failed)).json()).toEqual({ status: 'ok', result: 'duplicate' });
    expect((await post(notification(refund, 'succeeded'))).json()).toEqual({ status: 'ok', result: 'unchanged' });
    expect((await post(notification(refund, 'processing'))).json()).toEqual({ status: 'ok', result: 'unchanged' });
    expect(await statusOf(refund.id)).toMatchObject({ status: 'failed' });
    expect((await balanceAndHistory(t, who.token)).balance).toBe(900);
    const recorded = await t.app.deps.db.select().from(paymentEvents).where(eq(paymentEvents.refundId, refund.id));
    expect(recorded).toHaveLength(3);
    await expectRefundsSound(t);
  });

  it('in any order: completed first, a failure after it changes nothing', async () => {
    const { refund, who } = await waitingRefund();
    expect((await post(notification(refund, 'processing'))).json()).toMatchObject({ result: 'unchanged' });
    expect((await post(notification(refund, 'succeeded'))).json()).toMatchObject({ result: 'applied' });
    expect((await post(notification(refund, 'failed'))).json()).toMatchObject({ result: 'unchanged' });
    expect(await statusOf(refund.id)).toMatchObject({ status: 'completed', failureCode: null });
    expect((await balanceAndHistory(t, who.token)).balance).toBe(0);
    await expectRefundsSound(t);
  });

  it('refuses bad signatures, junk, unknown, foreign and mismatched refunds: 4xx, nothing changes', async () => {
    const { refund } = await waitingRefund();
    const good = notification(refund, 'succeeded');
    expect((await post(good, 'garbage')).statusCode).toBe(400);
    expect((await post(good, signBody('another-secret-that-is-long-enough-000', good, new Date()))).statusCode).toBe(
      400,
    );
    expect(
      (await post(good.replace('"succeeded"', '"failed"'), signBody(t.config.paymentsWebhookSecret, good, new Date())))
        .statusCode,
    ).toBe(400);
    expect((await post(notification(refund, 'refunded'))).statusCode).toBe(400);
    expect((await post(notification(refund, 'succeeded', { merchantReference: 'x'.repeat(101) }))).statusCode).toBe(
      400,
    );
    const unknown = { id: '00000000-0000-4000-8000-000000000000', providerRefundId: refund.providerRefundId };
    expect((await post(notification(unknown, 'succeeded'))).statusCode).toBe(404);
    expect((await post(notification({ id: 'not-a-uuid', providerRefundId: null }, 'succeeded'))).statusCode).toBe(404);
    expect((await post(notification({ ...refund, providerRefundId: 'sbx_ref_another' }, 'succeeded'))).statusCode).toBe(
      422,
    );
    // A refund to the balance never went through a gateway: no gateway can report on it.
    const place = await activeParking(t);
    const who = await driver(t, 2000);
    const paid = await bookAndPay(t, who, bookingInput(who, place.spotIds[0]!, HOUR, HOUR));
    await t.gql(CANCEL, { id: paid.reservation.id }, { token: who.token });
    const [toBalance] = await refundsOf(t, paid.reservation.id);
    expect((await post(notification({ id: toBalance!.id, providerRefundId: null }, 'failed'))).statusCode).toBe(404);
    expect(await statusOf(refund.id)).toMatchObject({ status: 'processing' });
    expect(await statusOf(toBalance!.id)).toMatchObject({ status: 'completed', destination: 'balance' });
    expect((await balanceAndHistory(t, who.token)).balance).toBe(2000);
    await expectRefundsSound(t);
  });
});
