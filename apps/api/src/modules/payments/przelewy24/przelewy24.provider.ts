import { z } from 'zod';
import type { Przelewy24Config } from '../../../config';
import {
  PaymentNotConfirmed,
  type CreatedPayment,
  type CreatePaymentRequest,
  type PaymentProvider,
  type PaymentStatusReport,
} from '../provider';
import { ALIAS_LABEL, aliasValueOf, lookUpAlias } from './aliases';
import { createP24Client, dataOf, p24Data, Przelewy24Error, Przelewy24Unreachable } from './client';
import { readNotification } from './notifications';
import { refundOf, refundStatusOf } from './refunds';
import { registerSign, verifySign } from './sign';

// Przelewy24 as Parkshare's gateway (decision 081), from reference/payments/przelewy24-openapi.yml. A payment is a
// transaction registered under Parkshare's payment id as its sessionId. BLIK is charged on Parkshare's own page
// (chargeByCode, chargeByAlias: "BLIK level 0"); an online payment goes to Przelewy24's page. Przelewy24 notifies
// only paid transactions and moves the money only after transaction/verify, which confirmPayment makes.

export const PRZELEWY24 = 'przelewy24';

/** Channels (summed bits): 8192 BLIK only; 2 + 64 transfers and pay-by-link for the online payment. */
const CHANNEL_BLIK = 8192;
const CHANNEL_ONLINE = 2 + 64;
/** Minutes the person has to pay (the contract's timeLimit, at most 99); the poll gives up after it and a margin. */
export const TIME_LIMIT_MINUTES = 15;
const GIVE_UP_AFTER_MS = (TIME_LIMIT_MINUTES + 5) * 60_000;

const registered = z.object({ token: z.string().min(1).max(200) });
const charged = z.object({ orderId: z.number().int().positive().max(Number.MAX_SAFE_INTEGER) });
const bySession = z.object({
  orderId: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
  sessionId: z.string(),
  status: z.number().int(),
  amount: z.number().int(),
  currency: z.string(),
});

export type Przelewy24Provider = PaymentProvider;

