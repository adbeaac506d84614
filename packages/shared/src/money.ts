// Money at the edges: what a person types in a price field, and how an amount is shown. Inside the app money is
// always integer grosze (1 PLN = 100 grosze; ARCHITECTURE "Money").
import { writeHundredths } from './numbers';

// Digits with an optional comma or dot and at most two decimals: "5", "5,5", "5.50", "1 234,50" (spaces and
// no-break spaces group thousands, as Polish writes them).
const MONEY_TEXT = /^(\d+)(?:[.,](\d{0,2}))?$/;

/**
 * Parses a typed amount in złoty into grosze: "5,50", "5.50" → 550, "5" → 500, "0,05" → 5. Returns null for
 * an empty or malformed text, a negative amount, or more than two decimal places ("5,555").
 */
export function parseMoney(text: string): number | null {
  const compact = text.trim().replace(/[\s\u00a0\u202f]/g, '');
  const match = MONEY_TEXT.exec(compact);
  if (!match) return null;
  const [, whole = '', fraction = ''] = match;
  const grosze = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return Number.isSafeInteger(grosze) ? grosze : null;
}

/** Grosze as the text a price field starts with when editing: 550 → "5,50" (pl) or "5.50" (en). */
export function moneyInputValue(grosze: number, locale: string): string {
  const separator = locale.startsWith('pl') ? ',' : '.';
  const sign = grosze < 0 ? '-' : '';
  const absolute = Math.abs(grosze);
  return `${sign}${Math.trunc(absolute / 100)}${separator}${String(absolute % 100).padStart(2, '0')}`;
}

const formatters = new Map<string, Intl.NumberFormat>();

/**
 * Grosze formatted for people: 550 → "5,50 zł" (pl), "PLN 5.50" (en). Only PLN exists today (SPEC §9): it is written
 * by hand, exactly as Intl writes it (a test holds them equal), so that a screen showing prices makes no Intl
 * formatter (numbers.ts); another currency goes through Intl.
 */
export function formatMoney(grosze: number, locale: string, currency = 'PLN'): string {
  if (currency === 'PLN' && Number.isSafeInteger(grosze)) {
    const amount = writeHundredths(Math.abs(grosze), locale);
    const sign = grosze < 0 ? '-' : '';
    return locale.startsWith('pl') ? `${sign}${amount}\u00a0zł` : `${sign}PLN\u00a0${amount}`;
  }
  const tag = locale.startsWith('pl') ? 'pl-PL' : 'en-GB';
  const key = `${tag}:${currency}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(tag, { style: 'currency', currency, minimumFractionDigits: 2 });
    formatters.set(key, formatter);
  }
  return formatter.format(grosze / 100);
}
