import { formatMessage, type MessageKey } from '@parkshare/shared/validation/messages';
import { count, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { fieldError } from './errors';

// A list that is not paged stays short because creating one more row beyond its bound is refused (decision 064,
// packages/shared/src/validation/limits.ts). Call it inside the transaction, after the lock that already
// serialises changes to that list (the owner, the parking, the order…), so two requests cannot both pass.

type Reader = Pick<Db, 'select'>;

export interface Bound {
  /** The rows the bound counts. */
  table: PgTable;
  where: SQL | undefined;
  max: number;
  /** Where the field error stands and what it says (a message with a {{count}} parameter). */
  field: string;
  message: MessageKey;
}

/** A field error when `max` rows already match: the list may not grow. */
export async function requireRoom(db: Reader, { table, where, max, field, message }: Bound): Promise<void> {
  const [row] = await db.select({ n: count() }).from(table).where(where);
  if ((row?.n ?? 0) >= max) throw fieldError(field, formatMessage(message, { count: max }));
}
