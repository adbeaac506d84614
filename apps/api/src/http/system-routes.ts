import { LEAVE_BUFFER_MINUTES } from '@parkshare/shared/reservations/status';
import { BLIK_APPROVAL_TIMEOUT_SECONDS, BLIK_CODE_VALIDITY_SECONDS } from '@parkshare/shared/payments/blik';
import { MIN_TOP_UP } from '@parkshare/shared/validation/payments';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import type { Database } from '../db/client';

const VERSION = process.env.npm_package_version ?? '0.1.0';

/** Liveness with a database ping, and the runtime configuration the SPA loads before anything else. */
export function registerSystemRoutes(
  app: FastifyInstance,
  { config, database }: { config: Config; database: Database },
): void {
  app.get('/api/health', async (_request, reply) => {
    try {
      await database.ping();
      return reply.header('cache-control', 'no-store').send({ status: 'ok' });
    } catch (error) {
      app.log.error({ err: error }, 'health check: database ping failed');
      return reply.code(503).header('cache-control', 'no-store').send({ status: 'error' });
    }
  });

  const publicConfig = {
    mapTileUrl: config.mapTileUrl,
    mapAttribution: config.mapAttribution,
    geocoderUrl: config.geocoderUrl,
    analyticsId: config.analyticsId,
    version: VERSION,
    locales: ['en', 'pl'],
    payments: {
      maxTopUp: config.maxTopUp,
      minTopUp: MIN_TOP_UP,
      blikCodeValiditySeconds: BLIK_CODE_VALIDITY_SECONDS,
      blikApprovalTimeoutSeconds: BLIK_APPROVAL_TIMEOUT_SECONDS,
      // The sandbox's bank app, where a person accepts or rejects a BLIK payment in test mode; null with a real gateway.
      sandboxBankAppUrl: config.paymentProvider === 'sandbox' ? '/api/payments/sandbox/bank-app/{paymentId}' : null,
      // Whose terms the BLIK form shows, to be ticked before paying (payOrder's acceptGatewayTerms): Przelewy24's,
      // as BLIK is charged on Parkshare's page and never shows Przelewy24's own; null with the sandbox.
      blikTerms: config.paymentProvider === 'przelewy24' ? 'przelewy24' : null,
    },
    reservations: {
      holdMinutes: config.reservationHoldMinutes,
      maxDays: config.reservationMaxDays,
      leaveBufferMinutes: LEAVE_BUFFER_MINUTES,
    },
    // The key browsers subscribe to reminders with (PushManager.subscribe's applicationServerKey).
    push: { vapidPublicKey: config.vapid.publicKey },
    // Which sign-in buttons the sign-in and sign-up screens show (decision 095).
    auth: { google: config.google !== null },
  };
  app.get('/api/config', async (_request, reply) => reply.header('cache-control', 'no-cache').send(publicConfig));
}
