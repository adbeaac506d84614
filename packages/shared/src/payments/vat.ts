// VAT on a sale (issue 4). Prices people see are gross (B2C, what a driver pays). Each order line is split into
// net and VAT once, on the line's gross total: net = gross × 100 / (100 + rate), rounded to the grosz half up
// (under half a grosz is dropped, half a grosz or more becomes one grosz, as the Polish VAT act rounds), and
// VAT = gross − net, so net + VAT is always exactly the gross. Decision 044 explains the choice.

/** The standard Polish rate, applied to parking (issue 4). */
export const STANDARD_VAT_RATE = 23;

export interface LineAmounts {
  /** Gross price of one unit, grosze. */
  unitGross: number;
  quantity: number;
  net: number;
  vat: number;
  gross: number;
  /** Percent (23), or null when the line is outside VAT (a wallet top-up: VAT is due when the money is spent). */
  vatRate: number | null;
}

/** Splits a line (unit gross price × quantity) into net, VAT and gross, all integer grosze. */
export function lineAmounts(unitGross: number, quantity: number, vatRate: number | null): LineAmounts {
  if (!Number.isSafeInteger(unitGross) || unitGross < 0) {
    throw new RangeError(`unit price must be whole grosze ≥ 0, got ${unitGross}`);
  }
  if (!Number.isSafeInteger(quantity) || quantity < 1) {
    throw new RangeError(`quantity must be a whole number ≥ 1, got ${quantity}`);
  }
  const gross = unitGross * quantity;
  if (!Number.isSafeInteger(gross)) throw new RangeError('line total is too large');
  if (vatRate === null) return { unitGross, quantity, net: gross, vat: 0, gross, vatRate };
  if (!Number.isInteger(vatRate) || vatRate < 0 || vatRate > 100) {
    throw new RangeError(`VAT rate must be a whole percent, got ${vatRate}`);
  }
  const net = netFromGross(gross, vatRate);
  return { unitGross, quantity, net, vat: gross - net, gross, vatRate };
}

/** gross × 100 / (100 + rate), half up, in integers only (no floating point on money). */
export function netFromGross(gross: number, vatRate: number): number {
  const divisor = 100 + vatRate;
  // round(a / b) half up for a, b ≥ 0 is floor((2a + b) / 2b).
  return Math.floor((2 * gross * 100 + divisor) / (2 * divisor));
}
