import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { API_DIR } from './config';
import { openDatabase } from './db/client';
import { SHUTDOWN_DEADLINE_MS } from './lib/shutdown';
import { firstHealthy, type ServerProcess, startServerProcess } from './test/server-process';

// The server as a process (src/main.ts through tsx): what only a real process shows, its readiness and shutdown.
const START_MS = 150_000;
const running: ServerProcess[] = [];
afterEach(() => running.splice(0).forEach((server) => server.child.kill('SIGKILL')));

async function start(env: Record<string, string>): Promise<ServerProcess> {
  const server = await startServerProcess(env);
  running.push(server);
  await firstHealthy(server, START_MS);
  return server;
}

/** Sends SIGTERM and waits for the exit, at most twice the deadline (then the test kills it). */
async function terminate(server: ServerProcess) {
  const signalled = Date.now();
  server.child.kill('SIGTERM');
  const killer = setTimeout(() => server.child.kill('SIGKILL'), 2 * SHUTDOWN_DEADLINE_MS);
  const exit = await server.exited;
  clearTimeout(killer);
  return { ...exit, tookMs: exit.at - signalled };
}

async function expectDatabaseOpens(dataDir: string) {
  const database = await openDatabase({ dataDir, databaseUrl: undefined, migrationsDir: join(API_DIR, 'drizzle') });
  await database.ping();
  await database.close();
}

/** SIGTERM: the server exits by itself (code 0) within its deadline, and leaves a database that opens again. */
async function expectCleanShutdown(server: ServerProcess, dataDir: string) {
  const exit = await terminate(server);
  expect(exit.signal).toBeNull();
  expect(exit.code).toBe(0);
  expect(exit.tookMs).toBeLessThan(SHUTDOWN_DEADLINE_MS);
  await expectDatabaseOpens(dataDir);
}

async function graphql(server: ServerProcess, query: string, variables: Record<string, unknown>) {
  const response = await fetch(`${server.baseUrl}/api/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
  return (await response.json()) as { data?: Record<string, unknown>; errors?: { message: string }[] };
}

describe('readiness', () => {
  it(
    'answers /api/health only when what README promises works: a demo sign-in and a demo parking right after it',
    async () => {
      const dataDir = mkdtempSync(join(tmpdir(), 'parkshare-ready-'));
      const server = await startServerProcess({ DATA_DIR: dataDir, SEED_DEMO: 'true', LOG_LEVEL: 'warn' });
      running.push(server);
      await firstHealthy(server, START_MS, 10);

      const signIn = await graphql(
        server,
        'mutation ($input: LoginUserInput!) { loginUser(input: $input) { token } }',
        {
          input: { email: 'driver@parkshare.test', password: 'Parkshare!2026' },
        },
      );
      expect(signIn.errors).toBeUndefined();
      expect(typeof (signIn.data?.loginUser as { token?: unknown } | undefined)?.token).toBe('string');
      const parking = await graphql(
        server,
        'query ($id: String!) { parkingByIdentifier(identifier: $id) { identifier } }',
        { id: 'KRA-KAZ07' },
      );
      expect(parking.errors).toBeUndefined();
      expect(parking.data?.parkingByIdentifier).toEqual({ identifier: 'KRA-KAZ07' });
    },
    START_MS + 30_000,
  );
});

describe('shutdown whatever happens to the log destination', () => {
  it(
    'ends within its deadline and frees the database when nobody reads its standard output any more',
    async () => {
      const dataDir = mkdtempSync(join(tmpdir(), 'parkshare-shutdown-'));
      const server = await start({ DATA_DIR: dataDir, SEED_DEMO: 'false', LOG_LEVEL: 'info' });

      // The reader is still there but stops reading: the pipe fills with request log lines (8 KB each, 2 MB in
      // all; the pipe Node makes takes about 250 KB). Before, the server hung on the first line that did not fit:
      // every request after it waited for ever, and so did SIGTERM.
      server.child.stdout.pause();
      server.child.stdout.removeAllListeners('data');
      const padding = 'x'.repeat(8000);
      const answers = await Promise.all(
        Array.from({ length: 256 }, (_, index) =>
          fetch(`${server.baseUrl}/api/health?padding=${padding}${index}`, {
            signal: AbortSignal.timeout(10_000),
          }).then(
            (response) => response.status,
            () => 'no answer',
          ),
        ),
      );
      expect(answers.filter((status) => status !== 200)).toEqual([]);

      await expectCleanShutdown(server, dataDir);
    },
    START_MS + 60_000,
  );

  it(
    'ends within its deadline and frees the database when the reader of its standard output went away',
    async () => {
      const dataDir = mkdtempSync(join(tmpdir(), 'parkshare-shutdown-'));
      const server = await start({ DATA_DIR: dataDir, SEED_DEMO: 'false', LOG_LEVEL: 'info' });
      server.child.stdout.destroy();
      const answer = await fetch(`${server.baseUrl}/api/health`);
      expect(answer.status).toBe(200);

      await expectCleanShutdown(server, dataDir);
    },
    START_MS + 60_000,
  );
});
