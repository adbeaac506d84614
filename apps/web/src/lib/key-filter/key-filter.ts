// SPEC §5 input key filter: which characters a field accepts. Pure functions, used by use-key-filter.ts.

export const KEY_FILTER_PRESETS = {
  /** positive integer */
  pint: /\d/,
  /** integer, minus allowed */
  int: /[\d-]/,
  /** positive number with a decimal dot */
  pnum: /[\d.]/,
  /** money: digits, dot, space, comma */
  money: /[\d., ]/,
  /** number: digits, minus, dot */
  num: /[\d.-]/,
  hex: /[0-9a-f]/i,
  /** characters that may appear in an e-mail address */
  email: /[a-z0-9_.\-@+]/i,
  /** letters and underscore */
  alpha: /[a-z_]/i,
  /** letters, digits and underscore */
  alphanum: /[a-z0-9_]/i,
} as const;

export type KeyFilterPreset = keyof typeof KEY_FILTER_PRESETS;

export interface KeyFilterOptions {
  /** A preset name or a custom pattern. */
  filter: KeyFilterPreset | RegExp;
  /**
   * When true, `filter` must match the whole value that the input would hold after the edit (e.g.
   * /^\d{0,6}$/ for a 6-digit code), instead of each typed character.
   */
  validateOnly?: boolean;
}

export function filterPattern(filter: KeyFilterPreset | RegExp): RegExp {
  return typeof filter === 'string' ? KEY_FILTER_PRESETS[filter] : filter;
}

// A global or sticky regex keeps state between test() calls; copies without those flags are stateless.
function stateless(regex: RegExp): RegExp {
  return regex.global || regex.sticky ? new RegExp(regex.source, regex.flags.replace(/[gy]/g, '')) : regex;
}

/** Every character of `text` is allowed by the per-character filter. */
export function isAllowedText(text: string, filter: KeyFilterPreset | RegExp): boolean {
  const pattern = stateless(filterPattern(filter));
  return [...text].every((char) => pattern.test(char));
}

/** The value the input would hold after replacing the selection with `inserted`. */
export function nextValue(value: string, selectionStart: number | null, selectionEnd: number | null, inserted: string) {
  const start = selectionStart ?? value.length;
  const end = selectionEnd ?? start;
  return value.slice(0, start) + inserted + value.slice(end);
}

/** Decides one edit: the inserted text (a keystroke or a paste) against the current value and selection. */
export function isEditAllowed(
  options: KeyFilterOptions,
  edit: { value: string; selectionStart: number | null; selectionEnd: number | null; inserted: string },
): boolean {
  if (edit.inserted === '') {
    return true;
  }
  if (options.validateOnly) {
    const whole = nextValue(edit.value, edit.selectionStart, edit.selectionEnd, edit.inserted);
    return stateless(filterPattern(options.filter)).test(whole);
  }
  return isAllowedText(edit.inserted, options.filter);
}

/** Keys that edit or move rather than insert a character; never filtered. */
export function isControlKey(event: { key: string; ctrlKey: boolean; metaKey: boolean; altKey: boolean }): boolean {
  return event.ctrlKey || event.metaKey || event.altKey || [...event.key].length !== 1;
}
