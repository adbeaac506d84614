import { z } from 'zod';
import { BUILD_COMMIT } from './build-info';
import type { SentryConfig } from './lib/error-reporting';

// The error reporting part of the configuration (issue 18 §1, decision 093), beside config.ts, which spreads these
// variables into its schema and calls sentryConfig. Reporting stays off, and Sentry's SDK is never loaded, until
// SENTRY_DSN is set.

export type { SentryConfig };

const dsn = z.string().refine((value) => {
  try {
    const url = new URL(value);
    return ['https:', 'http:'].includes(url.protocol) && url.username !== '' && /\/\d+$/.test(url.pathname);
  } catch {
    return false;
  }
}, 'must be a Sentry DSN such as https://<public key>@o0.ingest.sentry.io/<project id>');

const rate = z.coerce
  .number({ error: 'must be a number from 0 to 1' })
  .min(0, 'must be a number from 0 to 1')
  .max(1, 'must be a number from 0 to 1');

export const sentryEnv = {
  SENTRY_DSN: dsn.optional(),
  // Sentry's rules: at most 64 characters, no slash, no line break, not "None".
  SENTRY_ENVIRONMENT: z
    .string()
    .regex(/^[^/\r\n]{1,64}$/, 'must be 1 to 64 characters without a slash or a line break')
    .refine((value) => value !== 'None', 'must not be None')
    .optional(),
  SENTRY_RELEASE: z
    .string()
    .regex(/^[^/\r\n\t\\]{1,200}$/, 'must be 1 to 200 characters without a slash or a line break')
    .refine((value) => !['.', '..', ' ', 'latest'].includes(value), 'must not be ., .., a space or latest')
    .optional(),
  SENTRY_SAMPLE_RATE: rate.default(1),
  SENTRY_TRACES_SAMPLE_RATE: rate.default(0),
  TEST_FAILING_OPERATION: z
    .string()
    .regex(/^[A-Za-z_]\w{0,99}$/, 'must be a GraphQL operation name')
    .optional(),
};

type SentryEnv = z.infer<z.ZodObject<typeof sentryEnv>> & { NODE_ENV: string };

/** Error reporting's settings when SENTRY_DSN is set, else null (nothing is loaded or sent). */
export function sentryConfig(e: SentryEnv): SentryConfig | null {
  if (!e.SENTRY_DSN) return null;
  return {
    dsn: e.SENTRY_DSN,
    environment: e.SENTRY_ENVIRONMENT ?? e.NODE_ENV,
    release: e.SENTRY_RELEASE ?? BUILD_COMMIT,
    sampleRate: e.SENTRY_SAMPLE_RATE,
    tracesSampleRate: e.SENTRY_TRACES_SAMPLE_RATE,
  };
}

/** NODE_ENV=test only: the GraphQL operation the error-reporting journey makes fail as an unexpected error would. */
export function testFailingOperation(e: SentryEnv, fail: (message: string) => Error): string | null {
  if (e.TEST_FAILING_OPERATION && e.NODE_ENV !== 'test') {
    throw fail('Invalid environment variable TEST_FAILING_OPERATION: only allowed with NODE_ENV=test');
  }
  return e.TEST_FAILING_OPERATION ?? null;
}
