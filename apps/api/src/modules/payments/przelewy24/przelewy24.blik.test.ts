import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { payments } from '../../../db/schema/payments';
import { fieldErrors, type TestApp } from '../../../test/app';
import type { FakePrzelewy24 } from '../../../test/fakes/przelewy24/fake-przelewy24';
import { przelewy24Gateway, type Gateway } from '../gateways.test-helpers';
import { buyer, expectLedgerSound, getPayment, order, pay, payOk, type Buyer } from '../payments.test-helpers';
import { aliasValueOf } from './aliases';

// BLIK through Przelewy24 beyond the common paths: Przelewy24's terms accepted on Parkshare's form (regulationAccept),
// what it is sent (channel 8192, the payer's PSU, the alias Parkshare names), the alias registered on the first charge,
// an alias leading to two bank apps (409, code 51), an expired alias (BLIK error 68), the alias notification that ends
// one, and forged alias notifications.

const BLIK_ME = '{ me { blik { id label } } }';
let g: Gateway;
let t: TestApp;
let p24: FakePrzelewy24;
beforeAll(async () => {
  g = await przelewy24Gateway();
  t = g.t;
  p24 = g.p24!;
});

const aliasesOf = async (who: Buyer) =>
  (await t.gql<{ me: { blik: { id: string; label: string }[] } }>(BLIK_ME, {}, { token: who.token })).data?.me.blik ??
  [];

async function savedAlias(who: Buyer) {
  const first = await payOk(t, who, {
    orderId: (await order(t.app, who)).id,
    method: 'BLIK',
    blikCode: '777701',
    saveBlikAlias: true,
  });
  await p24.bankApp();
  const [alias] = await aliasesOf(who);
  if (!alias) throw new Error('no alias saved');
  return { first, alias, value: aliasValueOf(first.id) };
}

const post = (body: unknown) =>
  t.app.inject({
    method: 'POST',
    url: '/api/payments/notifications/przelewy24',
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  });

