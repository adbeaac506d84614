import { eq, sql } from 'drizzle-orm';
import { bigint, boolean, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeTestDatabase, testDatabase } from '../test/database';
import type { Db } from './client';
import { executeRows, insertSelect, rowOf } from './sql-rows';

// The helpers of raw statements on the test database (PGlite, or PostgreSQL with TEST_DATABASE_URL): what they
// insert and answer must be what Drizzle's own insert and select would.

const samples = pgTable('sql_rows_samples', {
  id: uuid('id').primaryKey().defaultRandom(),
  kind: text('kind', { enum: ['a', 'b'] }).notNull(),
  amount: bigint('amount_grosze', { mode: 'number' }).notNull(),
  rate: integer('rate'),
  at: timestamp('at', { withTimezone: true }).notNull(),
  doc: jsonb('doc').$type<{ name: string; tags: string[]; nested: { ok: boolean } }>().notNull(),
  flag: boolean('flag').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

let db: Db;
beforeAll(async () => {
  db = (await testDatabase()).db;
  await db.execute(sql`create table sql_rows_samples (
    id uuid primary key default gen_random_uuid(), kind text not null, amount_grosze bigint not null, rate integer,
    at timestamptz not null, doc jsonb not null, flag boolean not null default false, created_at timestamptz not null default now())`);
});
afterAll(closeTestDatabase);

const values = {
  kind: 'b' as const,
  amount: 9_007_199_254_740,
  rate: null,
  at: new Date('2026-03-29T01:30:00.123Z'),
  doc: { name: 'Zażółć "gęślą"', tags: ['x', 'y'], nested: { ok: true } },
};

describe('insertSelect and rowOf', () => {
  it('insert typed parameters in a data-modifying CTE and answer its row as Drizzle selects it', async () => {
    const [raw] = await executeRows(
      db,
      sql`with inserted as (${insertSelect(samples, values)} where true returning *) select to_jsonb(inserted) as row from inserted`,
    );
    const inserted = rowOf(samples, raw!.row as Record<string, unknown>);
    const [selected] = await db.select().from(samples).where(eq(samples.id, inserted.id));
    expect(inserted).toEqual(selected);
    expect(inserted).toMatchObject({ ...values, flag: false });
    expect(inserted.createdAt).toBeInstanceOf(Date);
    // The jsonb parameter is stored as an object, not as a JSON string.
    const [type] = await executeRows(
      db,
      sql`select jsonb_typeof(${samples.doc}) as type from ${samples} where ${samples.id} = ${inserted.id}`,
    );
    expect(type).toEqual({ type: 'object' });
  });

  it('map a row as the driver answers it (text timestamps, bigint) the same way', async () => {
    const [first] = await db
      .insert(samples)
      .values({ ...values, rate: 23, flag: true })
      .returning();
    const [raw] = await executeRows(db, sql`select * from ${samples} where ${samples.id} = ${first!.id}`);
    expect(rowOf(samples, raw!)).toEqual(first);
  });

  it('insert nothing when the select finds no row; refuse unknown keys and rows missing a column', async () => {
    const rows = await executeRows(db, sql`${insertSelect(samples, values)} where false returning id`);
    expect(rows).toEqual([]);
    expect(() => insertSelect(samples, { ...values, colour: 'red' } as typeof values)).toThrow(
      'sql_rows_samples has no column colour',
    );
    expect(() => rowOf(samples, { id: 'x' })).toThrow('the sql_rows_samples row has no kind');
  });
});
