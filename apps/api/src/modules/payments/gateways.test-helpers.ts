import { SANDBOX_BLIK_CODES } from '@parkshare/shared/payments/blik';
import { eq, inArray } from 'drizzle-orm';
import { expect } from 'vitest';
import { sandboxNotifications, sandboxPayments } from '../../db/schema/sandbox-gateway';
import { createTestApp, type TestApp } from '../../test/app';
import { startFakePrzelewy24, type FakePrzelewy24 } from '../../test/fakes/przelewy24/fake-przelewy24';
import { ledgerInvariants } from '../ledger/ledger.service';
import { sandboxFor, setGatewayTransport, useAppTransport } from './gateway';
import { makeDue, type Buyer, type PaymentView } from './payments.test-helpers';
import { SIGNATURE_HEADER, signBody } from './sandbox/signature';

// One set of payment paths, two gateways: the built-in sandbox and Przelewy24 through its loopback fake
// (test/fakes/przelewy24). A Gateway is what a test does to the world outside Parkshare — the payer's bank app,
// the gateway's payment page, the network carrying notifications — in each gateway's own way; what Parkshare
// does is then asserted the same way for both (payments.paths.test.ts).

export interface Gateway {
  name: 'sandbox' | 'przelewy24';
  t: TestApp;
  /** The fake Przelewy24, for the tests of its own behaviour. */
  p24?: FakePrzelewy24;
  /** A BLIK code the bank declines, and the failure code Parkshare then shows. */
  declinedCode: string;
  /** The payer's bank app decides every BLIK payment waiting (777xxx and saved shops approve); notifications go out. */
  bankDecides(payments: PaymentView[]): Promise<void>;
  /** The person pays an online payment on the gateway's page; answers where the browser is sent back. */
  payOnline(payment: PaymentView): Promise<string>;
  /** Notifications stop reaching the webhook (the gateway gets no 2xx and keeps them) / reach it again. */
  webhookDown(): void;
  webhookUp(): void;
  /**
   * The gateway's notifications so far about these payments or refunds (by Parkshare's ids), each as a way to post
   * it to the webhook again.
   */
  notificationsOf(items: { id: string }[]): Promise<(() => Promise<{ status: number; result?: string }>)[]>;
  /** The gateway's retries that are due by now (after the webhook came back). */
  retryDue(): Promise<void>;
  /**
   * A BLIK code to pay with whose refunds end as asked: `completed`; `rejected` by the payer's bank after the
   * gateway took them; `refused` by the gateway when asked. The sandbox decides refunds by the payment's code;
   * Przelewy24 has no such codes (any 777xxx), its back office and balance decide (completeRefunds, refuseRefunds).
   */
  refundingCode(outcome: 'completed' | 'rejected' | 'refused'): string;
  /** The gateway refuses refund requests from now on (`true`), or takes them again. The sandbox: by code instead. */
  refuseRefunds(on: boolean): void;
  /** The gateway decides every refund it took and notifies; `reject`: the payer's bank sends them back. */
  completeRefunds(options?: { reject?: boolean }): Promise<void>;
}

export const P24_ACCOUNT = {
  merchantId: 112233,
  posId: 112233,
  apiKey: 'a1b2c3d4e5f6a7b8c9d0e1f2a3b4c5d6',
  crc: 'f0e1d2c3b4a59687',
};
const SENDER_IBAN = 'PL61109010140000071219812874';

