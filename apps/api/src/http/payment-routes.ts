import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppDeps } from '../app-deps';
import { paymentEvents, payments } from '../db/schema/payments';
import { AppError } from '../lib/errors';
import { isUuid } from '../lib/tokens';
import { handlePayoutReport } from '../modules/payouts/payout-reports';
import { applyAliasReport } from '../modules/payments/alias-reports';
import { providerNamed, useAppTransport } from '../modules/payments/gateway';
import {
  NotificationRejected,
  PaymentNotConfirmed,
  PaymentReportRefused,
  type PaymentProvider,
  type ProviderNotification,
} from '../modules/payments/provider';
import { registerSandboxRoutes } from '../modules/payments/sandbox/sandbox.routes';
import { applyPaymentReport } from '../modules/payments/settle';
import { refunds } from '../db/schema/refunds';
import { applyRefundReport } from '../modules/refunds/refund-reports';

// POST /api/payments/notifications/:provider — the gateway's webhook, for payments, payouts and refunds alike. It
// lives with the HTTP routes, above the modules, so that payments need not import payouts (payouts use the payments'
// gateway: one direction only). The body stays raw bytes (the signature is over them), the provider checks and
// parses it, and each (provider, event id) is applied once. Anything that is not a good notification of one of
// Parkshare's payments gets a 4xx and changes nothing; a success the gateway then does not confirm (Przelewy24's
// verify) gets a 502, changes nothing, and the gateway sends it again.

const NOTIFICATION_LIMIT = 64 * 1024;

const refuse = (reply: FastifyReply, status: number, code: string, message: string) =>
  reply.code(status).header('cache-control', 'no-store').send({ code, message });

export function registerPaymentRoutes(app: FastifyInstance, deps: AppDeps): void {
  useAppTransport(app, deps);
  // The sandbox's pages (bank choice, bank app) exist only while the sandbox is the gateway.
  if (deps.config.paymentProvider === 'sandbox') registerSandboxRoutes(app, deps);
  void app.register(async (scope) => {
    // Only this scope: every content type arrives as the exact bytes that were signed.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: NOTIFICATION_LIMIT }, (_request, body, done) =>
      done(null, body),
    );
    // Metrics (decision 096): every notification's answer, by provider (only this app's own, else unknown).
    scope.addHook('onResponse', (request, reply, done) => {
      const { provider } = request.params as { provider?: string };
      const status = reply.statusCode;
      const outcome = status < 300 ? 'accepted' : status < 500 ? 'refused' : 'failed';
      deps.metrics.webhook(provider === deps.config.paymentProvider ? provider : 'unknown', outcome);
      done();
    });
    scope.post<{ Params: { provider: string } }>('/api/payments/notifications/:provider', async (request, reply) => {
      const provider = providerNamed(deps, request.params.provider);
      if (!provider) return refuse(reply, 404, 'NOT_FOUND', 'Unknown payment provider.');
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      let notification: ProviderNotification;
      try {
        notification = await provider.verifyNotification(raw, request.headers);
      } catch (error) {
        if (error instanceof NotificationRejected) {
          return refuse(reply, 400, 'BAD_REQUEST', `Notification rejected: ${error.message}.`);
        }
        throw error;
      }
      if (notification.type === 'payout') return handlePayoutNotification(deps, provider, notification, raw, reply);
      if (notification.type === 'alias') return handleAliasNotification(deps, provider, notification, raw, reply);
      if (notification.type === 'refund') return handleRefundNotification(deps, provider, notification, raw, reply);
      return handlePaymentNotification(deps, provider, notification, raw, reply);
    });
  });
}

async function handlePaymentNotification(
  deps: AppDeps,
  provider: PaymentProvider,
  notification: Extract<ProviderNotification, { type: 'payment' }>,
  raw: Buffer,
  reply: FastifyReply,
) {
  const reference = notification.merchantReference;
  const [payment] = isUuid(reference)
    ? await deps.db
        .select({ id: payments.id, providerPaymentId: payments.providerPaymentId })
        .from(payments)
        .where(and(eq(payments.id, reference), eq(payments.provider, provider.name)))
    : [];
  if (!payment) return refuse(reply, 404, 'NOT_FOUND', 'Unknown payment.');
  if (payment.providerPaymentId && payment.providerPaymentId !== notification.providerPaymentId) {
    return refuse(reply, 422, 'BAD_REQUEST', 'The notification names another gateway payment.');
  }
  const { eventId, type, merchantReference: _reference, providerPaymentId, ...report } = notification;
  try {
    const result = await applyPaymentReport(deps, {
      paymentId: payment.id,
      report,
      event: { provider: provider.name, eventId, type, payload: JSON.parse(raw.toString('utf8')) as unknown },
      providerPaymentId,
    });
    return reply.header('cache-control', 'no-store').send({ status: 'ok', result });
  } catch (error) {
    if (error instanceof PaymentReportRefused) {
      return refuse(reply, 422, 'BAD_REQUEST', `Notification refused: ${error.message}.`);
    }
    if (error instanceof PaymentNotConfirmed) {
      deps.log.warn({ paymentId: payment.id, reason: error.message }, 'the gateway did not confirm a paid payment');
      return refuse(reply, 502, 'BAD_GATEWAY', 'The gateway did not confirm the payment; send the notification again.');
    }
    throw error;
  }
}

