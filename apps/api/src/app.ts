import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { AppDeps } from './app-deps';
import type { Config } from './config';
import { type Database, openDatabase } from './db/client';
import { OneLinePerRequest } from './http/request-log';
import { registerPaymentRoutes } from './http/payment-routes';
import { registerSecurityHeaders } from './http/security';
import { registerSpa } from './http/spa';
import { registerMetricsRoute } from './http/metrics-routes';
import { type Lifecycle, registerSystemRoutes } from './http/system-routes';
import { createMetrics, type Metrics } from './lib/metrics';
import { type ErrorReporter, startErrorReporting } from './lib/error-reporting';
import { createPasswordHasher } from './lib/password';
import { type RequestContext, requestIdMixin, runInRequest } from './lib/request-context';
import { createMemoryRateLimiter, type RateLimiter } from './lib/rate-limiter';
import { createRedisRateLimiter } from './lib/redis-rate-limiter';
import { createMemorySpotEvents, createRedisSpotEvents } from './lib/spot-events';
import { createTokenSigner } from './lib/tokens';
import { registerDevMailRoutes } from './mail/dev-mail-routes';
import { createMailer, type Mailer } from './mail/mailer';
import { JOBS } from './app-jobs';
import { startScheduler, type Scheduler } from './jobs/scheduler';
import { registerAuthRoutes } from './http/auth-routes';
import { registerDocumentRoutes } from './modules/documents/documents.routes';
import { correctRefund } from './modules/invoices/refund-corrections';
import { ksefMarksOf } from './modules/ksef/ksef-submissions';
import { sendRefunds } from './modules/payments/send-refund';
import { registerStatementRoutes } from './modules/statements/statements.routes';
import { registerPayoutBatchRoutes } from './modules/payouts/payout-batches.routes';
import { useRefundCorrector } from './modules/refunds/refund-corrections';
import { useRefundSender } from './modules/refunds/refund-dispatch';
import { registerImageRoutes } from './modules/images/images.routes';
import { registerTicketPhotoRoutes } from './modules/tickets/ticket-photos.routes';
import { registerGraphQLRoute } from './graphql/graphql-route';

export interface BuildAppOptions {
  config: Config;
  /** An already open database (tests); otherwise opened from the config and closed with the app. */
  database?: Database;
  limiter?: RateLimiter;
  logger?: FastifyServerOptions['logger'];
  /** Readiness stays `starting` after the app is ready until the caller sets it (main.ts: once the map is warm). */
  holdReadiness?: boolean;
  /** Error reporting already started (main.ts, with the process's handlers); else started from config.sentry. */
  errorReporter?: ErrorReporter;
}

export const BODY_LIMIT = 1024 * 1024;

