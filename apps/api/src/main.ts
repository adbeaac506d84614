import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { DatabaseLockedError } from './db/lock';
import { seedDemo } from './db/seed';
import { seedDemoMarketplace } from './db/seed-marketplace';
import { seedDemoVehicles } from './db/seed-vehicles';
import { createPasswordHasher } from './lib/password';

async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase(config);
  const app = await buildApp({ config, database });
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // A second signal, or a hang, must not leave the process (and the PGlite lock) behind forever.
    const timer = setTimeout(() => process.exit(1), 10_000);
    timer.unref();
    try {
      await app.close();
    } finally {
      await database.close();
      process.exit(0);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
  await app.listen({ port: config.port, host: config.host });
  if (config.seedDemo) {
    // After listen: /api/health answers while the demo hashes are computed on a fresh data dir.
    const added = await seedDemo({ db: database.db, hasher: createPasswordHasher(config.passwordHashing) });
    if (added > 0) app.log.info({ added }, 'demo accounts created (password Parkshare!2026)');
    const parkings = await seedDemoMarketplace({ db: database.db, config });
    if (parkings > 0) app.log.info({ parkings }, 'demo parkings created in Warsaw and Kraków');
    const cars = await seedDemoVehicles(database.db);
    if (cars > 0) app.log.info({ vehicles: cars }, 'demo vehicles created');
  }
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DatabaseLockedError) {
    console.error(error.message);
  } else {
    console.error(`Parkshare failed to start: ${error instanceof Error ? error.message : String(error)}`);
  }
  process.exit(1);
});
