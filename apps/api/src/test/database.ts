import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { type Database, fromPglite, fromPool, PGLITE_EXTENSIONS } from '../db/client';

let current: Promise<Database> | undefined;

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
    const database = fromPool(new pg.Pool({ connectionString: withDatabase(url, name), max: 4 }));
    return {
      ...database,
      close: async () => {
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

export async function closeTestDatabase(): Promise<void> {
  if (!current) return;
  const database = await current;
  current = undefined;
  await database.close();
}