/** The whole server without listening: tests drive it with app.inject(), main.ts listens. */
export async function buildApp({
  config,
  database: given,
  limiter: givenLimiter,
  logger,
  holdReadiness = false,
  errorReporter,
}: BuildAppOptions): Promise<FastifyInstance> {
  const loggerOptions = logger ?? { level: config.logLevel };
  const app = Fastify({
    // Every line written while a request is served carries its id, whichever logger wrote it (issue 18 §4).
    logger: typeof loggerOptions === 'object' ? { ...loggerOptions, mixin: requestIdMixin } : loggerOptions,
    logController: new OneLinePerRequest(),
    // Unique across restarts and instances, so that a log line and a reported error can be matched anywhere.
    genReqId: () => randomUUID(),
    bodyLimit: BODY_LIMIT,
    trustProxy: config.trustProxy,
  });
  const errors = errorReporter ?? (await startErrorReporting(config.sentry));
  const database = given ?? (await openDatabase(config));
  const limiter =
    givenLimiter ?? (config.redisUrl ? createRedisRateLimiter(config.redisUrl) : createMemoryRateLimiter());
  // Counting always (cheap; tests read them); Node's process metrics only where something scrapes them.
  const metrics = createMetrics({ processMetrics: config.metrics.token !== null || config.metrics.port !== null });
  metrics.watchPool(() => database.poolUse());
  const mailer = countedMailer(createMailer(config), metrics);
  const spotEvents = config.redisUrl
    ? createRedisSpotEvents(config.redisUrl, (error) => app.log.warn({ err: error }, 'spot events: redis error'))
    : createMemorySpotEvents();
  const deps: AppDeps = {
    config,
    db: database.db,
    mailer,
    limiter,
    spotEvents,
    hasher: createPasswordHasher(config.passwordHashing),
    signer: createTokenSigner(config.jwtSecret),
    log: app.log,
    metrics,
    errors,
  };
  app.decorate('deps', deps);
  const lifecycle: Lifecycle = { state: 'starting' };
  app.decorate('lifecycle', lifecycle);
  app.addHook('onReady', async () => {
    if (!holdReadiness) lifecycle.state = 'ready';
  });
  app.addHook('preClose', async () => {
    lifecycle.state = 'stopping';
  });
  // Every answer, by the route's pattern (bounded: the routes registered; anything else is 'unmatched'). An event
  // stream ends when its client leaves: counted, its lifetime kept out of the latencies.
  app.addHook('onResponse', async (request, reply) => {
    const streamed = String(reply.getHeader('content-type') ?? '').startsWith('text/event-stream');
    metrics.httpRequest(
      request.routeOptions.url ?? 'unmatched',
      request.method,
      reply.statusCode,
      streamed ? null : reply.elapsedTime / 1000,
    );
  });
  // Refunds recorded by any module are handed to this app's gateway after their commit (decision 085).
  useRefundSender(deps, (ids) => sendRefunds(deps, ids));
  // ... and every refund of an invoiced purchase gets its correction invoice in its own transaction (decision 083).
  useRefundCorrector(correctRefund);
  app.addHook('onClose', async () => {
    mailer.close();
    await spotEvents.close();
    if (!givenLimiter) await limiter.close();
    if (!given) await database.close();
    if (!errorReporter) await errors.close();
  });

  // The request's context (lib/request-context.ts) for everything that runs for it. Reading the body leaves it
  // (the stream's events come from the socket), so it is entered again once the body is read.
  const contexts = new WeakMap<object, RequestContext>();
  app.addHook('onRequest', (request, _reply, done) => {
    const trace = request.headers['sentry-trace'];
    const baggage = request.headers.baggage;
    const context: RequestContext = {
      requestId: request.id,
      method: request.method,
      url: request.url,
      log: request.log,
      ...(typeof trace === 'string' ? { sentryTrace: trace } : {}),
      ...(typeof baggage === 'string' ? { baggage } : {}),
    };
    contexts.set(request, context);
    runInRequest(context, done);
  });
  app.addHook('preValidation', (request, _reply, done) => {
    const context = contexts.get(request);
    if (context) runInRequest(context, done);
    else done();
  });

  // Clean JSON for every failure Fastify itself detects (bad JSON, too large, wrong content type); never a stack.
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = typeof error.statusCode === 'number' && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'unexpected error');
      errors.capture(error);
    }
    const message =
      status === 413
        ? 'Request body is too large.'
        : status === 400 && error.code === 'FST_ERR_CTP_INVALID_JSON_BODY'
          ? 'Malformed JSON body.'
          : status < 500
            ? error.message
            : 'Unexpected error.';
    const code =
      status === 413
        ? 'PAYLOAD_TOO_LARGE'
        : status === 429
          ? 'TOO_MANY_REQUESTS'
          : status < 500
            ? 'BAD_REQUEST'
            : 'INTERNAL_SERVER_ERROR';
    if (request.url.startsWith('/api/graphql')) {
      return reply.code(status).send({ errors: [{ message, extensions: { code } }] });
    }
    return reply.code(status).send({ message, code });
  });

  await registerSecurityHeaders(app, config);
  registerSystemRoutes(app, {
    config,
    database,
    lifecycle,
    ...(config.redisUrl ? { redisPing: () => spotEvents.ping() } : {}),
  });
  registerMetricsRoute(app, metrics, config.metrics.token);
  registerGraphQLRoute(app, deps);
  registerAuthRoutes(app, deps);
  registerImageRoutes(app, deps);
  registerTicketPhotoRoutes(app, deps);
  registerPaymentRoutes(app, deps);
  // Invoices print their KSeF number and verification QR code once KSeF accepted them (decisions 082, 083).
  registerDocumentRoutes(app, deps, { ksefOf: (invoiceId) => ksefMarksOf(deps, invoiceId) });
  registerStatementRoutes(app, deps);
  registerPayoutBatchRoutes(app, deps);
  if (mailer.outboxDir) registerDevMailRoutes(app, mailer.outboxDir);
  await registerSpa(app, config.webDist);
  // Tests run jobs by hand through app.scheduler.runNow(); the timers only start where RUN_JOBS is on.
  const scheduler = startScheduler(deps, config.runJobs ? JOBS : [], JOBS);
  app.decorate('scheduler', scheduler);
  app.addHook('onClose', () => scheduler.stop());
  return app;
}

/** The mailer, counting each message sent or failed (decision 096). */
function countedMailer(mailer: Mailer, metrics: Metrics): Mailer {
  return {
    outboxDir: mailer.outboxDir,
    close: () => mailer.close(),
    send: async (message) => {
      try {
        await mailer.send(message);
      } catch (error) {
        metrics.delivery('mail', 'failed');
        throw error;
      }
      metrics.delivery('mail', 'sent');
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
    scheduler: Scheduler;
    /** Readiness (/api/health/ready): starting until ready, stopping once closing; main.ts marks a shutdown. */
    lifecycle: Lifecycle;
  }
}
