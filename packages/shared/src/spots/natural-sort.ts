// Spots are listed in natural order (issue 3): A-2 before A-10, as a person reading the signs expects.

// Runs of ASCII digits against everything else. Only ASCII digits count as numbers: spot numbers cannot
// contain other digits (see spotNumber in validation/owners.ts), and any that slip in sort as text.
const CHUNKS = /[0-9]+|[^0-9]+/g;

function chunks(value: string): string[] {
  // Lower case without a locale, so the order is the same on the server, in every browser and UI language.
  return value.toLowerCase().match(CHUNKS) ?? [];
}

// Compares digit runs by value without Number(): "A-99999999999999999999" must not lose precision.
function compareDigits(a: string, b: string): number {
  const x = a.replace(/^0+(?=.)/, '');
  const y = b.replace(/^0+(?=.)/, '');
  if (x.length !== y.length) return x.length - y.length;
  return x < y ? -1 : x > y ? 1 : 0;
}

// Code-unit order rather than localeCompare: deterministic everywhere, at the price of Polish letters
// (ą, ł, ż…) sorting after z. Spot numbers rarely use them, and a stable order matters more.
function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * Natural, case-insensitive, locale-independent order for spot numbers. Numbers that differ only in case
 * or leading zeros ("a-1", "A-01") compare equal, so Array.prototype.sort (stable) keeps their input order.
 */
export function compareSpotNumbers(a: string, b: string): number {
  const left = chunks(a);
  const right = chunks(b);
  const length = Math.min(left.length, right.length);
  for (let i = 0; i < length; i += 1) {
    const x = left[i] as string;
    const y = right[i] as string;
    const bothDigits = /^[0-9]/.test(x) && /^[0-9]/.test(y);
    const order = bothDigits ? compareDigits(x, y) : compareText(x, y);
    if (order !== 0) return order;
  }
  return left.length - right.length;
}

/** A sorted copy; the input is left as it is. */
export function sortSpotNumbers<T>(items: readonly T[], numberOf: (item: T) => string): T[] {
  return [...items].sort((a, b) => compareSpotNumbers(numberOf(a), numberOf(b)));
}
