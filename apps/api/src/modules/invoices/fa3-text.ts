// The small pieces FA(3) XML is written with: text made safe for XML 1.0 and for the schema's token types, amounts
// in złoty with a dot, dates. Pure functions, no dependencies.

// Characters XML 1.0 forbids (C0 controls but tab, LF, CR; lone surrogates; U+FFFE, U+FFFF).
const FORBIDDEN =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
// Bidirectional controls: harmless in XML, but they would reorder the text a person reads in a viewer.
const BIDI = /[\u202a-\u202e\u2066-\u2069]/g;

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/** Escapes the five XML specials (& < > " '). */
export const escapeXml = (text: string): string => text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);

/**
 * A schema token (TZnakowy: 1–256 characters, TZnakowy512: 1–512): forbidden characters dropped, whitespace
 * collapsed as xsd:token does, cut to `max` characters (code points, as the schema counts), never empty.
 */
export function token(text: string | null | undefined, max = 256, fallback = '-'): string {
  const clean = (text ?? '').replace(FORBIDDEN, '').replace(BIDI, '').replace(/\s+/g, ' ').trim();
  const chars = Array.from(clean);
  const cut = chars.length > max ? chars.slice(0, max).join('').trimEnd() : clean;
  return cut.length > 0 ? cut : fallback;
}

/** Grosze as TKwotowy: 12345 → "123.45", -5 → "-0.05". */
export function amount(grosze: number): string {
  if (!Number.isSafeInteger(grosze)) throw new RangeError(`amount must be whole grosze, got ${grosze}`);
  const sign = grosze < 0 ? '-' : '';
  const absolute = Math.abs(grosze);
  return `${sign}${Math.trunc(absolute / 100)}.${String(absolute % 100).padStart(2, '0')}`;
}

/** TDataCzas in UTC without milliseconds: 2026-11-28T01:14:01Z. */
export const dateTime = (at: Date): string => at.toISOString().replace(/\.\d{3}Z$/, 'Z');

/** An element with escaped text; nothing when the value is null or undefined. */
export function el(name: string, value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  return `<${name}>${escapeXml(String(value))}</${name}>`;
}

/** An element around already-written children. */
export const wrap = (name: string, ...children: string[]): string => `<${name}>${children.join('')}</${name}>`;

/** A NIP as FA(3) takes it (TNrNIP: ten digits, no dashes, no "PL"), or null when the text is not one. */
export function nipOf(vatId: string | null | undefined): string | null {
  const digits = (vatId ?? '').replace(/^\s*PL/i, '').replace(/[\s-]/g, '');
  return /^[1-9]((\d[1-9])|([1-9]\d))\d{7}$/.test(digits) ? digits : null;
}
