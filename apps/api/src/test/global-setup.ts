import { rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { API_DIR } from '../config';
import { migratePostgres, PGLITE_EXTENSIONS } from '../db/client';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteDump: string;
    pgTemplate: string;
  }
}

const migrationsFolder = join(API_DIR, 'drizzle');

export const withDatabase = (url: string, name: string) => {
  const next = new URL(url);
  next.pathname = `/${name}`;
  return next.toString();
};

// Migrate once for the whole run; each test file then starts from a copy: of the PostgreSQL template, or on PGlite
// the dump, loaded once per worker and emptied again for each of its files (test/database.ts).
export async function setup(project: TestProject): Promise<() => Promise<void> | void> {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const template = `parkshare_tpl_${process.pid}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`drop database if exists ${template}`);
    await admin.query(`create database ${template}`);
    const pool = new pg.Pool({ connectionString: withDatabase(url, template), max: 1 });
    await migratePostgres(pool, migrationsFolder);
    await pool.end();
    project.provide('pgTemplate', template);
    project.provide('pgliteDump', '');
    return async () => {
      await admin.query(`drop database if exists ${template} with (force)`);
      await admin.end();
    };
  }
  const client = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
  await migrate(drizzle({ client }), { migrationsFolder });
  const dump = await client.dumpDataDir('none');
  await client.close();
  const file = join(tmpdir(), `parkshare-pglite-${process.pid}.tar`);
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteDump', file);
  project.provide('pgTemplate', '');
  return () => rmSync(file, { force: true });
}
