// The KSeF number KSeF gives an accepted invoice (ksef-api-openapi.json, KsefNumber; ministry's "numer KSeF"):
// `NNNNNNNNNN-YYYYMMDD-XXXXXXXXXXXX-CC`, 35 characters: the seller's NIP, the day KSeF took the invoice, a
// 12-character technical part in upper-case hexadecimal, and a CRC-8 (polynomial 0x07, initial value 0x00) of the
// first 32 characters, in two upper-case hexadecimal digits. 36 characters (a dash in the middle of the technical
// part) is KSeF 1.0's form, still accepted by the contract.

const PATTERN =
  /^([1-9](\d[1-9]|[1-9]\d)\d{7})-(20[2-9][0-9]|2[1-9]\d{2}|[3-9]\d{3})(0[1-9]|1[0-2])(0[1-9]|[12]\d|3[01])-([0-9A-F]{6})-?([0-9A-F]{6})-([0-9A-F]{2})$/;

/** CRC-8 with polynomial 0x07 and initial value 0x00, over the text's bytes (ASCII here). */
export function crc8(text: string): number {
  let crc = 0;
  for (const byte of new TextEncoder().encode(text)) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit += 1) crc = crc & 0x80 ? ((crc << 1) ^ 0x07) & 0xff : (crc << 1) & 0xff;
  }
  return crc;
}

const hex2 = (value: number) => value.toString(16).toUpperCase().padStart(2, '0');

/** The KSeF number for a seller, a day ("2026-02-02") and a 12-hex-digit technical part, with its checksum. */
export function formatKsefNumber(sellerNip: string, day: string, technical: string): string {
  const data = `${sellerNip}-${day.replaceAll('-', '')}-${technical.toUpperCase()}`;
  return `${data}-${hex2(crc8(data))}`;
}

/** True for a KSeF number in the contract's pattern whose checksum is right. */
export function isValidKsefNumber(value: unknown): value is string {
  if (typeof value !== 'string' || value.length > 36 || !PATTERN.test(value)) return false;
  const data = value.slice(0, -3).replace(/^(.{19}-[0-9A-F]{6})-/, '$1');
  return value.slice(-2) === hex2(crc8(data));
}