describe('BLIK through Przelewy24', () => {
  it('needs Przelewy24’s terms ticked on the form: refused without, nothing written or sent; with them, regulationAccept', async () => {
    const config = (await t.app.inject('/api/config')).json<{ payments: { blikTerms: string | null } }>();
    expect(config.payments.blikTerms).toBe('przelewy24');
    const who = await buyer(t);
    const { alias } = await savedAlias(who);
    const placed = await order(t.app, who, 'top_up', 2000);
    const asked = p24.requests.length;
    const withCode = { orderId: placed.id, method: 'BLIK', blikCode: '777135' };
    const withAlias = { orderId: placed.id, method: 'BLIK_ALIAS', blikAliasId: alias.id };
    for (const input of [withCode, withAlias]) {
      for (const acceptGatewayTerms of [false, null]) {
        const refused = await pay(t, who, { ...input, acceptGatewayTerms });
        expect(refused.data?.payOrder ?? null).toBeNull();
        expect(fieldErrors(refused)).toEqual({
          acceptGatewayTerms: ['To pay by BLIK, accept the terms of Przelewy24, the payment operator.'],
        });
      }
    }
    expect(await t.app.deps.db.select().from(payments).where(eq(payments.orderId, placed.id))).toEqual([]);
    expect(p24.requests.slice(asked)).toEqual([]);
    const paid = await payOk(t, who, { ...withCode, acceptGatewayTerms: true });
    expect(p24.transaction(paid.id)).toMatchObject({ regulationAccept: true, channel: 8192 });
    await p24.bankApp();
    expect(await getPayment(t, who, paid.id)).toMatchObject({ status: 'succeeded' });
    const byAlias = await payOk(t, who, {
      ...withAlias,
      orderId: (await order(t.app, who)).id,
      acceptGatewayTerms: true,
    });
    expect(p24.transaction(byAlias.id)).toMatchObject({ regulationAccept: true, charge: { kind: 'alias' } });
    // The online transfer goes to Przelewy24's page, which asks for its terms itself: nothing to tick here.
    const online = await payOk(t, who, { orderId: (await order(t.app, who)).id, method: 'ONLINE' });
    expect(p24.transaction(online.id)).toMatchObject({ regulationAccept: false });
  });

  it('registers BLIK alone with the payer’s IP and browser, and names the alias it asks the bank to save', async () => {
    const who = await buyer(t);
    const payment = await payOk(t, who, {
      orderId: (await order(t.app, who)).id,
      method: 'BLIK',
      blikCode: '777702',
      saveBlikAlias: true,
    });
    const sent = p24.transaction(payment.id)!;
    expect(sent).toMatchObject({
      channel: 8192,
      amount: 5000,
      currency: 'PLN',
      referenceRegister: true,
      urlStatus: `${t.config.publicUrl}/api/payments/notifications/przelewy24`,
      urlCardPaymentNotification: `${t.config.publicUrl}/api/payments/notifications/przelewy24`,
      urlReturn: `${t.config.publicUrl}/payment-redirect?paymentId=${payment.id}`,
      psu: { IP: '127.0.0.1', userAgent: 'lightMyRequest' },
      charge: { kind: 'code', code: '777702', aliasValue: aliasValueOf(payment.id), aliasLabel: 'Parkshare' },
    });
    expect(sent.email).toMatch(/@example\.com$/);
    await p24.bankApp();
    expect((await getPayment(t, who, payment.id)).status).toBe('succeeded');
    expect(await aliasesOf(who)).toHaveLength(1);
  });

  it('an alias leading to two bank apps (409, code 51): the payment fails as alias_ambiguous and nothing is kept', async () => {
    const who = await buyer(t);
    const { alias, value } = await savedAlias(who);
    p24.addBankApp(value);
    const topUp = await order(t.app, who);
    const payment = await payOk(t, who, { orderId: topUp.id, method: 'BLIK_ALIAS', blikAliasId: alias.id });
    expect(payment).toMatchObject({ status: 'failed', failureCode: 'alias_ambiguous' });
    expect(p24.refusals.at(-1)).toMatchObject({ status: 409 });
    // The order is paid with a code instead.
    const retry = await payOk(t, who, { orderId: topUp.id, method: 'BLIK', blikCode: '777703' });
    await p24.bankApp();
    expect((await getPayment(t, who, retry.id)).status).toBe('succeeded');
    await expectLedgerSound(t.app);
  });

  it('an expired alias fails the payment (BLIK error 68); its notification then forgets the alias', async () => {
    const who = await buyer(t);
    const { alias, value } = await savedAlias(who);
    g.webhookDown();
    await p24.endAlias(value, 'EXPIRED');
    g.webhookUp();
    const payment = await payOk(t, who, {
      orderId: (await order(t.app, who)).id,
      method: 'BLIK_ALIAS',
      blikAliasId: alias.id,
    });
    expect(payment.status).toBe('processing');
    await p24.bankApp();
    expect(await getPayment(t, who, payment.id)).toMatchObject({ status: 'failed', failureCode: 'alias_expired' });
    const ended = p24.notifications().find((n) => n.kind === 'alias' && n.body.includes('EXPIRED'))!;
    expect(await p24.deliver(ended.id)).toBe(200);
    expect(await aliasesOf(who)).toEqual([]);
    expect(await p24.deliver(ended.id)).toBe(200); // a replay is a duplicate
  });

  it('refuses alias notifications Przelewy24’s API does not confirm', async () => {
    const who = await buyer(t);
    const { first } = await savedAlias(who);
    const email = p24.transaction(first.id)!.email;
    const forged = [
      { email, value: aliasValueOf('00000000-0000-4000-8000-000000000000'), type: 'UID', status: 'REGISTERED' },
      { email: 'someone@example.com', value: aliasValueOf(first.id), type: 'UID', status: 'UNREGISTERED' },
      { email, value: 'not-ours', type: 'UID', status: 'REGISTERED' },
    ];
    for (const body of forged) expect((await post(body)).statusCode).toBe(400);
    // Claiming UNREGISTERED for a registered alias: what Przelewy24 answers wins, and the alias stays.
    const claim = await post({ email, value: aliasValueOf(first.id), type: 'UID', status: 'UNREGISTERED' });
    expect(claim.statusCode).toBe(200);
    expect(await aliasesOf(who)).toHaveLength(1);
  });
});
