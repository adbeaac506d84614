import type { Server } from 'node:http';
import { buildApp } from './app';
import { startMetricsServer } from './http/metrics-routes';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { DatabaseLockedError } from './db/lock';
import { seedDemo } from './seeds/seed';
import { seedDemoMarketplace } from './seeds/seed-marketplace';
import { seedDemoVehicles } from './seeds/seed-vehicles';
import { startErrorReporting } from './lib/error-reporting';
import { createLogDestination } from './lib/log-destination';
import { createPasswordHasher } from './lib/password';
import { SHUTDOWN_DATABASE_MS, SHUTDOWN_REQUESTS_MS, settlesWithin, startShutdownWatchdog } from './lib/shutdown';
import { adoptDiskImages } from './modules/images/image-stores';
import { warmMapTiles } from './modules/map/map-tiles';

async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase(config);
  const logs = createLogDestination();
  // Started before the app, with the process's own handlers: an uncaught exception is reported before it ends us.
  const errorReporter = await startErrorReporting(config.sentry, { processHandlers: true });
  const app = await buildApp({
    config,
    database,
    errorReporter,
    logger: { level: config.logLevel, stream: logs },
    holdReadiness: true,
  });
  let closing = false;
  let metricsServer: Server | null = null;
  // Within SHUTDOWN_DEADLINE_MS whatever happens: requests in flight get their share, the database is closed
  // under any that are left, the log gets what remains, and a watchdog thread ends the process if this thread
  // is stuck (issue 13: a log reader that stopped reading once kept the process, and the PGlite lock, for ever).
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    startShutdownWatchdog();
    // Readiness answers 503 from now on (load balancers stop sending), and Fastify 503 to new requests once closing.
    app.lifecycle.state = 'stopping';
    app.log.info({ signal }, 'shutting down');
    metricsServer?.close();
    const requestsDone = await settlesWithin(app.close(), SHUTDOWN_REQUESTS_MS);
    if (!requestsDone) app.log.warn('requests still running at the shutdown deadline: closing the database under them');
    const databaseClosed = await settlesWithin(database.close(), SHUTDOWN_DATABASE_MS);
    if (!databaseClosed) app.log.error('the database did not close in time');
    await errorReporter.close(1000);
    if (logs.dropped > 0) {
      app.log.warn({ dropped: logs.dropped }, 'log lines dropped: standard output was not being read');
    }
    await logs.flush(500);
    process.exit(requestsDone && databaseClosed ? 0 : 1);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
  // Readiness: the server listens, and /api/health answers, only once it serves what README promises — the
  // migrations ran (openDatabase) and the demo accounts and parkings exist. Listening first let a first sign-in
  // fail while the demo passwords were still being hashed (issue 13).
  const adopted = await adoptDiskImages({ config, db: database.db });
  if (adopted > 0) app.log.info({ photos: adopted }, 'photos kept under DATA_DIR copied into the database');
  if (config.seedDemo) {
    const added = await seedDemo({ db: database.db, hasher: createPasswordHasher(config.passwordHashing) });
    if (added > 0) app.log.info({ added }, 'demo accounts created (password Parkshare!2026)');
    const parkings = await seedDemoMarketplace({ db: database.db, config });
    if (parkings > 0) app.log.info({ parkings }, 'demo parkings created in Warsaw and Kraków');
    const cars = await seedDemoVehicles(database.db);
    if (cars > 0) app.log.info({ vehicles: cars }, 'demo vehicles created');
  }
  await app.listen({ port: config.port, host: config.host });
  if (config.metrics.port !== null) {
    metricsServer = await startMetricsServer(app.deps.metrics, config.metrics.port);
    app.log.info({ port: config.metrics.port }, `metrics on http://127.0.0.1:${config.metrics.port}/metrics`);
  }
  // The one address to open (PUBLIC_URL, or where this server answers): links and payment returns lead there.
  app.log.info({ url: config.publicUrl }, `Parkshare is ready: open ${config.publicUrl}`);
  // The map's parkings are read into memory now, in the background, so that the first map asked does not wait;
  // readiness (/api/health/ready) says 200 once they are, so a load balancer sends maps to a warm instance only.
  void warmMapTiles(app.deps).then(() => {
    if (app.lifecycle.state === 'starting') app.lifecycle.state = 'ready';
  });
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DatabaseLockedError) {
    console.error(error.message);
  } else {
    console.error(`Parkshare failed to start: ${error instanceof Error ? error.message : String(error)}`);
  }
  process.exit(1);
});
