import { formatMessage } from '@parkshare/shared/validation/messages';
import { asc, desc, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { validationError } from './errors';
import { parseInput } from './parse-input';

// Cursor paging of every list a person sees (decision 064): newest first by (time, id), a page of `first` rows
// and the cursor of the last one; a queue (the admin's verification queues, a parking's coming reservations) is
// served oldest first by the same keyset, the other way round. A cursor keeps the row's time as PostgreSQL wrote
// it (microseconds, with its offset), so the keyset comparison is exact and a row is never given twice nor skipped.

/** One page of a list and where the next one starts (null: this was the last page). */
export interface Page<T> {
  items: T[];
  nextCursor: string | null;
}

/** Where a page starts: after the row with this time (PostgreSQL text) and id. */
export interface Cursor {
  at: string;
  id: string;
}

export const PAGE_SIZE = 50;
export const MAX_PAGE_SIZE = 100;

export interface PageRequest {
  first: number;
  after: Cursor | null;
}

export function encodeCursor(cursor: Cursor): string {
  return Buffer.from(JSON.stringify([cursor.at, cursor.id])).toString('base64url');
}

const cursorShape = z.tuple([z.string().min(1).max(64), z.guid()]);

// A timestamptz as PostgreSQL prints it (cursorTime, DateStyle ISO): "2026-03-07 12:34:56.123456+01", the
// fraction and the offset's minutes and seconds when there are any. Only this goes back to PostgreSQL as a
// ::timestamptz: what Date.parse also takes ("0", "March 7") PostgreSQL refuses with an error, a 500.
const POSTGRES_TIME =
  /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})(?:\.\d{1,6})?[+-](\d{2})(?::(\d{2})(?::(\d{2}))?)?$/;

/** Whether the text is a real instant in PostgreSQL's timestamptz text (no 30 February, no hour 24). */
export function isPostgresTime(text: string): boolean {
  const parts = POSTGRES_TIME.exec(text)
    ?.slice(1)
    .map((part) => Number(part ?? 0));
  if (!parts) return false;
  const [year = 0, month = 0, day = 0, hour = 0, minute = 0, second = 0, offsetHours = 0, ...offsetRest] = parts;
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  return (
    year >= 1 &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day &&
    hour <= 23 &&
    minute <= 59 &&
    second <= 59 &&
    offsetHours <= 15 &&
    offsetRest.every((value) => value <= 59)
  );
}

/** The cursor a client sent back; anything else is a validation error on `after`. */
export function decodeCursor(text: string): Cursor {
  try {
    const parsed = cursorShape.safeParse(JSON.parse(Buffer.from(text, 'base64url').toString('utf8')));
    if (parsed.success && isPostgresTime(parsed.data[0])) return { at: parsed.data[0], id: parsed.data[1] };
  } catch {
    // not JSON: falls through to the validation error
  }
  throw validationError({ after: [formatMessage('invalidValue')] });
}

const pageArgsSchema = z.object({
  first: z
    .number()
    .int()
    .min(1, formatMessage('invalidValue'))
    .max(MAX_PAGE_SIZE, formatMessage('invalidValue'))
    .nullish()
    .transform((value) => value ?? PAGE_SIZE),
  after: z.string().max(200, formatMessage('invalidValue')).nullish(),
});

/** Reads `first` / `after` of a paged field (1 … 100 rows, 50 by default). */
export function parsePageArgs(args: { first?: number | null; after?: string | null }): PageRequest {
  const { first, after } = parseInput(pageArgsSchema, { first: args.first, after: args.after });
  return { first, after: after ? decodeCursor(after) : null };
}

/** The row time as text, for the cursor: select it beside the row. */
export const cursorTime = (column: AnyColumn): SQL<string> => sql<string>`${column}::text`;

/** Which way a list runs along its (time, id) keyset. */
export type KeysetOrder = 'newest' | 'oldest';

/** Rows after the cursor: newest first by (time, id), or oldest first for a queue. */
export function afterCursor(
  at: AnyColumn,
  id: AnyColumn,
  after: Cursor | null,
  order: KeysetOrder = 'newest',
): SQL | undefined {
  if (!after) return undefined;
  return order === 'newest'
    ? sql`(${at}, ${id}) < (${after.at}::timestamptz, ${after.id}::uuid)`
    : sql`(${at}, ${id}) > (${after.at}::timestamptz, ${after.id}::uuid)`;
}

/** The ORDER BY that goes with afterCursor. */
export function keysetOrder(at: AnyColumn, id: AnyColumn, order: KeysetOrder = 'newest'): SQL[] {
  return order === 'newest' ? [desc(at), desc(id)] : [asc(at), asc(id)];
}

/** Cuts `first + 1` fetched rows (newest first) into a page; the extra row only says that more follow. */
export function toPage<T>(rows: T[], first: number, cursorOf: (row: T) => Cursor): Page<T> {
  const items = rows.slice(0, first);
  const last = items.at(-1);
  return { items, nextCursor: rows.length > first && last ? encodeCursor(cursorOf(last)) : null };
}

/** Maps the rows of a page, keeping its cursor. */
export function mapPage<T, U>(page: Page<T>, map: (row: T) => U): Page<U> {
  return { items: page.items.map(map), nextCursor: page.nextCursor };
}

/** A page of rows selected as `{ row, cursorAt }` (the table and `cursorTime` of its time column), in keyset order. */
export function keysetPage<T extends { id: string }>(rows: { row: T; cursorAt: string }[], first: number): Page<T> {
  return mapPage(
    toPage(rows, first, (selected) => ({ at: selected.cursorAt, id: selected.row.id })),
    (selected) => selected.row,
  );
}
