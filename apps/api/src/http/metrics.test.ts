import { randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AppDeps } from '../app-deps';
import { ConfigError, loadConfig } from '../config';
import { startScheduler } from '../jobs/scheduler';
import { createMetrics } from '../lib/metrics';
import { sendPush } from '../modules/reminders/push-sender';
import { createTestApp, type TestApp } from '../test/app';
import { createUser, tokenFor } from '../test/factories';
import { freePort } from '../test/server-process';
import { activeParking, bookAndPay, bookingInput, driver } from '../modules/reservations/reservations.test-helpers';
import { startMetricsServer } from './metrics-routes';

// Issue 18 §4, decision 096: Prometheus metrics behind a token (or on a loopback port), liveness and readiness.

const TOKEN = 'metrics-token-that-is-long-enough-0123456789';
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ METRICS_TOKEN: TOKEN });
});

const scrape = async (app = t) => {
  const response = await app.app.inject({ url: '/api/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
  expect(response.statusCode).toBe(200);
  return response.body;
};

/** The value of one sample line (`name{labels} value`), or null when it is not there. */
const sample = (body: string, series: string): number | null => {
  const line = body.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? null : Number(line.slice(series.length + 1));
};

describe('/api/metrics', () => {
  it('answers 404 when METRICS_TOKEN is unset, like any unknown /api path', async () => {
    const plain = await createTestApp();
    const response = await plain.app.inject({ url: '/api/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(response.statusCode).toBe(404);
  });

  it('answers 401 with a structured error without the token or with another one, and never a metric', async () => {
    for (const authorization of [undefined, 'Bearer wrong-token', `Basic ${TOKEN}`, `Bearer ${TOKEN}x`, 'Bearer']) {
      const response = await t.app.inject({ url: '/api/metrics', headers: authorization ? { authorization } : {} });
      expect(response.statusCode).toBe(401);
      expect(response.headers['www-authenticate']).toBe('Bearer realm="metrics"');
      expect(response.json()).toEqual({
        code: 'UNAUTHENTICATED',
        message: 'The metrics need the bearer token of METRICS_TOKEN.',
      });
    }
  });

  it('answers the Prometheus text format with the token', async () => {
    const response = await t.app.inject({ url: '/api/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).toContain('# TYPE parkshare_graphql_requests_total counter');
    // Node's own metrics come along once something scrapes.
    expect(response.body).toContain('parkshare_process_resident_memory_bytes');
    expect(response.body).toContain('parkshare_nodejs_eventloop_lag_seconds');
  });

  it("labels GraphQL requests with the web app's operation names only: others are other, unnamed anonymous", async () => {
    const user = await createUser(t.app);
    const token = await tokenFor(t.app, user);
    await t.gql('query Me { me { id } }', {}, { token });
    await t.gql('query Me { me { id } }', {}, { token });
    await t.gql(`query Leak_${user.email.replace(/\W/g, '_')} { me { id } }`, {}, { token });
    await t.gql('{ me { id } }', {}, { token });
    await t.gql('query Me { nothingHere }', {}, { token });
    const body = await scrape();
    expect(sample(body, 'parkshare_graphql_requests_total{operation="Me",outcome="ok"}')).toBe(2);
    expect(sample(body, 'parkshare_graphql_requests_total{operation="Me",outcome="error"}')).toBe(1);
    expect(sample(body, 'parkshare_graphql_requests_total{operation="other",outcome="ok"}')).toBe(1);
    expect(sample(body, 'parkshare_graphql_requests_total{operation="anonymous",outcome="ok"}')).toBe(1);
    expect(sample(body, 'parkshare_graphql_request_duration_seconds_count{operation="Me"}')).toBe(3);
    // Nothing the client chose, nothing of the user, reaches a label.
    expect(body).not.toContain('Leak_');
    expect(body).not.toContain(user.email.split('@')[0]);
    expect(sample(body, 'parkshare_http_requests_total{route="/api/graphql",method="POST",status="2xx"}')).toBe(5);
  });

  it('counts HTTP answers by route pattern, and unknown paths as unmatched', async () => {
    await t.app.inject('/api/documents/invoices/not-a-uuid');
    await t.app.inject('/api/no-such-thing/4c1f0a52-secret-path');
    const body = await scrape();
    expect(
      sample(
        body,
        'parkshare_http_requests_total{route="/api/documents/invoices/:invoiceId",method="GET",status="4xx"}',
      ),
    ).toBe(1);
    expect(sample(body, 'parkshare_http_requests_total{route="unmatched",method="GET",status="4xx"}')).toBe(1);
    expect(body).not.toContain('secret-path');
  });

  it("shows the database pool's use", async () => {
    const body = await scrape();
    if (process.env.TEST_DATABASE_URL) {
      // The test database's pool (test/database.ts): up to 4 connections, at least the one that just answered.
      expect(sample(body, 'parkshare_db_pool_connections{state="max"}')).toBe(4);
      expect(sample(body, 'parkshare_db_pool_connections{state="total"}')).toBeGreaterThanOrEqual(1);
    } else {
      // PGlite: its one connection, idle between queries.
      expect(sample(body, 'parkshare_db_pool_connections{state="max"}')).toBe(1);
      expect(sample(body, 'parkshare_db_pool_connections{state="total"}')).toBe(1);
      expect(sample(body, 'parkshare_db_pool_connections{state="idle"}')).toBe(1);
    }
    expect(sample(body, 'parkshare_db_pool_waiting')).toBe(0);
  });

  it('counts job runs and their outcomes', async () => {
    await t.app.scheduler.runNow('reservations-clock');
    const body = await scrape();
    expect(sample(body, 'parkshare_job_runs_total{job="reservations-clock",outcome="ok"}')).toBe(1);
    expect(sample(body, 'parkshare_job_duration_seconds_count{job="reservations-clock"}')).toBe(1);
    expect(sample(body, 'parkshare_job_last_success_timestamp_seconds{job="reservations-clock"}')).toBeGreaterThan(
      Date.now() / 1000 - 60,
    );
    // A run asked for by hand was never late: no lag.
    expect(sample(body, 'parkshare_job_lag_seconds_count{job="reservations-clock"}')).toBeNull();
  });

  it('counts gateway notifications by provider and outcome, an unknown provider as unknown', async () => {
    const post = (provider: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/payments/notifications/${provider}`,
        headers: { 'content-type': 'application/json' },
        payload: '{"not":"signed"}',
      });
    expect((await post('sandbox')).statusCode).toBe(400);
    expect((await post('evil<script>')).statusCode).toBe(404);
    const body = await scrape();
    expect(sample(body, 'parkshare_payment_webhooks_total{provider="sandbox",outcome="refused"}')).toBe(1);
    expect(sample(body, 'parkshare_payment_webhooks_total{provider="unknown",outcome="refused"}')).toBe(1);
    expect(body).not.toContain('evil');
  });

  it('counts mail sent and failed', async () => {
    await t.app.deps.mailer.send({ to: 'someone@example.com', subject: 'Hello', text: 'Hello', html: '<p>Hello</p>' });
    const broken = await createTestApp({ METRICS_TOKEN: TOKEN, SMTP_URL: 'smtp://127.0.0.1:1' });
    await expect(
      broken.app.deps.mailer.send({ to: 'someone@example.com', subject: 'Hello', text: 'Hello', html: '<p>Hi</p>' }),
    ).rejects.toThrow();
    expect(sample(await scrape(), 'parkshare_deliveries_total{channel="mail",outcome="sent"}')).toBe(1);
    expect(sample(await scrape(broken), 'parkshare_deliveries_total{channel="mail",outcome="failed"}')).toBe(1);
  });

  it('counts push messages that failed', async () => {
    const user = await createUser(t.app);
    const outcome = await sendPush(
      t.app.deps,
      {
        id: randomUUID(),
        userId: user.id,
        // Nothing listens there: the push service cannot be reached.
        endpoint: 'https://127.0.0.1:1/push/nobody',
        p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
        auth: 'tBHItJI5svbpez7KI4CCXg',
        createdAt: new Date(),
        lastFailureAt: null,
      },
      { payload: { title: 'T', body: 'B', tag: 't', url: '/' }, topic: 'metrics-test', ttl: 60 },
      new Date(),
    );
    expect(outcome).toBe('failed');
    expect(sample(await scrape(), 'parkshare_deliveries_total{channel="push",outcome="failed"}')).toBe(1);
  });

  it('counts a payment reaching its state, by provider, method and state', async () => {
    const place = await activeParking(t, ['M-1']);
    const who = await driver(t, 10_000);
    await bookAndPay(t, who, bookingInput(who, place.spotIds[0]!));
    const body = await scrape();
    expect(body).toMatch(/^parkshare_payment_outcomes_total\{provider="\w+",method="wallet",status="succeeded"\} 1$/m);
  });
});

describe('job lag', () => {
  it('measures how late a timed run started, from the first tick it missed while the previous run went on', async () => {
    const metrics = createMetrics({ processMetrics: false });
    const deps = { metrics, log: { error: () => undefined } } as unknown as AppDeps;
    let runs = 0;
    const slow = {
      name: 'slow',
      everyMs: 40,
      run: async () => {
        runs += 1;
        // The first run outlasts two ticks: the second run starts late, its lag counted from the first missed tick.
        if (runs === 1) await new Promise((resolve) => setTimeout(resolve, 130));
      },
    };
    const scheduler = startScheduler(deps, [slow]);
    // Until the second run (whenever a loaded machine gets there), then no more.
    for (let waited = 0; runs < 2 && waited < 5000; waited += 20) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await scheduler.stop();
    const text = await metrics.registry.metrics();
    const count = sample(text, 'parkshare_job_lag_seconds_count{job="slow"}') ?? 0;
    const sum = sample(text, 'parkshare_job_lag_seconds_sum{job="slow"}') ?? 0;
    expect(runs).toBeGreaterThanOrEqual(2);
    expect(count).toBe(runs);
    // The second run was due at ~80 ms (a tick skipped) and started at ~160 ms at the earliest: at least 40 ms late.
    expect(sum).toBeGreaterThanOrEqual(0.04);
  });
});

describe('METRICS_PORT', () => {
  it('serves the metrics on 127.0.0.1 without a token', async () => {
    const port = await freePort();
    const server = await startMetricsServer(t.app.deps.metrics, port);
    try {
      const response = await fetch(`http://127.0.0.1:${port}/metrics`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/plain; version=0.0.4; charset=utf-8');
      expect(await response.text()).toContain('parkshare_graphql_requests_total');
      expect((await fetch(`http://127.0.0.1:${port}/metrics`, { method: 'POST' })).status).toBe(405);
      expect(server.address()).toMatchObject({ address: '127.0.0.1', port });
    } finally {
      server.close();
    }
  });

  it('refuses a short token, naming the variable and not the value, and a port equal to PORT', () => {
    expect(() =>
      loadConfig({ NODE_ENV: 'test', DATA_DIR: '/tmp/x', JWT_SECRET: 'x'.repeat(32), METRICS_TOKEN: 'short-secret' }),
    ).toThrow(new ConfigError('Invalid environment variable METRICS_TOKEN: must be at least 32 characters long'));
    expect(() =>
      loadConfig({
        NODE_ENV: 'test',
        DATA_DIR: '/tmp/x',
        JWT_SECRET: 'x'.repeat(32),
        PORT: '3000',
        METRICS_PORT: '3000',
      }),
    ).toThrow(new ConfigError('Invalid environment variable METRICS_PORT: must differ from PORT (got "3000")'));
    expect(() =>
      loadConfig({ NODE_ENV: 'test', DATA_DIR: '/tmp/x', JWT_SECRET: 'x'.repeat(32), METRICS_PORT: 'http' }),
    ).toThrow(new ConfigError('Invalid environment variable METRICS_PORT: must be a port number (got "http")'));
    expect(loadConfig({ NODE_ENV: 'test', DATA_DIR: '/tmp/x', JWT_SECRET: 'x'.repeat(32) }).metrics).toEqual({
      token: null,
      port: null,
    });
  });
});

describe('health', () => {
  it('liveness answers while the process runs, whatever the dependencies', async () => {
    const response = await t.app.inject('/api/health/live');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('readiness: database and migrations, 503 while starting and once stopping', async () => {
    const app = await createTestApp();
    await app.app.ready();
    const ready = await app.app.inject('/api/health/ready');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ok', checks: { instance: 'ok', database: 'ok', migrations: 'ok' } });
    app.app.lifecycle.state = 'starting';
    expect((await app.app.inject('/api/health/ready')).json()).toMatchObject({ status: 'starting' });
    app.app.lifecycle.state = 'stopping';
    const stopping = await app.app.inject('/api/health/ready');
    expect(stopping.statusCode).toBe(503);
    expect(stopping.json()).toEqual({
      status: 'stopping',
      checks: { instance: 'pending', database: 'ok', migrations: 'ok' },
    });
    // The old /api/health stays a liveness check with a database ping.
    expect((await app.app.inject('/api/health')).json()).toEqual({ status: 'ok' });
  });

  it('readiness stays starting, after the app is ready, for as long as its starter holds it (main.ts: the map warming)', async () => {
    const app = await createTestApp({}, { holdReadiness: true });
    await app.app.ready();
    const starting = await app.app.inject('/api/health/ready');
    expect(starting.statusCode).toBe(503);
    expect(starting.json()).toMatchObject({ status: 'starting', checks: { instance: 'pending', database: 'ok' } });
    app.app.lifecycle.state = 'ready';
    expect((await app.app.inject('/api/health/ready')).statusCode).toBe(200);
  });

  it('readiness asks Redis when REDIS_URL is set', async () => {
    const app = await createTestApp({ REDIS_URL });
    await app.app.ready();
    const response = await app.app.inject('/api/health/ready');
    expect(response.json()).toEqual({
      status: 'ok',
      checks: { instance: 'ok', database: 'ok', migrations: 'ok', redis: 'ok' },
    });
  });

  it("readiness waits for this build's newest migration (an instance newer than its database)", async () => {
    const app = await createTestApp();
    await app.app.ready();
    const db = app.app.deps.db;
    const newest = sql`(select max(created_at) from drizzle.__drizzle_migrations)`;
    const taken: unknown = await db.execute(
      sql`delete from drizzle.__drizzle_migrations where created_at = ${newest} returning id, hash, created_at`,
    );
    const [row] = (taken as { rows: { id: number; hash: string; created_at: string }[] }).rows;
    try {
      const response = await app.app.inject('/api/health/ready');
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({ status: 'error', checks: { migrations: 'pending' } });
    } finally {
      await db.execute(
        sql`insert into drizzle.__drizzle_migrations (id, hash, created_at) values (${row!.id}, ${row!.hash}, ${row!.created_at})`,
      );
    }
    expect((await app.app.inject('/api/health/ready')).statusCode).toBe(200);
  });
});

describe('request ids in the log', () => {
  it('every request line carries the request id', async () => {
    const lines: Record<string, unknown>[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString().split('\n').filter(Boolean)) {
          lines.push(JSON.parse(line) as Record<string, unknown>);
        }
        done();
      },
    });
    const app = await createTestApp({}, { logger: { level: 'info', stream } });
    await app.app.inject('/api/health/live');
    await app.app.inject('/api/health/live');
    const completed = lines.filter((line) => line.msg === 'request completed');
    expect(completed).toHaveLength(2);
    expect(completed.every((line) => typeof line.reqId === 'string' && line.reqId.length > 0)).toBe(true);
    expect(new Set(completed.map((line) => line.reqId)).size).toBe(2);
  });
});
