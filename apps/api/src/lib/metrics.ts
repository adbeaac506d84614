import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { PoolUse } from '../db/client';

// Prometheus metrics (issue 18 §4, decision 096). One registry per app, never prom-client's global one, so that
// several apps in one process (tests, the two-instance test) keep their own counts. Every label takes its values
// from a small set the code fixes (operation names the web app sends, job names, providers, outcomes): nothing a
// request carries reaches a label unchecked, and no user data ever does.

/** GraphQL operations outside the web app's own (graphql/known-operations.ts) all count under this name. */
export const OTHER_OPERATION = 'other';
/** An operation without a name, or a request that is not a GraphQL operation at all. */
export const ANONYMOUS_OPERATION = 'anonymous';

const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const LAG_BUCKETS = [0.01, 0.05, 0.1, 0.5, 1, 5, 15, 30, 60, 300, 900];

export type DeliveryChannel = 'mail' | 'push';
export type DeliveryOutcome = 'sent' | 'failed' | 'gone';

export interface Metrics {
  registry: Registry;
  /** Every HTTP answer, by the route's pattern (not its URL), method and status class; no time for a stream. */
  httpRequest(route: string, method: string, status: number, seconds: number | null): void;
  /** One GraphQL request: its operation (already bounded by operationLabel), kind and whether it had errors. */
  graphqlRequest(operation: string, outcome: 'ok' | 'error', seconds: number): void;
  /** A background job's run: how late it started after it was due (null for a run asked by hand), how it ended. */
  jobRun(job: string, lagSeconds: number | null, outcome: 'ok' | 'failed', seconds: number): void;
  /** A payment reached a new state (succeeded, failed, ...) by the gateway's word or the wallet's. */
  paymentOutcome(provider: string, method: string, status: string): void;
  /** A gateway notification answered: applied, a duplicate, refused (4xx) or not confirmed (5xx). */
  webhook(provider: string, outcome: string): void;
  /** A message to a person: an e-mail or a push notification. */
  delivery(channel: DeliveryChannel, outcome: DeliveryOutcome): void;
  /** The connections' use, read at every scrape. */
  watchPool(read: () => PoolUse): void;
  /** The exposition: body and content type (text/plain; version=0.0.4). */
  render(): Promise<{ body: string; contentType: string }>;
}

const statusClass = (status: number) => `${Math.floor(status / 100)}xx`;

/**
 * `processMetrics`: also Node's own (CPU, memory, event loop, GC), when something scrapes them — they watch the
 * process with observers that outlive the app, so tests, which build many apps, leave them off.
 */
export function createMetrics({ processMetrics }: { processMetrics: boolean }): Metrics {
  const registry = new Registry();
  if (processMetrics) collectDefaultMetrics({ register: registry, prefix: 'parkshare_' });
  const httpRequests = new Counter({
    name: 'parkshare_http_requests_total',
    help: 'HTTP requests answered, by route pattern, method and status class',
    labelNames: ['route', 'method', 'status'] as const,
    registers: [registry],
  });
  const httpDuration = new Histogram({
    name: 'parkshare_http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by route pattern and method',
    labelNames: ['route', 'method'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  const graphqlRequests = new Counter({
    name: 'parkshare_graphql_requests_total',
    help: "GraphQL requests, by the web app's operation name (others: other, unnamed: anonymous) and outcome",
    labelNames: ['operation', 'outcome'] as const,
    registers: [registry],
  });
  const graphqlDuration = new Histogram({
    name: 'parkshare_graphql_request_duration_seconds',
    help: 'Time to answer a GraphQL request (a subscription: to open its stream), by operation name',
    labelNames: ['operation'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  const jobLag = new Histogram({
    name: 'parkshare_job_lag_seconds',
    help: 'How late a background job run started after it was due (timer runs only)',
    labelNames: ['job'] as const,
    buckets: LAG_BUCKETS,
    registers: [registry],
  });
  const jobRuns = new Counter({
    name: 'parkshare_job_runs_total',
    help: 'Background job runs on this instance, by job and outcome (ok, failed)',
    labelNames: ['job', 'outcome'] as const,
    registers: [registry],
  });
  const jobDuration = new Histogram({
    name: 'parkshare_job_duration_seconds',
    help: 'How long a background job run took',
    labelNames: ['job'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  const jobLastSuccess = new Gauge({
    name: 'parkshare_job_last_success_timestamp_seconds',
    help: 'When a run of the job last ended without an error on this instance (Unix time)',
    labelNames: ['job'] as const,
    registers: [registry],
  });
  const payments = new Counter({
    name: 'parkshare_payment_outcomes_total',
    help: 'Payments reaching a new state, by provider, method and state',
    labelNames: ['provider', 'method', 'status'] as const,
    registers: [registry],
  });
  const webhooks = new Counter({
    name: 'parkshare_payment_webhooks_total',
    help: 'Gateway notifications answered, by provider and outcome',
    labelNames: ['provider', 'outcome'] as const,
    registers: [registry],
  });
  const deliveries = new Counter({
    name: 'parkshare_deliveries_total',
    help: 'Messages to people, by channel (mail, push) and outcome (sent, failed, gone: the browser unsubscribed)',
    labelNames: ['channel', 'outcome'] as const,
    registers: [registry],
  });
  let readPool: (() => PoolUse) | null = null;
  new Gauge({
    name: 'parkshare_db_pool_connections',
    help: 'Database connections: total open, idle, max; PGlite has one',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      if (!readPool) return;
      const use = readPool();
      this.set({ state: 'total' }, use.total);
      this.set({ state: 'idle' }, use.idle);
      this.set({ state: 'max' }, use.max);
    },
  });
  new Gauge({
    name: 'parkshare_db_pool_waiting',
    help: 'Queries waiting for a database connection',
    registers: [registry],
    collect() {
      if (readPool) this.set(readPool().waiting);
    },
  });
  return {
    registry,
    httpRequest: (route, method, status, seconds) => {
      httpRequests.inc({ route, method, status: statusClass(status) });
      if (seconds !== null) httpDuration.observe({ route, method }, seconds);
    },
    graphqlRequest: (operation, outcome, seconds) => {
      graphqlRequests.inc({ operation, outcome });
      graphqlDuration.observe({ operation }, seconds);
    },
    jobRun: (job, lagSeconds, outcome, seconds) => {
      if (lagSeconds !== null) jobLag.observe({ job }, Math.max(0, lagSeconds));
      jobRuns.inc({ job, outcome });
      jobDuration.observe({ job }, seconds);
      if (outcome === 'ok') jobLastSuccess.set({ job }, Date.now() / 1000);
    },
    paymentOutcome: (provider, method, status) => payments.inc({ provider, method, status }),
    webhook: (provider, outcome) => webhooks.inc({ provider, outcome }),
    delivery: (channel, outcome) => deliveries.inc({ channel, outcome }),
    watchPool: (read) => {
      readPool = read;
    },
    render: async () => ({ body: await registry.metrics(), contentType: registry.contentType }),
  };
}