async function post(t: TestApp, provider: string, body: string, headers: Record<string, string> = {}) {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/payments/notifications/${provider}`,
    headers: { 'content-type': 'application/json', ...headers },
    payload: body,
  });
  const json = response.json<{ result?: string }>();
  return { status: response.statusCode, result: json.result };
}

export async function sandboxGateway(): Promise<Gateway> {
  const t = await createTestApp();
  const form = (url: string, payload: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(payload).toString(),
    });
  return {
    name: 'sandbox',
    t,
    declinedCode: '500500',
    async bankDecides(payments) {
      for (const payment of payments) {
        if (payment.method === 'BLIK_ALIAS') {
          await form(`/api/payments/sandbox/bank-app/${payment.id}`, { decision: 'accept' });
        } else await makeDue(t.app, payment.id);
      }
    },
    async payOnline(payment) {
      const back = await form(new URL(payment.redirectUrl ?? '').pathname, { action: 'pay', bank: 'mbank' });
      await makeDue(t.app, payment.id);
      return String(back.headers.location);
    },
    webhookDown: () => setGatewayTransport(t.app.deps, () => Promise.resolve(503)),
    webhookUp: () => useAppTransport(t.app, t.app.deps),
    async notificationsOf(payments) {
      const rows = await t.app.deps.db
        .select({ body: sandboxNotifications.body })
        .from(sandboxNotifications)
        .innerJoin(sandboxPayments, eq(sandboxPayments.id, sandboxNotifications.sandboxPaymentId))
        .where(
          inArray(
            sandboxPayments.merchantReference,
            payments.map((p) => p.id),
          ),
        );
      const secret = t.config.paymentsWebhookSecret;
      return rows.map(
        ({ body }) =>
          () =>
            post(t, 'sandbox', body, { [SIGNATURE_HEADER]: signBody(secret, body, new Date()) }),
      );
    },
    retryDue: () => sandboxFor(t.app.deps).tick(new Date(Date.now() + 60 * 60 * 1000)),
    refundingCode: (outcome) =>
      ({ completed: '777123', rejected: SANDBOX_BLIK_CODES.refundFails, refused: SANDBOX_BLIK_CODES.refundRefused })[
        outcome
      ],
    refuseRefunds: () => {},
    // The sandbox decides a refund about 1.5 s after taking it, as the payment's BLIK code says.
    completeRefunds: () => sandboxFor(t.app.deps).tick(new Date(Date.now() + 2000)),
  };
}

export async function przelewy24Gateway(): Promise<Gateway> {
  const parkshare: { t?: TestApp } = {};
  let up = true;
  const p24 = await startFakePrzelewy24({
    account: P24_ACCOUNT,
    // Parkshare in a test does not listen: what the fake posts to its public URL is handed in with app.inject().
    transport: async (url, body, headers) => {
      const { t } = parkshare;
      if (!t || !up) return 503;
      const base = t.config.publicUrl;
      if (!url.startsWith(`${base}/`)) return 0;
      const response = await t.app.inject({ method: 'POST', url: url.slice(base.length), headers, payload: body });
      return response.statusCode;
    },
    aliasNotificationUrl: 'http://127.0.0.1:3000/api/payments/notifications/przelewy24',
  });
  const t = await createTestApp({
    PAYMENT_PROVIDER: 'przelewy24',
    P24_MERCHANT_ID: String(P24_ACCOUNT.merchantId),
    P24_API_KEY: P24_ACCOUNT.apiKey,
    P24_CRC: P24_ACCOUNT.crc,
    P24_URL: p24.url,
    PAYOUTS_ACCOUNT_IBAN: SENDER_IBAN,
  });
  parkshare.t = t;
  expect(`${t.config.publicUrl}/`).toBe('http://127.0.0.1:3000/');
  const app = t;
  t.app.addHook('onClose', () => p24.close());
  return {
    name: 'przelewy24',
    t,
    p24,
    declinedCode: '123456',
    bankDecides: () => p24.bankApp(),
    async payOnline(payment) {
      const page = await fetch(payment.redirectUrl ?? '', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'bank=mbank&action=pay',
        redirect: 'manual',
      });
      expect(page.status).toBe(303);
      return page.headers.get('location') ?? '';
    },
    webhookDown: () => {
      up = false;
    },
    webhookUp: () => {
      up = true;
    },
    notificationsOf(items) {
      const ids = new Set(items.map((p) => p.id));
      const ours = p24.notifications().filter((n) => {
        const body = JSON.parse(n.body) as {
          sessionId?: string;
          data?: { sessionId?: string };
          value?: string;
          requestId?: string;
        };
        // A refund's notification names the payment too: asked for by the refund's id, it is its requestId.
        if (body.requestId !== undefined) return ids.has(body.requestId);
        const session = body.sessionId ?? body.data?.sessionId ?? '';
        return ids.has(session) || [...ids].some((id) => body.value === `ps${id.replace(/-/g, '')}`);
      });
      return Promise.resolve(ours.map((n) => () => post(app, 'przelewy24', n.body)));
    },
    retryDue: () => p24.advance(60 * 60 * 1000),
    refundingCode: () => '777123',
    refuseRefunds: (on) => {
      p24.switches.insufficientFunds = on;
    },
    completeRefunds: (options) => p24.completeRefunds(options),
  };
}

/** The ledger sums to zero, no wallet is negative, and the wallet history a person sees adds up to their balance. */
export async function expectBooksTrue(t: TestApp, who: Buyer): Promise<void> {
  expect(await ledgerInvariants(t.app.deps.db)).toEqual({ total: 0, unbalancedEntries: [], negativeWallets: [] });
  const seen = await t.gql<{ me: { balance: number }; myWalletHistory: { items: { amount: number }[] } }>(
    '{ me { balance } myWalletHistory(first: 100) { items { amount } } }',
    {},
    { token: who.token },
  );
  const history = seen.data?.myWalletHistory.items.reduce((sum, row) => sum + row.amount, 0);
  expect(history).toBe(seen.data?.me.balance);
}
