import { startFakeSentry } from './fake-sentry';

// The fake as its own process, for the browser journey (apps/web/playwright.config.ts starts it): SENTRY_PORT,
// SENTRY_KEY and SENTRY_PROJECT make the DSN http://<key>@127.0.0.1:<port>/<project>.
const fake = await startFakeSentry({
  port: Number(process.env.SENTRY_PORT ?? 0),
  ...(process.env.SENTRY_KEY ? { key: process.env.SENTRY_KEY } : {}),
  ...(process.env.SENTRY_PROJECT ? { project: process.env.SENTRY_PROJECT } : {}),
});
console.log(`fake Sentry listening: ${fake.dsn}`);
const stop = () => void fake.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
