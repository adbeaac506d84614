import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { type Database, fromPglite, fromPool, PGLITE_EXTENSIONS } from '../db/client';

let current: Promise<Database> | undefined;
/** The PostgreSQL URL of the test file's database (TEST_DATABASE_URL runs); null on PGlite. */
let currentUrl: string | null = null;
/** Further pools on it, each an instance of its own (test/app.ts, ownPool), closed before the database is dropped. */
const extraPools: pg.Pool[] = [];

const withDatabase = (url: string, name: string) => {
  const next = new URL(url);
  next.pathname = `/${name}`;
  return next.toString();
};

/** The test file's own database: a PGlite loaded from the migrated dump, or a PostgreSQL copy of the template. */
export function testDatabase(): Promise<Database> {
  current ??= open();
  return current;
}

async function open(): Promise<Database> {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const name = `parkshare_t_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${name} template ${inject('pgTemplate')}`);
    await admin.end();
    currentUrl = withDatabase(url, name);
    const database = fromPool(new pg.Pool({ connectionString: currentUrl, max: 4 }));
    return {
      ...database,
      close: async () => {
        await Promise.all(extraPools.splice(0).map((pool) => pool.end()));
        await database.close();
        const dropper = new pg.Client({ connectionString: url });
        await dropper.connect();
        await dropper.query(`drop database if exists ${name} with (force)`);
        await dropper.end();
      },
    };
  }
  return openPglite();
}

/**
 * The worker's PGlite. A worker's test files run one after another and share its modules (vitest.config.ts), so
 * they can share one PGlite too, emptied between files instead of loaded from the migrated dump for each (the suite
 * took 263 s before and 134 s after on a 2-core machine, `npm run test:api`). Each file still gets a database of its
 * own (a Database object and a Drizzle instance, for the state kept per Db), as the dump had it: the session reset,
 * every table emptied, the rows the migrations put in (the ledger's accounts) back, and each sequence where it was.
 */
let workerPglite: { client: PGlite; base: Database; reset: string } | undefined;

async function openPglite(): Promise<Database> {
  if (workerPglite && !workerPglite.client.closed) {
    const { client } = workerPglite;
    // DISCARD ALL (settings, advisory locks, listeners, temporary tables) cannot share a transaction block; it also
    // resets what PGlite set for its session (the search path), which the reset script sets again.
    await client.exec('discard all');
    await client.exec(workerPglite.reset);
  } else {
    const dump = readFileSync(inject('pgliteDump'));
    const client = await PGlite.create({ loadDataDir: new Blob([dump]), extensions: PGLITE_EXTENSIONS });
    workerPglite = { client, base: fromPglite(client), reset: await resetScript(client) };
  }
  const { client, base } = workerPglite;
  // The next file empties it again; a file that closed the client itself gets a new one.
  return { ...base, db: drizzlePglite({ client }), close: async () => undefined };
}

const literal = (text: string) => `'${text.replaceAll("'", "''")}'`;

/**
 * SQL that puts a PGlite back in the state it has now (the migrated dump's) after DISCARD ALL: the session's settings,
 * the tables and their rows, the sequences.
 */
async function resetScript(client: PGlite): Promise<string> {
  const { rows: tables } = await client.query<{ name: string }>(
    `select format('public.%I', tablename) as name from pg_tables where schemaname = 'public' order by tablename`,
  );
  const refills: string[] = [];
  for (const { name } of tables) {
    const { rows } = await client.query<{ json: string | null }>(`select json_agg(t)::text as json from ${name} t`);
    const json = rows[0]?.json;
    if (!json) continue;
    const { rows: columns } = await client.query<{ name: string }>(
      `select format('%I', attname) as name from pg_attribute
        where attrelid = $1::regclass and attnum > 0 and not attisdropped and attgenerated = '' order by attnum`,
      [name],
    );
    const list = columns.map((column) => column.name).join(', ');
    refills.push(
      `insert into ${name} (${list}) overriding system value
         select ${list} from json_populate_recordset(null::${name}, ${literal(json)})`,
    );
  }
  const { rows: sequences } = await client.query<{ name: string; last: string | null; start: string }>(
    `select format('public.%I', sequencename) as name, last_value::text as last, start_value::text as start
       from pg_sequences where schemaname = 'public'`,
  );
  const { rows: settings } = await client.query<{ name: string; setting: string }>(
    `select name, setting from pg_settings where source = 'session'`,
  );
  return [
    ...settings.map(({ name, setting }) => `select set_config(${literal(name)}, ${literal(setting)}, false)`),
    // Replica: no triggers while the tables are emptied and refilled (foreign keys, audit triggers).
    'set session_replication_role = replica',
    `truncate ${tables.map((table) => table.name).join(', ')} restart identity cascade`,
    ...refills,
    ...sequences.map(({ name, last, start }) =>
      last === null ? `select setval(${literal(name)}, ${start}, false)` : `select setval(${literal(name)}, ${last})`,
    ),
    'set session_replication_role = default',
  ].join(';\n');
}

/**
 * Another connection pool on the test file's PostgreSQL database, as a second API instance has: nothing shared
 * with the first but the database itself. Only with TEST_DATABASE_URL (PGlite is one connection in one process).
 */
export async function anotherPool(): Promise<Database> {
  await testDatabase();
  if (!currentUrl) throw new Error('another pool needs TEST_DATABASE_URL (PostgreSQL)');
  const pool = new pg.Pool({ connectionString: currentUrl, max: 4 });
  extraPools.push(pool);
  return fromPool(pool);
}

export async function closeTestDatabase(): Promise<void> {
  if (!current) return;
  const database = await current;
  current = undefined;
  currentUrl = null;
  await database.close();
}
