import { formatMessage } from '@parkshare/shared/validation/messages';
import { monthOf, monthStart, nextMonth } from '@parkshare/shared/payments/calendar';
import { AppError, notFound, validationError } from '../../lib/errors';

// The month a statement is about ("YYYY-MM", a Warsaw calendar month like every money month, decision 086), how a
// download names it, and the cursor of the months list.

export type StatementFormat = 'pdf' | 'csv';

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** "2026-11" when the text is a month from 2000 on; null otherwise. */
export function parseMonth(text: string): string | null {
  const match = MONTH.exec(text);
  return match && Number(match[1]) >= 2000 ? text : null;
}

/** [from, to): the instants the Warsaw month starts and the next one starts. */
export const monthRange = (month: string): { from: Date; to: Date } => ({
  from: monthStart(month),
  to: monthStart(nextMonth(month)),
});

/** Whether the month has ended at `now`. */
export const isClosed = (month: string, now: Date): boolean => monthRange(month).to.getTime() <= now.getTime();

// The download's answers: a month that is not one, or that has not started, is the caller's mistake (400, on
// `month`); an unknown file type is a file that does not exist (404).
const badMonth = (message: string) => new AppError('BAD_USER_INPUT', message, { validation: { month: [message] } });

/** "2026-11.pdf" → the month and format; refuses a bad month (400), a future one (400), another type (404). */
export function parseStatementFile(file: string, now: Date): { month: string; format: StatementFormat } {
  const dot = file.lastIndexOf('.');
  const format = file.slice(dot + 1);
  if (dot < 0 || (format !== 'pdf' && format !== 'csv')) throw notFound();
  const month = parseMonth(file.slice(0, dot));
  if (!month) throw badMonth(formatMessage('invalidValue'));
  if (month > monthOf(now)) throw badMonth(formatMessage('notInFuture'));
  return { month, format };
}

/** GET with the Bearer token of someone who manages the parking. */
export const statementUrl = (parkingId: string, month: string, format: StatementFormat): string =>
  `/api/documents/statements/${parkingId}/${month}.${format}`;

/** "zestawienie-WAR-7K2PQ-2026-11.pdf": ASCII only (identifiers are A–Z, 0–9 and a dash). */
export const statementFileName = (identifier: string, month: string, format: StatementFormat): string =>
  `zestawienie-${identifier.replace(/[^A-Za-z0-9-]/g, '')}-${month}.${format}`;

/** The months list's cursor: the last month shown, opaque to clients. */
export const encodeMonthCursor = (month: string): string => Buffer.from(JSON.stringify([month])).toString('base64url');

/** A cursor the list gave; anything else is a field error on `after`. */
export function decodeMonthCursor(text: string): string {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
    const month = Array.isArray(parsed) && parsed.length === 1 ? parseMonth(String(parsed[0])) : null;
    if (month) return month;
  } catch {
    // not JSON: the validation error below
  }
  throw validationError({ after: [formatMessage('invalidValue')] });
}