async function handleAliasNotification(
  deps: AppDeps,
  provider: PaymentProvider,
  notification: Extract<ProviderNotification, { type: 'alias' }>,
  raw: Buffer,
  reply: FastifyReply,
) {
  if (!isUuid(notification.merchantReference)) return refuse(reply, 404, 'NOT_FOUND', 'Unknown payment.');
  try {
    const result = await applyAliasReport(deps, {
      provider: provider.name,
      eventId: notification.eventId,
      paymentId: notification.merchantReference,
      alias: notification.alias,
      registered: notification.registered,
      payload: JSON.parse(raw.toString('utf8')) as unknown,
    });
    return reply.header('cache-control', 'no-store').send({ status: 'ok', result });
  } catch (error) {
    if (error instanceof AppError && error.code === 'NOT_FOUND') {
      return refuse(reply, 404, 'NOT_FOUND', 'Unknown payment.');
    }
    throw error;
  }
}

/**
 * Payouts belong to the payouts module (handlePayoutReport moves them forward only, so a repeated report changes
 * nothing); the event is recorded after it was applied, and a recorded one is not applied again.
 */
async function handlePayoutNotification(
  deps: AppDeps,
  provider: PaymentProvider,
  notification: Extract<ProviderNotification, { type: 'payout' }>,
  raw: Buffer,
  reply: FastifyReply,
) {
  const [seen] = await deps.db
    .select({ eventId: paymentEvents.eventId })
    .from(paymentEvents)
    .where(and(eq(paymentEvents.provider, provider.name), eq(paymentEvents.eventId, notification.eventId)));
  if (seen) return reply.header('cache-control', 'no-store').send({ status: 'ok', result: 'duplicate' });
  try {
    await handlePayoutReport(deps, {
      providerPayoutId: notification.providerPayoutId,
      status: notification.status,
      failureCode: notification.failureCode,
      merchantReference: notification.merchantReference,
    });
  } catch (error) {
    if (error instanceof AppError && error.code === 'NOT_FOUND') {
      return refuse(reply, 404, 'NOT_FOUND', 'Unknown payout.');
    }
    throw error;
  }
  await deps.db
    .insert(paymentEvents)
    .values({
      provider: provider.name,
      eventId: notification.eventId,
      type: notification.type,
      payoutId: isUuid(notification.merchantReference) ? notification.merchantReference : null,
      payload: JSON.parse(raw.toString('utf8')) as unknown,
    })
    .onConflictDoNothing();
  return reply.header('cache-control', 'no-store').send({ status: 'ok', result: 'applied' });
}

/**
 * Refunds (decision 085): the notification names Parkshare's refund id as its merchant reference; it is applied
 * once per event and forward only (refunds module), in one transaction with the event's record.
 */
async function handleRefundNotification(
  deps: AppDeps,
  provider: PaymentProvider,
  notification: Extract<ProviderNotification, { type: 'refund' }>,
  raw: Buffer,
  reply: FastifyReply,
) {
  const reference = notification.merchantReference;
  const [refund] = isUuid(reference)
    ? await deps.db
        .select({
          id: refunds.id,
          providerRefundId: refunds.providerRefundId,
          amount: refunds.amount,
          currency: refunds.currency,
          paymentId: refunds.paymentId,
          providerPaymentId: payments.providerPaymentId,
        })
        .from(refunds)
        .leftJoin(payments, eq(payments.id, refunds.paymentId))
        .where(and(eq(refunds.id, reference), eq(refunds.provider, provider.name)))
    : [];
  if (!refund) return refuse(reply, 404, 'NOT_FOUND', 'Unknown refund.');
  if (refund.providerRefundId && refund.providerRefundId !== notification.providerRefundId) {
    return refuse(reply, 422, 'BAD_REQUEST', 'The notification names another gateway refund.');
  }
  const mismatch = refundMismatch(refund, notification.refunded);
  if (mismatch) return refuse(reply, 422, 'BAD_REQUEST', `Notification refused: ${mismatch}.`);
  const result = await applyRefundReport(deps, {
    refundId: refund.id,
    report: { status: notification.status, failureCode: notification.failureCode },
    providerRefundId: notification.providerRefundId,
    event: {
      provider: provider.name,
      eventId: notification.eventId,
      payload: JSON.parse(raw.toString('utf8')) as unknown,
    },
  });
  return reply.header('cache-control', 'no-store').send({ status: 'ok', result });
}

/** Why a refund notification does not describe this refund (another payment, amount or currency), or null. */
function refundMismatch(
  refund: { amount: number; currency: string; paymentId: string | null; providerPaymentId: string | null },
  refunded: Extract<ProviderNotification, { type: 'refund' }>['refunded'],
): string | null {
  if (!refunded) return null;
  if (refunded.paymentId !== refund.paymentId || refunded.providerPaymentId !== refund.providerPaymentId) {
    return 'it names another payment than the refund’s';
  }
  if (refunded.amount !== refund.amount) return `${refunded.amount} grosze reported for a refund of ${refund.amount}`;
  if (refunded.currency !== refund.currency) {
    return `refunded in ${refunded.currency}, the refund is in ${refund.currency}`;
  }
  return null;
}
