// How English (en-GB) and Polish (pl-PL) write numbers, as Intl does, for the texts written by hand: a screen that
// makes no Intl formatter spares a phone the first use's read of the browser's locale data (issue 17).

interface NumberStyle {
  decimal: string;
  group: string;
  /** Polish groups thousands only from 10 000 (1234, 12 345), with a no-break space. */
  groupFrom: number;
}

const STYLES: Record<'en' | 'pl', NumberStyle> = {
  en: { decimal: '.', group: ',', groupFrom: 1_000 },
  pl: { decimal: ',', group: '\u00a0', groupFrom: 10_000 },
};

/** The style of a locale or language tag ('pl', 'pl-PL'; anything else is English). */
export const numberStyle = (locale: string): NumberStyle => STYLES[locale.startsWith('pl') ? 'pl' : 'en'];

/** A whole, non-negative number with the language's thousands separators: 1,234 (en); 1234 and 12 345 (pl). */
export function groupDigits(whole: number, locale: string): string {
  const { group, groupFrom } = numberStyle(locale);
  const digits = String(whole);
  return whole < groupFrom ? digits : digits.replace(/\B(?=(\d{3})+$)/g, group);
}

/** Hundredths (grosze, centimetres) as a number with two decimals: 123456 → 1,234.56 (en), 1234,56 (pl). */
export function writeHundredths(hundredths: number, locale: string): string {
  const sign = hundredths < 0 ? '-' : '';
  const absolute = Math.abs(hundredths);
  const whole = groupDigits(Math.trunc(absolute / 100), locale);
  return `${sign}${whole}${numberStyle(locale).decimal}${String(absolute % 100).padStart(2, '0')}`;
}
