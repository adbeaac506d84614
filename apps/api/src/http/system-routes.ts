import { LEAVE_BUFFER_MINUTES } from '@parkshare/shared/reservations/status';
import { BLIK_APPROVAL_TIMEOUT_SECONDS, BLIK_CODE_VALIDITY_SECONDS } from '@parkshare/shared/payments/blik';
import { MIN_TOP_UP } from '@parkshare/shared/validation/payments';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import type { Database } from '../db/client';

const VERSION = process.env.npm_package_version ?? '0.1.0';

/** Where the instance is in its life: readiness answers 503 unless it is `ready`. */
export interface Lifecycle {
  state: 'starting' | 'ready' | 'stopping';
}

export interface SystemRouteDeps {
  config: Config;
  database: Database;
  lifecycle: Lifecycle;
  /** Answers when Redis does (REDIS_URL), rejects otherwise; absent without Redis. */
  redisPing?: () => Promise<void>;
}

/** The newest migration this build carries (drizzle's journal): its `when`, which the migrator records as created_at. */
function newestMigration(migrationsDir: string): number {
  const journal = JSON.parse(readFileSync(join(migrationsDir, 'meta/_journal.json'), 'utf8')) as {
    entries: { when: number }[];
  };
  return Math.max(0, ...journal.entries.map((entry) => entry.when));
}

async function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      promise,
      new Promise<never>((_resolve, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Health (decision 096): liveness (the process answers, nothing else asked), readiness (database, Redis when
 * configured, this build's migrations applied, not starting or stopping), `/api/health` as before (database ping);
 * and the runtime configuration the SPA loads before anything else.
 */
export function registerSystemRoutes(
  app: FastifyInstance,
  { config, database, lifecycle, redisPing }: SystemRouteDeps,
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

  app.get('/api/health/live', async (_request, reply) =>
    reply.header('cache-control', 'no-store').send({ status: 'ok' }),
  );

  const newest = newestMigration(config.migrationsDir);
  // Once this build's newest migration is in the database it stays there: asked until then, remembered after.
  let migrated = false;
  const migrationsApplied = async () => {
    if (migrated) return true;
    const result: unknown = await database.db.execute(
      sql`select coalesce(max(created_at), 0)::text as newest from drizzle.__drizzle_migrations`,
    );
    const applied = Number((result as { rows: { newest: string }[] }).rows[0]?.newest ?? 0);
    migrated = applied >= newest;
    return migrated;
  };
  app.get('/api/health/ready', async (_request, reply) => {
    const checks: Record<string, 'ok' | 'error' | 'pending'> = {
      instance: lifecycle.state === 'ready' ? 'ok' : 'pending',
    };
    const failures: string[] = [];
    const run = async (name: string, check: () => Promise<boolean>) => {
      try {
        checks[name] = (await within(check(), 2000)) ? 'ok' : 'pending';
      } catch (error) {
        checks[name] = 'error';
        failures.push(`${name}: ${error instanceof Error ? error.message : String(error)}`);
      }
    };
    await Promise.all([
      run('database', async () => {
        await database.ping();
        return true;
      }),
      run('migrations', migrationsApplied),
      ...(redisPing
        ? [
            run('redis', async () => {
              await redisPing();
              return true;
            }),
          ]
        : []),
    ]);
    const ready = Object.values(checks).every((value) => value === 'ok');
    if (failures.length > 0) app.log.warn({ failures }, 'readiness check failed');
    return reply
      .code(ready ? 200 : 503)
      .header('cache-control', 'no-store')
      .send({ status: ready ? 'ok' : lifecycle.state === 'ready' ? 'error' : lifecycle.state, checks });
  });

  const publicConfig = {
    mapTileUrl: config.mapTileUrl,
    mapAttribution: config.mapAttribution,
    geocoderUrl: config.geocoderUrl,
    // Decision 094: the browser loads these tags only after the visitor consents; both null leaves no banner.
    analyticsId: config.analytics?.id ?? null,
    analyticsScriptUrl: config.analytics?.scriptUrl ?? null,
    recording: config.recording
      ? { provider: config.recording.provider, id: config.recording.id, scriptUrl: config.recording.scriptUrl }
      : null,
    version: VERSION,
    locales: ['en', 'pl'],
    payments: {
      maxTopUp: config.maxTopUp,
      minTopUp: MIN_TOP_UP,
      blikCodeValiditySeconds: BLIK_CODE_VALIDITY_SECONDS,
      blikApprovalTimeoutSeconds: BLIK_APPROVAL_TIMEOUT_SECONDS,
      // The sandbox's bank app, where a person accepts or rejects a BLIK payment in test mode; null with a real
      // gateway.
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
    // Error reporting in the browser (decision 093): null when SENTRY_DSN is unset, and the web app loads nothing.
    sentry: config.sentry
      ? {
          dsn: config.sentry.dsn,
          environment: config.sentry.environment,
          release: config.sentry.release,
          sampleRate: config.sentry.sampleRate,
          tracesSampleRate: config.sentry.tracesSampleRate,
        }
      : null,
    // Which sign-in buttons the sign-in and sign-up screens show (decision 095).
    auth: { google: config.google !== null },
  };
  app.get('/api/config', async (_request, reply) => reply.header('cache-control', 'no-cache').send(publicConfig));
}
