import { z } from 'zod';

// The metrics part of the configuration (issue 18 §4, decision 096), beside config.ts, which spreads these variables
// into its schema and calls metricsConfig with its ConfigError. Off by default: nothing is exposed until one is set.

export interface MetricsConfig {
  /** /api/metrics on the main port answers requests with `Authorization: Bearer <token>`; null: no such route. */
  token: string | null;
  /** The metrics alone on 127.0.0.1 of this port, without a token; null: no such listener. */
  port: number | null;
}

const port = z.coerce
  .number({ error: 'must be a port number' })
  .int('must be a port number')
  .min(1, 'must be a port number')
  .max(65535, 'must be a port number');

export const metricsEnv = {
  METRICS_TOKEN: z
    .string()
    .min(32, 'must be at least 32 characters long')
    .regex(/^[\x21-\x7e]+$/, 'must be printable ASCII without spaces')
    .optional(),
  METRICS_PORT: port.optional(),
};

type MetricsEnv = z.infer<z.ZodObject<typeof metricsEnv>> & { PORT: number };

export function metricsConfig(e: MetricsEnv, fail: (message: string) => Error): MetricsConfig {
  if (e.METRICS_PORT !== undefined && e.METRICS_PORT === e.PORT) {
    throw fail(`Invalid environment variable METRICS_PORT: must differ from PORT (got "${e.METRICS_PORT}")`);
  }
  return { token: e.METRICS_TOKEN ?? null, port: e.METRICS_PORT ?? null };
}
