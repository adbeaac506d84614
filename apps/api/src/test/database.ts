import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
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
  const dump = readFileSync(inject('pgliteDump'));
  const client = await PGlite.create({ loadDataDir: new Blob([dump]), extensions: PGLITE_EXTENSIONS });
  return fromPglite(client);
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
