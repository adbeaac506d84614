// Shared pieces of the benchmarks: child servers on loopback, autocannon runs, a PostgreSQL database per run.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

export const root = fileURLToPath(new URL('..', import.meta.url));
export const pgAdminUrl = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export function tempDir(prefix) {
  return mkdtempSync(join(tmpdir(), prefix));
}

export function psql(url, sql) {
  const result = spawnSync('psql', [url, '-v', 'ON_ERROR_STOP=1', '-qc', sql], { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`psql failed: ${result.stderr}`);
}

/** A fresh PostgreSQL database for one run; returns its URL and a drop function. */
export function freshDatabase(name) {
  psql(pgAdminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  psql(pgAdminUrl, `CREATE DATABASE ${name}`);
  const url = pgAdminUrl.replace(/\/[^/]*$/, `/${name}`);
  return { url, drop: () => psql(pgAdminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

async function waitFor(url, child, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/** Starts a Node script as a child process and waits until `healthPath` answers. */
export async function startServer({ script, env, port, healthPath = '/api/health' }) {
  const child = spawn(
    process.execPath,
    [...(process.env.BENCH_SERVER_NODE_ARGS ? process.env.BENCH_SERVER_NODE_ARGS.split(' ') : []), script],
    {
      cwd: root,
      env: { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'warn', HOST: '127.0.0.1', PORT: String(port), ...env },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  await waitFor(`http://127.0.0.1:${port}${healthPath}`, child);
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', resolve);
        child.kill('SIGTERM');
      }),
  };
}

/** Starts the built Parkshare server on PGlite (a fresh data dir) or on PostgreSQL (`databaseUrl`). */
export async function startParkshare({ port, databaseUrl, env = {} }) {
  const dataDir = tempDir('parkshare-bench-');
  const server = await startServer({
    script: join(root, 'apps/api/dist/main.js'),
    port,
    env: {
      DATA_DIR: dataDir,
      SEED_DEMO: 'true',
      JWT_SECRET: 'bench-secret-0123456789abcdef0123456789',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      ...env,
    },
  });
  return {
    ...server,
    stop: async () => {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export async function graphql(url, query, variables = {}, token) {
  const response = await fetch(`${url}/api/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const body = await response.json();
  if (body.errors) throw new Error(`GraphQL error: ${JSON.stringify(body.errors)}`);
  return body.data;
}

/**
 * Signs in as the demo driver. The demo seed runs just after the server starts listening, so a first attempt
 * may come too early; a few spaced attempts stay under the sign-in limit (5 failures per e-mail).
 */
export async function loginDemo(url, email = 'driver@parkshare.test') {
  for (let attempt = 1; ; attempt++) {
    try {
      const { loginUser } = await graphql(
        url,
        'mutation LoginUser($input: LoginUserInput!) { loginUser(input: $input) { token } }',
        { input: { email, password: 'Parkshare!2026' } },
      );
      return loginUser.token;
    } catch (error) {
      if (attempt >= 4) throw error;
      await new Promise((resolve) => setTimeout(resolve, 2000));
    }
  }
}

/** Runs autocannon against one request shape and returns requests/s and latency percentiles (ms). */
export async function load({
  url,
  method = 'GET',
  headers = {},
  body,
  connections = 50,
  duration = 10,
  warmup = 2,
  workers,
}) {
  const options = { url, method, headers, body, connections, ...(workers ? { workers } : {}) };
  if (warmup > 0) await autocannon({ ...options, duration: warmup });
  const result = await autocannon({ ...options, duration });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${url}: ${result.non2xx} non-2xx answers and ${result.errors} errors under load`);
  }
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    total: result.requests.total,
  };
}

/** The value below which `share` (0–1) of an ascending list lies; NaN for an empty one. */
export const percentile = (sorted, share) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] : NaN;

export function table(rows) {
  const columns = Object.keys(rows[0]);
  const widths = columns.map((column) => Math.max(column.length, ...rows.map((row) => String(row[column]).length)));
  const line = (cells) => cells.map((cell, i) => String(cell).padEnd(widths[i])).join('  ');
  return [
    line(columns),
    line(widths.map((w) => '-'.repeat(w))),
    ...rows.map((row) => line(columns.map((c) => row[c]))),
  ].join('\n');
}
