import { describe, expect, it } from 'vitest';
import { automaticPayoutDeadline, automaticPayoutMonth, PAYOUT_FEE, payoutFee } from './payouts';
import { monthOf, monthStart, nextMonth, previousMonth } from './calendar';
import { formatOrderNumber, parseOrderNumber } from './order-number';
import {
  canMoveOrder,
  canMovePayment,
  canMovePayout,
  canMoveTransaction,
  isFinalPayment,
  PAYMENT_STATUSES,
} from './status';
import { lineAmounts, netFromGross, STANDARD_VAT_RATE } from './vat';

describe('VAT per line', () => {
  it('splits 12.30 PLN at 23% into 10.00 net and 2.30 VAT', () => {
    expect(lineAmounts(1230, 1, 23)).toMatchObject({ net: 1000, vat: 230, gross: 1230, vatRate: 23 });
  });

  it('rounds the net half up to the grosz and keeps net + VAT = gross', () => {
    // 1 grosz gross: 100/123 = 0.81 → 1 net, 0 VAT.
    expect(lineAmounts(1, 1, 23)).toMatchObject({ net: 1, vat: 0, gross: 1 });
    // 13.00 PLN: 1300 × 100 / 123 = 1056.91 → 1057 net, 243 VAT.
    expect(lineAmounts(1300, 1, 23)).toMatchObject({ net: 1057, vat: 243 });
    // Exactly half a grosz goes up: gross 123 × k + 61.5 cannot be hit at 23%, so check the formula at 0% and 100%.
    expect(netFromGross(1, 100)).toBe(1); // 0.5 → 1
    expect(netFromGross(3, 100)).toBe(2); // 1.5 → 2
    expect(netFromGross(999, 0)).toBe(999);
  });

  it('matches exact rational rounding for every gross amount up to 100 PLN', () => {
    for (let gross = 0; gross <= 10_000; gross += 1) {
      const exact = (gross * 100) / 123;
      const expected = Math.floor(exact) + (exact - Math.floor(exact) >= 0.5 - 1e-9 ? 1 : 0);
      const line = lineAmounts(gross, 1, STANDARD_VAT_RATE);
      expect(line.net).toBe(expected);
      expect(line.net + line.vat).toBe(gross);
    }
  });

  it('computes VAT on the line total, not per unit', () => {
    // 3 × 0.01: per unit would be 3 × (1 net, 0 VAT); on the line 3 × 100 / 123 = 2.44 → 2 net, 1 VAT.
    expect(lineAmounts(1, 3, 23)).toMatchObject({ net: 2, vat: 1, gross: 3, quantity: 3, unitGross: 1 });
  });

  it('leaves a line outside VAT whole (top-ups)', () => {
    expect(lineAmounts(5000, 1, null)).toEqual({
      unitGross: 5000,
      quantity: 1,
      net: 5000,
      vat: 0,
      gross: 5000,
      vatRate: null,
    });
  });

  it('refuses fractional, negative or unsafe amounts', () => {
    expect(() => lineAmounts(10.5, 1, 23)).toThrow(RangeError);
    expect(() => lineAmounts(-1, 1, 23)).toThrow(RangeError);
    expect(() => lineAmounts(100, 0, 23)).toThrow(RangeError);
    expect(() => lineAmounts(Number.MAX_SAFE_INTEGER, 2, 23)).toThrow(RangeError);
    expect(() => lineAmounts(100, 1, 23.5)).toThrow(RangeError);
  });
});

describe('order numbers', () => {
  it('reads PS/YYYY/MM/NNNNNN both ways', () => {
    expect(formatOrderNumber('2026-11', 123)).toBe('PS/2026/11/000123');
    expect(formatOrderNumber('2026-01', 1_234_567)).toBe('PS/2026/01/1234567');
    expect(parseOrderNumber('PS/2026/11/000123')).toEqual({ month: '2026-11', sequence: 123 });
    expect(parseOrderNumber('PS/2026/11/12')).toBeNull();
    expect(parseOrderNumber('XX/2026/11/000123')).toBeNull();
  });
});

describe('Warsaw months', () => {
  it('puts the first hours of a month in Warsaw into that month', () => {
    expect(monthOf(new Date('2026-10-31T23:30:00Z'))).toBe('2026-11'); // 00:30 on 1 Nov, CET
    expect(monthOf(new Date('2026-07-31T22:30:00Z'))).toBe('2026-08'); // 00:30 on 1 Aug, CEST
    expect(monthOf(new Date('2026-07-31T21:30:00Z'))).toBe('2026-07');
  });

  it('starts months at Warsaw midnight in winter and summer', () => {
    expect(monthStart('2026-11').toISOString()).toBe('2026-10-31T23:00:00.000Z');
    expect(monthStart('2026-08').toISOString()).toBe('2026-07-31T22:00:00.000Z');
    expect(monthStart('2026-04').toISOString()).toBe('2026-03-31T22:00:00.000Z'); // just after the March change
  });

  it('steps across years', () => {
    expect(previousMonth('2026-01')).toBe('2025-12');
    expect(previousMonth('2026-11')).toBe('2026-10');
    expect(nextMonth('2026-12')).toBe('2027-01');
  });
});

describe('payouts', () => {
  it('makes the first payout of a month free and every further one cost 1 PLN', () => {
    expect(payoutFee(0)).toBe(0);
    expect(payoutFee(1)).toBe(PAYOUT_FEE);
    expect(payoutFee(5)).toBe(100);
  });

  it('pays the previous month automatically, by the end of the 7th in Warsaw', () => {
    expect(automaticPayoutMonth(new Date('2026-11-01T00:30:00+01:00'))).toBe('2026-10');
    expect(automaticPayoutMonth(new Date('2027-01-03T12:00:00Z'))).toBe('2026-12');
    expect(automaticPayoutDeadline('2026-10').toISOString()).toBe('2026-11-07T23:00:00.000Z');
    expect(automaticPayoutDeadline('2026-06').toISOString()).toBe('2026-07-07T22:00:00.000Z');
  });
});

describe('state machines', () => {
  it('moves payments only forward and never out of a final state', () => {
    expect(canMovePayment('pending', 'created')).toBe(true);
    expect(canMovePayment('processing', 'succeeded')).toBe(true);
    expect(canMovePayment('processing', 'created')).toBe(false);
    for (const to of PAYMENT_STATUSES) {
      expect(canMovePayment('succeeded', to)).toBe(false);
      expect(canMovePayment('failed', to)).toBe(false);
    }
    expect(isFinalPayment('succeeded')).toBe(true);
    expect(isFinalPayment('processing')).toBe(false);
  });

  it('follows placed → paid → fulfilled → completed, or canceled', () => {
    expect(canMoveOrder('placed', 'paid')).toBe(true);
    expect(canMoveOrder('paid', 'fulfilled')).toBe(true);
    expect(canMoveOrder('fulfilled', 'completed')).toBe(true);
    expect(canMoveOrder('placed', 'completed')).toBe(false);
    expect(canMoveOrder('completed', 'canceled')).toBe(false);
    expect(canMoveTransaction('pending', 'completed')).toBe(true);
    expect(canMoveTransaction('completed', 'failed')).toBe(false);
    expect(canMovePayout('processing', 'failed')).toBe(true);
    expect(canMovePayout('failed', 'completed')).toBe(false);
  });
});
