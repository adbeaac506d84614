import { formatMessage, type MessageKey } from '../validation/messages';
import { isSpotNumber, SPOT_NUMBER_MAX_LENGTH, spotNumberKey } from './spot-number';

// SPEC §5: "each X marks a digit and the count of X sets the number of digits" — A-XX from 1 to 20 gives
// A-01 … A-20. Only one group of X, next to each other: "XX-XX" could mean 4-digit numbers split in two or
// two counters, and no owner has asked for either, so it is refused with a message instead of guessed.
// Only capital X marks a digit: a lower-case x stays a letter ("Box-XX" is not a template for "Bo0-…").

export const MAX_SPOTS_PER_BATCH = 500;
// How many clashing numbers a message lists; the owner fixes the range, not 500 numbers one by one.
const LISTED_NUMBERS = 10;

export type SpotTemplateField = 'template' | 'from' | 'to';

/** A refusal with the field it belongs to and the catalogue message (key for the web, text for the API). */
export type SpotTemplateError = {
  field: SpotTemplateField;
  key: MessageKey;
  params: Record<string, string | number>;
  message: string;
};

export type SpotTemplateResult = { ok: true; numbers: string[] } | { ok: false; error: SpotTemplateError };

export type SpotTemplateInput = { template: string; from: number; to: number };

function fail(field: SpotTemplateField, key: MessageKey, params: Record<string, string | number> = {}) {
  return { ok: false, error: { field, key, params, message: formatMessage(key, params) } } as const;
}

function checkTemplate(template: string): SpotTemplateError | null {
  if (template.length === 0) return fail('template', 'required').error;
  if (template.length > SPOT_NUMBER_MAX_LENGTH) {
    return fail('template', 'maxLength', { count: SPOT_NUMBER_MAX_LENGTH }).error;
  }
  if (!isSpotNumber(template)) return fail('template', 'invalidTemplate').error;
  const groups = template.match(/X+/g) ?? [];
  if (groups.length === 0) return fail('template', 'templateWithoutX').error;
  if (groups.length > 1) return fail('template', 'templateSeparateX').error;
  return null;
}

// Whole numbers from 0 up; NaN, Infinity, 1.5 and numbers past 2^53 (which lose their last digits) are not.
const isCounter = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) >= 0;

/**
 * Expands a numbering template into spot numbers, or says which field is wrong and why. Nothing is
 * thrown: the API turns the error into a field error, the form shows it next to the field.
 */
export function expandSpotTemplate({ template: raw, from, to }: SpotTemplateInput): SpotTemplateResult {
  const template = typeof raw === 'string' ? raw.trim().normalize('NFC') : '';
  const templateError = checkTemplate(template);
  if (templateError) return { ok: false, error: templateError };
  if (!isCounter(from)) return fail('from', 'nonNegativeInteger');
  if (!isCounter(to)) return fail('to', 'nonNegativeInteger');
  if (from > to) return fail('to', 'fromAfterTo');

  const digits = (/X+/.exec(template) as RegExpExecArray)[0].length;
  // Compared as text so that even 20 X (beyond 2^53) needs no big numbers: a counter fits if it is not longer.
  if (String(to).length > digits) return fail('to', 'templateRange', { count: digits, max: '9'.repeat(digits) });
  if (to - from + 1 > MAX_SPOTS_PER_BATCH) return fail('to', 'tooManySpots', { count: MAX_SPOTS_PER_BATCH });

  const numbers: string[] = [];
  for (let n = from; n <= to; n += 1) {
    numbers.push(template.replace(/X+/, String(n).padStart(digits, '0')));
  }
  return { ok: true, numbers };
}

/** The numbers among `numbers` that a parking already has (same spot by spotNumberKey), in their order. */
export function findExistingSpotNumbers(numbers: readonly string[], existing: Iterable<string>): string[] {
  const taken = new Set<string>();
  for (const number of existing) taken.add(spotNumberKey(number));
  return numbers.filter((number) => taken.has(spotNumberKey(number)));
}

/**
 * All or nothing (issue 3): the API creates a batch only when none of its numbers exists yet; otherwise the
 * owner sees the first few clashing numbers and creates nothing.
 */
export function checkSpotNumbersFree(numbers: readonly string[], existing: Iterable<string>): SpotTemplateResult {
  const clashes = findExistingSpotNumbers(numbers, existing);
  if (clashes.length === 0) return { ok: true, numbers: [...numbers] };
  const listed = clashes.slice(0, LISTED_NUMBERS).join(', ');
  return fail('template', 'spotsExist', { numbers: clashes.length > LISTED_NUMBERS ? `${listed}, …` : listed });
}
