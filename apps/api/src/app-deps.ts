import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config';
import type { Db } from './db/client';
import type { Metrics } from './lib/metrics';
import type { ErrorReporter } from './lib/error-reporting';
import type { PasswordHasher } from './lib/password';
import type { RateLimiter } from './lib/rate-limiter';
import type { SpotEvents } from './lib/spot-events';
import type { TokenSigner } from './lib/tokens';
import type { Mailer } from './mail/mailer';

// What every service needs, built once per app in buildApp().
export interface AppDeps {
  config: Config;
  db: Db;
  mailer: Mailer;
  limiter: RateLimiter;
  /** Spot-state changes for open maps (in-process, or Redis with REDIS_URL). */
  spotEvents: SpotEvents;
  hasher: PasswordHasher;
  signer: TokenSigner;
  log: FastifyBaseLogger;
  /** This instance's Prometheus metrics (decision 096). */
  metrics: Metrics;
  /** Unexpected failures go to the error reporter (Sentry with SENTRY_DSN, else nowhere). */
  errors: ErrorReporter;
}

// Who is asking, for session records and per-IP limits.
export interface RequestMeta {
  ip: string;
  userAgent: string | null;
  /** The origin the request came to, when PUBLIC_URL is unset and it is one the server answers on (lib/origins.ts). */
  origin?: string;
}
