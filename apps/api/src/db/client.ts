import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { acquireLock } from './lock';

export type Db = PgDatabase<PgQueryResultHKT>;

/** How busy the connections are (metrics): a node-postgres pool, or PGlite's one connection. */
export interface PoolUse {
  /** Connections open (PGlite: 1). */
  total: number;
  /** Open and not in use (PGlite: 0 while a query runs, else 1). */
  idle: number;
  /** Queries waiting for a connection (PGlite: queries queued behind the one running). */
  waiting: number;
  /** The most connections the pool opens (PGlite: 1). */
  max: number;
}

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  ping(): Promise<void>;
  poolUse(): PoolUse;
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  dataDir: string;
  databaseUrl: string | undefined;
  migrationsDir: string;
}

// Any constant works: it only has to be the same in every instance that migrates this database.
const MIGRATION_LOCK_KEY = 7_270_2026;

/** The PostgreSQL extensions the migrations create (0007: btree_gist for the no-double-booking constraint). */
export const PGLITE_EXTENSIONS = { btree_gist };

/** Opens PostgreSQL when a URL is given, else PGlite in DATA_DIR/db under an exclusive lock; runs migrations. */
export async function openDatabase({ dataDir, databaseUrl, migrationsDir }: OpenDatabaseOptions): Promise<Database> {
  if (databaseUrl) {
    const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
    try {
      await migratePostgres(pool, migrationsDir);
    } catch (error) {
      await pool.end();
      throw error;
    }
    return fromPool(pool);
  }
  mkdirSync(dataDir, { recursive: true });
  const release = acquireLock(join(dataDir, 'db.lock'), `The embedded database in ${join(dataDir, 'db')}`);
  try {
    const client = await PGlite.create(join(dataDir, 'db'), { extensions: PGLITE_EXTENSIONS });
    const database = fromPglite(client, release);
    await migratePglite(drizzlePglite({ client }), { migrationsFolder: migrationsDir });
    return database;
  } catch (error) {
    release();
    throw error;
  }
}

export async function migratePostgres(pool: pg.Pool, migrationsDir: string): Promise<void> {
  // N instances may start together: an advisory lock lets one migrate while the others wait.
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migratePg(drizzlePg({ client }), { migrationsFolder: migrationsDir });
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
    client.release();
  }
}

export function fromPool(pool: pg.Pool): Database {
  // An idle connection can be cut by the server (restart, failover, an administrator): pg reports it on the
  // pool, and without a listener that report would crash the process. The next query simply reconnects.
  pool.on('error', (error) => {
    console.warn(`PostgreSQL closed an idle connection: ${error.message}`);
  });
  const db: Db = drizzlePg({ client: pool });
  return {
    db,
    kind: 'postgres',
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    poolUse: () => ({
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
      max: pool.options.max ?? 10,
    }),
    close: () => pool.end(),
  };
}

export function fromPglite(client: PGlite, onClose: () => void = () => undefined): Database {
  // PGlite runs one query (or transaction) at a time on its one connection; the others queue. Counted around each.
  let running = 0;
  for (const name of ['query', 'exec', 'transaction'] as const) {
    const original = client[name].bind(client) as (...args: unknown[]) => Promise<unknown>;
    Object.defineProperty(client, name, {
      configurable: true,
      value: async (...args: unknown[]) => {
        running += 1;
        try {
          return await original(...args);
        } finally {
          running -= 1;
        }
      },
    });
  }
  const db: Db = drizzlePglite({ client });
  return {
    db,
    kind: 'pglite',
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    poolUse: () => ({ total: 1, idle: running === 0 ? 1 : 0, waiting: Math.max(0, running - 1), max: 1 }),
    close: async () => {
      try {
        if (!client.closed) await client.close();
      } finally {
        onClose();
      }
    },
  };
}
