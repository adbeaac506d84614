import { createHmac, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { addressToOpen } from './lib/origins';
import type { PasswordHashingConfig } from './lib/password';
import { googleConfig, googleEnv, type GoogleConfig } from './config-google';
import { ksefConfig, ksefEnv, type KsefConfig } from './config-ksef';
import { metricsConfig, metricsEnv, type MetricsConfig } from './config-metrics';
import { payoutsConfig, payoutsEnv, type PayoutsConfig } from './config-payouts';
import { przelewy24Config, przelewy24Env, type Przelewy24Config } from './config-przelewy24';
import { sentryConfig, sentryEnv, type SentryConfig, testFailingOperation } from './config-sentry';
import { tagsConfig, tagsEnv, type AnalyticsConfig, type RecordingConfig } from './config-tags';
import { vapidConfig, vapidEnv, type VapidConfig } from './config-vapid';
import { DEFAULT_PAYMENT_HOLD_MINUTES } from '@parkshare/shared/reservations/status';
import { DEFAULT_RESERVATION_MAX_DAYS } from '@parkshare/shared/reservations/periods';

// The api package directory (it holds drizzle/): one level above src/config.ts, dist/main.js, dist/cli/ when bundled.
function findApiDir(start: string): string {
  for (let dir = start, i = 0; i < 4; dir = dirname(dir), i += 1) {
    if (existsSync(join(dir, 'drizzle')) && existsSync(join(dir, 'package.json'))) return dir;
  }
  return resolve(start, '..');
}
export const API_DIR = findApiDir(dirname(fileURLToPath(import.meta.url)));

export interface Config {
  env: 'development' | 'production' | 'test';
  isProduction: boolean;
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  smtpUrl: string | undefined;
  jwtSecret: string;
  publicUrl: string;
  /** PUBLIC_URL was given: every link and payment return uses it. */
  publicUrlSet: boolean;
  seedDemo: boolean;
  mapTileUrl: string;
  mapAttribution: string;
  geocoderUrl: string;
  /** Google Analytics 4 (decision 094), loaded by the browser only after consent; null when ANALYTICS_ID is unset. */
  analytics: AnalyticsConfig | null;
  /** Session recording (Clarity or Hotjar, decision 094), only after consent; null when RECORDING_ID is unset. */
  recording: RecordingConfig | null;
  webDist: string;
  migrationsDir: string;
  logLevel: string;
  trustProxy: boolean;
  passwordHashing: PasswordHashingConfig;
  /** Background jobs (payment polls, payouts, ...) run on this instance; off in tests, which run them by hand. */
  runJobs: boolean;
  /** Largest wallet top-up, grosze. */
  maxTopUp: number;
  /** The built-in sandbox gateway (decision 044, the default) or Przelewy24 (decision 081). */
  paymentProvider: 'sandbox' | 'przelewy24';
  /** Shared secret of the sandbox's signed notifications (HMAC-SHA256); Przelewy24 signs with its CRC key. */
  paymentsWebhookSecret: string;
  /** Przelewy24's account (PAYMENT_PROVIDER=przelewy24), or null. */
  przelewy24: Przelewy24Config | null;
  /**
   * How payouts reach owners' banks: through the gateway (the sandbox offers payouts), or as a transfer file the
   * operator imports in Parkshare's bank (decision 084), sent from `accountIban`.
   */
  payouts: PayoutsConfig;
  /** How long a new reservation (or an extension) holds its spot while waiting for payment, minutes. */
  reservationHoldMinutes: number;
  /** The longest reservation, days. */
  reservationMaxDays: number;
  /** Sending invoices to KSeF (decision 082); null when KSEF_TOKEN and KSEF_NIP are unset (sending is off). */
  ksef: KsefConfig | null;
  /**
   * KSEF_FROM, YYYY-MM-DD in Warsaw: invoices issued before it are not for KSeF (the installation issued them before
   * it went to KSeF). Null: every invoice with FA(3) XML is for KSeF (decision 082, addendum).
   */
  ksefFrom: string | null;
  /** The key pair that signs Web Push reminders (issue 17 §3), from the environment or DATA_DIR. */
  vapid: VapidConfig;
  /** Prometheus metrics (decision 096): off unless METRICS_TOKEN or METRICS_PORT is set. */
  metrics: MetricsConfig;
  /** Error reporting to Sentry (issue 18 §1, decision 093); null when SENTRY_DSN is unset (nothing is loaded). */
  sentry: SentryConfig | null;
  /** NODE_ENV=test only: this GraphQL operation fails as an unexpected error would (config-sentry.ts); else null. */
  testFailingOperation: string | null;
  /** Sign-in with Google (decision 095); null when GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET are unset (off). */
  google: GoogleConfig | null;
  /**
   * Where photo files live (decision 098): folders under DATA_DIR, or the database, which several instances share.
   * IMAGE_STORE; by default the database when DATABASE_URL is set, else the disk.
   */
  imageStore: 'disk' | 'database';
}

export type { Przelewy24Config };

export class ConfigError extends Error {}

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
  .transform((value) => ['true', '1', 'yes'].includes(value));
const url = (protocols: string[]) =>
  z.string().refine(
    (value) => {
      try {
        return protocols.includes(new URL(value).protocol);
      } catch {
        return false;
      }
    },
    `must be a URL starting with ${protocols.map((p) => `${p}//`).join(' or ')}`,
  );

/** Variables whose values are never repeated in an error message (nor anywhere else). */
const SECRET_VARIABLES = new Set([
  'JWT_SECRET',
  'PAYMENTS_WEBHOOK_SECRET',
  'P24_API_KEY',
  'P24_CRC',
  'KSEF_TOKEN',
  'VAPID_PRIVATE_KEY',
  'METRICS_TOKEN',
  'GOOGLE_CLIENT_SECRET',
]);

const envSchema = z.object({
  NODE_ENV: z
    .enum(['development', 'production', 'test'], { error: 'must be development, production or test' })
    .default('development'),
  PORT: z.coerce
    .number({ error: 'must be a port number' })
    .int('must be a port number')
    .min(1, 'must be a port number')
    .max(65535, 'must be a port number')
    .default(3000),
  HOST: z.string().min(1).optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: url(['postgres:', 'postgresql:']).optional(),
  IMAGE_STORE: z.enum(['disk', 'database'], { error: 'must be disk or database' }).optional(),
  REDIS_URL: url(['redis:', 'rediss:']).optional(),
  SMTP_URL: url(['smtp:', 'smtps:']).optional(),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters long').optional(),
  PUBLIC_URL: url(['http:', 'https:']).optional(),
  SEED_DEMO: bool.optional(),
  MAP_TILE_URL: url(['http:', 'https:']).default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
  MAP_ATTRIBUTION: z
    .string()
    .default('&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors'),
  GEOCODER_URL: url(['http:', 'https:']).default('https://nominatim.openstreetmap.org'),
  ...tagsEnv,
  WEB_DIST: z.string().min(1).optional(),
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
      error: 'must be one of fatal, error, warn, info, debug, trace, silent',
    })
    .default('info'),
  TRUST_PROXY: bool.default(false),
  RUN_JOBS: bool.optional(),
  MAX_TOP_UP: z.coerce
    .number({ error: 'must be a whole number of grosze' })
    .int('must be a whole number of grosze')
    .min(100, 'must be at least 100 grosze')
    .max(100_000_000, 'must be at most 100000000 grosze')
    .default(100_000),
  PAYMENT_PROVIDER: z.enum(['sandbox', 'przelewy24'], { error: 'must be sandbox or przelewy24' }).default('sandbox'),
  ...przelewy24Env,
  RESERVATION_HOLD_MINUTES: z.coerce
    .number({ error: 'must be a whole number of minutes' })
    .int('must be a whole number of minutes')
    .min(1, 'must be at least 1 minute')
    .max(120, 'must be at most 120 minutes')
    .default(DEFAULT_PAYMENT_HOLD_MINUTES),
  RESERVATION_MAX_DAYS: z.coerce
    .number({ error: 'must be a whole number of days' })
    .int('must be a whole number of days')
    .min(1, 'must be at least 1 day')
    .max(366, 'must be at most 366 days')
    .default(DEFAULT_RESERVATION_MAX_DAYS),
  PAYMENTS_WEBHOOK_SECRET: z.string().min(32, 'must be at least 32 characters long').optional(),
  ...payoutsEnv,
  ...ksefEnv,
  ...vapidEnv,
  ...metricsEnv,
  ...sentryEnv,
  ...googleEnv,
});

