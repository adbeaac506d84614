import { parseMoney } from '@parkshare/shared/money';

// How money records read on screen: colours of statuses, signs of amounts, dates with the time.

export const statusColors: Record<string, string> = {
  // payments
  pending: 'gray',
  created: 'blue',
  processing: 'blue',
  succeeded: 'green',
  failed: 'red',
  // orders
  placed: 'gray',
  paid: 'green',
  fulfilled: 'teal',
  completed: 'green',
  canceled: 'red',
  // transactions
  cancelled: 'gray',
};

export const statusColor = (status: string): string => statusColors[status] ?? 'gray';

/** +50,00 zł / −20,00 zł: the sign written out, with a real minus sign. */
export function formatSigned(grosze: number, format: (value: number) => string): string {
  if (grosze === 0) {
    return format(0);
  }
  return `${grosze > 0 ? '+' : '\u2212'}${format(Math.abs(grosze))}`;
}

// Shared with the reservation payment screens (components/payments).
export { failureReason, type FailureReason } from '../../../components/payments/failure-reason';

/**
 * The amount a money form submits, in grosze: the shared schema has already turned the typed złoty into grosze
 * (zod's output), but the raw text is read too, so the form works either way.
 */
export function submittedGrosze(value: unknown): number | null {
  if (typeof value === 'number') {
    return Number.isSafeInteger(value) ? value : null;
  }
  return typeof value === 'string' ? parseMoney(value) : null;
}
