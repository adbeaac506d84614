import { getTableColumns, getTableName, is, SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client';

// For statements Drizzle's builders cannot say (data-modifying CTEs): the columns and values of an INSERT …
// SELECT, and the rows they return, still named and typed by the schema objects, so a renamed column is caught.

/**
 * `insert into <table> (<columns>) select <values>` for the values given (undefined ones keep their default).
 * Each value is a parameter cast to its column's type: parameters in a select list would otherwise be text. A value
 * given as SQL is written as it is (a column of the `from` appended, e.g. a spot chosen by an earlier CTE).
 * Append a `from`/`where` and `returning` to it.
 */
export function insertSelect<T extends PgTable>(
  table: T,
  values: { [K in keyof T['$inferInsert']]: T['$inferInsert'][K] | SQL },
): SQL {
  const columns = getTableColumns(table);
  const given = Object.entries(values as Record<string, unknown>).filter(([, value]) => value !== undefined);
  const columnOf = (key: string) => {
    const column = columns[key];
    if (!column) throw new Error(`${getTableName(table)} has no column ${key}`);
    return column;
  };
  const names = given.map(([key]) => sql.identifier(columnOf(key).name));
  const params = given.map(([key, value]) => {
    if (is(value, SQL)) return value;
    const column = columnOf(key);
    return sql`${sql.param(value, column)}::${sql.raw(column.getSQLType())}`;
  });
  return sql`insert into ${table} (${sql.join(names, sql`, `)}) select ${sql.join(params, sql`, `)}`;
}

/**
 * A row of `table` as Drizzle's selects answer it (camelCase keys, Dates, parsed json) from one the driver or
 * `to_jsonb(row)` returned (the database's column names, driver or JSON values).
 */
export function rowOf<T extends PgTable>(table: T, raw: Record<string, unknown>): T['$inferSelect'] {
  const row: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    if (!(column.name in raw)) throw new Error(`the ${getTableName(table)} row has no ${column.name}`);
    const value = raw[column.name];
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row;
}

/** The rows a raw statement answers (both drivers give `{ rows }`, objects keyed by the selected names). */
export async function executeRows<Row = Record<string, unknown>>(db: Pick<Db, 'execute'>, query: SQL): Promise<Row[]> {
  const result: unknown = await db.execute(query);
  return (result as { rows: Row[] }).rows;
}
