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

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  ping(): Promise<void>;
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
    close: () => pool.end(),
  };
}

export function fromPglite(client: PGlite, onClose: () => void = () => undefined): Database {
  const db: Db = drizzlePglite({ client });
  return {
    db,
    kind: 'pglite',
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: async () => {
      try {
        if (!client.closed) await client.close();
      } finally {
        onClose();
      }
    },
  };
}
