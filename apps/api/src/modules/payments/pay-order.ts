import { formatMessage } from '@parkshare/shared/validation/messages';
import type { PayOrderData } from '@parkshare/shared/validation/payments';
import { and, eq, isNull } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import { payments, type PaymentRow } from '../../db/schema/payments';
import { isUniqueViolation } from '../../lib/db-errors';
import { fieldError } from '../../lib/errors';
import { idempotent } from '../../lib/idempotency';
import { inTurn } from '../../lib/keyed-queue';
import { getPaymentProvider, notifyUrl, returnUrl } from './gateway';
import type { GatewayMethod, Payer } from './provider';
import { publishSpotEvents } from '../map/publish-spot-events';
import { applyPaymentReport } from './settle';
import { startPayment, type Started } from './start-payment';
import { findPayment } from './payments.service';

// Paying an order (issue 4): the payment and its transaction are written in one database transaction (with the
// idempotency key and, for the wallet, the ledger entry); gateway methods then go to the provider and wait for
// its notification or the status poll. The partial unique index payments_one_live_per_order_idx is the last
// word on paying twice: a second live payment of an order is refused as "being paid".

export interface PayOrderOptions {
  deps: AppDeps;
  userId: string;
  /** The payer's language: the gateway's pages speak it. */
  language: string;
  input: PayOrderData;
  /** Where the person opened the app, when it is one of the server's own origins: the online payment returns there. */
  origin?: string;
  /** The person paying, from the request: the gateway needs them for BLIK (Przelewy24's PSU) and BLIK aliases. */
  payer: Payer;
}

/**
 * Pays one of the viewer's placed orders. Steps: lock the order, refuse what cannot be paid, claim the
 * idempotency key, write the payment + transaction (the wallet pays and settles at once), commit; then ask the
 * gateway and store its id, page and state. Answers the payment.
 */
export async function payOrder({ deps, userId, language, input, origin, payer }: PayOrderOptions): Promise<PaymentRow> {
  // Checked before anything is written: a BLIK payment on Parkshare's page needs the gateway's terms accepted.
  const gatewayBlik = input.method === 'blik' || input.method === 'blik_alias';
  if (gatewayBlik && getPaymentProvider(deps).blikTermsOnOurPage && input.acceptGatewayTerms !== true) {
    throw fieldError('acceptGatewayTerms', formatMessage('gatewayTermsRequired'));
  }
  let started: Started;
  // A wallet payment waits for the user's wallet lock; one user's burst queues here, not in the connection pool.
  const turn = <T>(task: () => Promise<T>) =>
    input.method === 'wallet' ? inTurn(deps, `wallet:${userId}`, task) : task();
  try {
    started = await turn(() =>
      deps.db.transaction((tx) =>
        idempotent<Started>({
          tx,
          userId,
          key: input.idempotencyKey,
          operation: 'payOrder',
          input: { ...input },
          replay: async (id) => ({ payment: await findPayment(tx, id, userId) }),
          run: async () => {
            const result = await startPayment(tx, deps, userId, input);
            return { ...result, id: result.payment.id };
          },
        }),
      ),
    );
  } catch (error) {
    if (isUniqueViolation(error)) throw fieldError('orderId', formatMessage('orderBeingPaid'));
    throw error;
  }
  if (started.spotEvents) publishSpotEvents(deps, started.spotEvents);
  if (!started.gateway) {
    // Paid from the balance within the transaction (a gateway's payments are counted where its reports apply).
    const { provider, method, status } = started.payment;
    deps.metrics.paymentOutcome(provider, method, status);
    return started.payment;
  }
  return askGateway(deps, started.payment, { ...started.gateway, input, language, origin, payer });
}

async function askGateway(
  deps: AppDeps,
  payment: PaymentRow,
  {
    aliasKey,
    description,
    input,
    language,
    origin,
    payer,
  }: {
    aliasKey: string | undefined;
    description: string;
    input: PayOrderData;
    language: string;
    origin: string | undefined;
    payer: Payer;
  },
): Promise<PaymentRow> {
  const provider = getPaymentProvider(deps);
  try {
    const created = await provider.createPayment({
      paymentId: payment.id,
      amount: payment.amount,
      currency: payment.currency,
      method: payment.method as GatewayMethod,
      blikCode: input.blikCode?.trim() ?? undefined,
      aliasKey,
      saveAlias: payment.saveBlikAlias,
      termsAccepted: input.acceptGatewayTerms === true,
      returnUrl: returnUrl(deps, payment.id, origin),
      notifyUrl: notifyUrl(deps, provider.name),
      description,
      language,
      payer,
    });
    await deps.db
      .update(payments)
      .set({ providerPaymentId: created.providerPaymentId, redirectUrl: created.redirectUrl })
      .where(and(eq(payments.id, payment.id), isNull(payments.providerPaymentId)));
    await applyPaymentReport(deps, {
      paymentId: payment.id,
      report: { status: created.status, failureCode: created.failureCode },
    });
  } catch (error) {
    deps.log.error({ err: error, paymentId: payment.id }, 'payment gateway refused a payment');
    await applyPaymentReport(deps, {
      paymentId: payment.id,
      report: { status: 'failed', failureCode: 'gateway_error' },
    });
  }
  return findPayment(deps.db, payment.id, payment.userId);
}
