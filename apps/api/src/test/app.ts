import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { buildApp } from '../app';
import { type Config, loadConfig } from '../config';
import type { RateLimiter } from '../lib/rate-limiter';
import { parseEml, type ParsedMail } from '../mail/eml';
import { anotherPool, closeTestDatabase, testDatabase } from './database';

export interface GraphQLResponse<Data = Record<string, unknown>> {
  status: number;
  data: Data | null | undefined;
  errors:
    { message: string; extensions?: Record<string, unknown> & { validation?: Record<string, string[]> } }[] | undefined;
}

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  gql<Data = Record<string, unknown>>(
    query: string,
    variables?: Record<string, unknown>,
    options?: { token?: string; ip?: string; headers?: Record<string, string> },
  ): Promise<GraphQLResponse<Data>>;
  outbox(): (ParsedMail & { file: string })[];
}

const apps: TestApp[] = [];

/** Closes the test file's apps and its database (test/file-cleanup.ts calls it after each file). */
export async function closeTestApps(): Promise<void> {
  for (const { app, config } of apps.splice(0)) {
    await app.close();
    rmSync(config.dataDir, { recursive: true, force: true });
  }
  await closeTestDatabase();
}

/** buildApp() on the test file's database with its own temporary DATA_DIR (outbox) and cheap argon2. */
export async function createTestApp(
  env: Record<string, string> = {},
  options: {
    limiter?: RateLimiter;
    logger?: FastifyServerOptions['logger'];
    /** Its own connection pool on the file's PostgreSQL database, as another instance would have. */
    ownPool?: boolean;
    holdReadiness?: boolean;
  } = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'parkshare-test-'));
  const config: Config = {
    ...loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      JWT_SECRET: 'test-secret-that-is-long-enough-0123456789',
      LOG_LEVEL: 'silent',
      WEB_DIST: join(dataDir, 'web'),
      // Photos where production keeps them (decision 098): in the database when it is PostgreSQL, else on disk;
      // so CI's two API runs test both stores.
      IMAGE_STORE: process.env.TEST_DATABASE_URL ? 'database' : 'disk',
      ...env,
    }),
    // Test-only: production keeps OWASP's 19 MiB / 2 passes (config.ts).
    passwordHashing: { memoryCost: 1024, timeCost: 1, parallelism: 1 },
  };
  const app = await buildApp({
    config,
    database: options.ownPool ? await anotherPool() : await testDatabase(),
    limiter: options.limiter,
    ...(options.holdReadiness ? { holdReadiness: true } : {}),
    ...(options.logger ? { logger: options.logger } : {}),
  });
  const testApp: TestApp = {
    app,
    config,
    gql: async (query, variables = {}, { token, ip, headers = {} } = {}) => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/graphql',
        headers: {
          'content-type': 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...headers,
        },
        payload: JSON.stringify({ query, variables }),
        ...(ip ? { remoteAddress: ip } : {}),
      });
      const body = response.json<{ data?: never; errors?: never }>();
      return { status: response.statusCode, data: body.data, errors: body.errors };
    },
    outbox: () => {
      const dir = join(dataDir, 'mail');
      let files: string[] = [];
      try {
        files = readdirSync(dir)
          .filter((f) => f.endsWith('.eml'))
          .sort();
      } catch {
        return [];
      }
      return files.map((file) => ({ file, ...parseEml(readFileSync(join(dir, file), 'utf8')) }));
    },
  };
  apps.push(testApp);
  return testApp;
}

export const fieldErrors = (response: GraphQLResponse) => response.errors?.[0]?.extensions?.validation;
export const errorCode = (response: GraphQLResponse) => response.errors?.[0]?.extensions?.code;
