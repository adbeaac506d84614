import { parseMoney } from '@parkshare/shared/money';

/**
 * Grosze from a price field after validation. The zod resolver hands the parsed output (grosze) to the submit
 * handler although react-hook-form types it as the typed text; both are accepted so neither can slip through.
 */
export function groszeOf(value: string | number): number {
  return typeof value === 'number' ? value : (parseMoney(value) ?? 0);
}