/** Reads the environment into a typed config; throws ConfigError with one line naming the bad variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  // Empty strings count as unset, as in most .env tooling.
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const name = String(issue?.path[0] ?? 'environment');
    // A secret is never repeated, not even a malformed one: the line goes to logs and terminals.
    const got = SECRET_VARIABLES.has(name) ? '' : ` (got ${JSON.stringify(cleaned[name] ?? null)})`;
    throw new ConfigError(`Invalid environment variable ${name}: ${issue?.message ?? 'invalid value'}${got}`);
  }
  const e = parsed.data;
  const isProduction = e.NODE_ENV === 'production';
  const dataDir = resolve(process.cwd(), e.DATA_DIR);
  if (isProduction && !e.JWT_SECRET) {
    throw new ConfigError(
      'Missing environment variable JWT_SECRET: required when NODE_ENV=production (at least 32 characters)',
    );
  }
  const jwtSecret = e.JWT_SECRET ?? readOrCreateSecret(dataDir);
  const host = e.HOST ?? (isProduction ? '0.0.0.0' : '127.0.0.1');
  return {
    env: e.NODE_ENV,
    isProduction,
    port: e.PORT,
    host,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    smtpUrl: e.SMTP_URL,
    jwtSecret,
    // Without PUBLIC_URL: the address the server prints (issue 13: 'localhost' held no session of the user who
    // opened the printed 127.0.0.1 address); payments may also return to another origin it answers on (origins.ts).
    publicUrl: (e.PUBLIC_URL ?? addressToOpen(host, e.PORT)).replace(/\/+$/, ''),
    publicUrlSet: e.PUBLIC_URL !== undefined,
    seedDemo: e.SEED_DEMO ?? !e.DATABASE_URL,
    mapTileUrl: e.MAP_TILE_URL,
    mapAttribution: e.MAP_ATTRIBUTION,
    geocoderUrl: e.GEOCODER_URL,
    ...tagsConfig(e, (message) => new ConfigError(message)),
    webDist: e.WEB_DIST ? resolve(process.cwd(), e.WEB_DIST) : resolve(API_DIR, '../web/dist'),
    migrationsDir: join(API_DIR, 'drizzle'),
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    // OWASP's argon2id minimum: 19 MiB, 2 iterations, 1 lane.
    passwordHashing: { memoryCost: 19_456, timeCost: 2, parallelism: 1 },
    runJobs: e.RUN_JOBS ?? e.NODE_ENV !== 'test',
    maxTopUp: e.MAX_TOP_UP,
    reservationHoldMinutes: e.RESERVATION_HOLD_MINUTES,
    reservationMaxDays: e.RESERVATION_MAX_DAYS,
    paymentProvider: e.PAYMENT_PROVIDER,
    paymentsWebhookSecret: e.PAYMENTS_WEBHOOK_SECRET ?? deriveSecret(jwtSecret, 'payments-webhook'),
    przelewy24: przelewy24Config(e, (message) => new ConfigError(message)),
    payouts: payoutsConfig(e, (message) => new ConfigError(message)),
    ksef: ksefConfig(e, (message) => new ConfigError(message)),
    ksefFrom: e.KSEF_FROM ?? null,
    vapid: vapidConfig(e, dataDir, (message) => new ConfigError(message)),
    metrics: metricsConfig(e, (message) => new ConfigError(message)),
    sentry: sentryConfig(e),
    testFailingOperation: testFailingOperation(e, (message) => new ConfigError(message)),
    google: googleConfig(e, (message) => new ConfigError(message)),
    imageStore: e.IMAGE_STORE ?? (e.DATABASE_URL ? 'database' : 'disk'),
  };
}

// A separate key per use, so one leaked derived secret says nothing about the token key.
function deriveSecret(secret: string, purpose: string): string {
  return createHmac('sha256', secret).update(purpose).digest('base64url');
}

// Generated once so that tokens survive restarts on a developer machine; production must set JWT_SECRET.
function readOrCreateSecret(dataDir: string): string {
  const file = join(dataDir, 'jwt-secret');
  try {
    if (existsSync(file)) {
      const secret = readFileSync(file, 'utf8').trim();
      if (secret.length >= 32) return secret;
    }
    mkdirSync(dataDir, { recursive: true });
    const secret = randomBytes(48).toString('base64url');
    writeFileSync(file, secret, { mode: 0o600 });
    return secret;
  } catch (error) {
    throw new ConfigError(
      `Invalid environment variable DATA_DIR: cannot keep the JWT secret in ${file} (${(error as Error).message})`,
    );
  }
}
