// Scratch micro-benchmark (not committed): CPU per authenticate() and per `me` execution, no HTTP.
import { execSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/client';
import { seedDemo } from '../src/db/seed';
import { createPasswordHasher } from '../src/lib/password';
import { createTokenSigner } from '../src/lib/tokens';
import { authenticate, createSession } from '../src/modules/auth/sessions.service';
import { createContext } from '../src/schema/context';
import { createDirectExecutor } from '../src/schema/graphql-direct';
import { createGraphQLServer } from '../src/schema/yoga';
import type { AppDeps } from '../src/app-deps';
import { users } from '../src/db/schema/users';
import { eq } from 'drizzle-orm';
import pino from 'pino';

execSync(`psql postgres://postgres@127.0.0.1:5432/postgres -qc "drop database if exists parkshare_micro with (force)" -c "create database parkshare_micro"`);
const config = loadConfig({ NODE_ENV: 'production', DATA_DIR: mkdtempSync('/tmp/micro-'), JWT_SECRET: 'x'.repeat(40), DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/parkshare_micro', LOG_LEVEL: 'warn' });
const database = await openDatabase(config);
await seedDemo({ db: database.db, hasher: createPasswordHasher(config.passwordHashing) });
const deps = { config, db: database.db, signer: createTokenSigner(config.jwtSecret), log: pino({ level: 'warn' }) } as unknown as AppDeps;
const [user] = await database.db.select().from(users).where(eq(users.email, 'driver@parkshare.test'));
const { token } = await createSession({ deps, userId: user!.id, meta: { ip: '127.0.0.1', userAgent: null } });

async function measure(name: string, n: number, conc: number, op: () => Promise<unknown>) {
  const run = async (count: number) => { let left = count; await Promise.all(Array.from({ length: conc }, async () => { while (left-- > 0) await op(); })); };
  await run(n / 4);
  const c0 = process.cpuUsage(); const t0 = performance.now();
  await run(n);
  const c = process.cpuUsage(c0); const ms = performance.now() - t0;
  console.log(name.padEnd(24), 'cpu µs/op', ((c.user + c.system) / n).toFixed(1), ' wall µs/op', ((ms * 1000) / n).toFixed(1));
}
const yoga = createGraphQLServer(deps);
const exec = createDirectExecutor(yoga, deps);
const viewer = await authenticate({ deps, token });
const ME = { params: { query: 'query Me { me { id name email language timezone birthdayOn status roles balance } }', operationName: 'Me', variables: {} }, mediaType: 'application/json' as const };
const which = process.argv[2] ?? 'all';
for (let i = 0; i < 2; i++) {
  if (which === 'all' || which === 'verify') await measure('verify', 50000, 1, () => deps.signer.verify(token));
  if (which === 'all' || which === 'auth') await measure('authenticate c50', 20000, 50, () => authenticate({ deps, token }));
  if (which === 'all' || which === 'ping') await measure('select 1 c50', 20000, 50, () => database.ping());
  if (which === 'all' || which === 'exec') await measure('me exec, viewer given', 20000, 50, () => { const ctx = createContext(deps, { ip: 'x', userAgent: null }, undefined); ctx.loadViewer = async () => viewer; return exec(ME, ctx); });
  if (which === 'all' || which === 'seq') await measure('authenticate then exec', 20000, 50, async () => { const v = await authenticate({ deps, token }); const ctx = createContext(deps, { ip: 'x', userAgent: null }, undefined); ctx.loadViewer = async () => v; return exec(ME, ctx); });
  if (which === 'all' || which === 'full') await measure('me exec + authenticate', 20000, 50, () => exec(ME, createContext(deps, { ip: 'x', userAgent: null }, `Bearer ${token}`)));
}
await database.close();