export function createPrzelewy24Provider(config: Przelewy24Config): Przelewy24Provider {
  const client = createP24Client(config);

  async function register(request: CreatePaymentRequest, blik: boolean): Promise<string> {
    const base = {
      merchantId: config.merchantId,
      posId: config.posId,
      sessionId: request.paymentId,
      amount: request.amount,
      currency: request.currency,
    };
    const saveAlias = blik && request.method === 'blik' && request.saveAlias === true;
    const data = await p24Data(client, 'transaction/register', 200, 'POST', 'transaction/register', {
      ...base,
      description: request.description.slice(0, 1024),
      email: request.payer.email,
      country: 'PL',
      language: request.language === 'pl' ? 'pl' : 'en',
      urlReturn: request.returnUrl,
      urlStatus: request.notifyUrl,
      timeLimit: TIME_LIMIT_MINUTES,
      channel: blik ? CHANNEL_BLIK : CHANNEL_ONLINE,
      waitForResult: true,
      sign: registerSign(base, config.crc),
      // BLIK on our page needs the person's IP and browser (the PSU object), and reports a declined code here.
      ...(blik
        ? {
            urlCardPaymentNotification: request.notifyUrl,
            additional: {
              PSU: { IP: request.payer.ip, userAgent: (request.payer.userAgent ?? 'unknown').slice(0, 255) },
            },
          }
        : {}),
      ...(request.method === 'blik_alias' && request.aliasKey ? { methodRefId: request.aliasKey } : {}),
      ...(saveAlias ? { referenceRegister: true } : {}),
      // The payer accepted Przelewy24's terms on Parkshare's page (BLIK never shows Przelewy24's own).
      ...(blik && request.termsAccepted ? { regulationAccept: true } : {}),
    });
    return registered.parse(data).token;
  }

  async function chargeBlik(request: CreatePaymentRequest, token: string): Promise<CreatedPayment> {
    try {
      return await charge(request, token);
    } catch (error) {
      // No answer or a 5xx to the charge itself: it may have reached the payer's bank app. The payment waits
      // (processing) for the BLIK and transaction notifications, or the status poll, instead of failing a payment
      // the payer may be approving at this moment.
      if (error instanceof Przelewy24Unreachable) {
        return { providerPaymentId: null, status: 'processing', redirectUrl: null };
      }
      throw error;
    }
  }

  async function charge(request: CreatePaymentRequest, token: string): Promise<CreatedPayment> {
    if (request.method === 'blik') {
      const alias = request.saveAlias ? { aliasValue: aliasValueOf(request.paymentId), aliasLabel: ALIAS_LABEL } : {};
      const data = await p24Data(client, 'blik/chargeByCode', 201, 'POST', 'paymentMethod/blik/chargeByCode', {
        token,
        blikCode: request.blikCode,
        ...alias,
      });
      return { providerPaymentId: String(charged.parse(data).orderId), status: 'processing', redirectUrl: null };
    }
    const response = await client.call('POST', 'paymentMethod/blik/chargeByAlias', { token, type: 'alias' });
    // Code 51: the alias leads to more than one bank app. Which one is the person's to choose, and the contract
    // says not to keep the alternative keys; Parkshare asks for a BLIK code instead (it registers that app anew).
    if (response.status === 409) {
      return { providerPaymentId: null, status: 'failed', failureCode: 'alias_ambiguous', redirectUrl: null };
    }
    const data = dataOf('blik/chargeByAlias', 201, response);
    return { providerPaymentId: String(charged.parse(data).orderId), status: 'processing', redirectUrl: null };
  }

  return {
    name: PRZELEWY24,
    blikTermsOnOurPage: true,

    async createPayment(request) {
      if (request.method === 'online') {
        const token = await register(request, false);
        // The orderId comes with the notification; until then the payment is found by its sessionId.
        return { providerPaymentId: null, status: 'created', redirectUrl: `${config.url}/trnRequest/${token}` };
      }
      return chargeBlik(request, await register(request, true));
    },

    verifyNotification: (rawBody) => readNotification(rawBody, config, client),

    async confirmPayment({ paymentId, providerPaymentId, amount, currency, aliasOwnerEmail }) {
      const orderId = Number(providerPaymentId);
      if (!Number.isSafeInteger(orderId) || orderId <= 0) throw new PaymentNotConfirmed('no Przelewy24 orderId yet');
      const body = {
        merchantId: config.merchantId,
        posId: config.posId,
        sessionId: paymentId,
        amount,
        currency,
        orderId,
      };
      try {
        const data = await p24Data(client, 'transaction/verify', 200, 'PUT', 'transaction/verify', {
          ...body,
          sign: verifySign(body, config.crc),
        });
        if ((data as { status?: unknown }).status !== 'success') {
          throw new Przelewy24Error('transaction/verify', 200, { data });
        }
      } catch (error) {
        throw new PaymentNotConfirmed((error as Error).message);
      }
      if (!aliasOwnerEmail) return {};
      // The alias may not be registered yet (up to a minute): its own notification saves it then.
      const state = await lookUpAlias(client, { email: aliasOwnerEmail, value: aliasValueOf(paymentId) }).catch(
        () => null,
      );
      return state?.registered ? { alias: state.alias } : {};
    },

    async getPaymentStatus({ paymentId, createdAt }): Promise<PaymentStatusReport> {
      const response = await client.call('GET', `transaction/by/sessionId/${encodeURIComponent(paymentId)}`);
      const waiting = (): PaymentStatusReport =>
        Date.now() - createdAt.getTime() > GIVE_UP_AFTER_MS
          ? { status: 'failed', failureCode: 'expired' }
          : { status: 'created' };
      if (response.status === 404) return waiting();
      const t = bySession.parse(dataOf('transaction/by/sessionId', 200, response));
      const learnt = t.orderId > 0 ? { providerPaymentId: String(t.orderId) } : {};
      // 0 no payment ("created" moves nothing back), 1 paid and not verified yet, 2 paid and verified, 3 paid and
      // returned: each of the last three is a payment made, settled here once verify has confirmed it.
      if (t.status === 0) return { ...waiting(), ...learnt };
      return { status: 'succeeded', amount: t.amount, currency: t.currency, ...learnt };
    },

    refund: (request) => refundOf(client, request),
    getRefundStatus: (request) => refundStatusOf(client, request),

    createPayout() {
      return Promise.reject(new Error('Przelewy24 offers no payouts: they go by bank transfer file (decision 084)'));
    },
    getPayoutStatus() {
      return Promise.reject(new Error('Przelewy24 offers no payouts: they go by bank transfer file (decision 084)'));
    },
  };
}
