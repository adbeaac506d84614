import { describe, expect, it } from 'vitest';
import { COUNTDOWN_UNITS, countdownParts, formatCountdown } from './countdown-format';

const MINUTE = 60;
const HOUR = 3600;
const DAY = 86_400;

describe('countdownParts', () => {
  it('splits seconds into days, hours, minutes and seconds', () => {
    expect(countdownParts(0)).toEqual([0, 0, 0, 0]);
    expect(countdownParts(59)).toEqual([0, 0, 0, 59]);
    expect(countdownParts(DAY + HOUR + MINUTE + 1)).toEqual([1, 1, 1, 1]);
    expect(countdownParts(31 * DAY)).toEqual([31, 0, 0, 0]);
  });

  it('counts anything odd as zero or whole seconds', () => {
    expect(countdownParts(-1)).toEqual([0, 0, 0, 0]);
    expect(countdownParts(Number.NaN)).toEqual([0, 0, 0, 0]);
    expect(countdownParts(Number.POSITIVE_INFINITY)).toEqual([0, 0, 0, 0]);
    expect(countdownParts(61.999)).toEqual([0, 0, 1, 1]);
  });
});

// Every shape of the countdown: which part leads, and zeros inside it.
const cases: [number, string, string][] = [
  [0, '0s', '0s'],
  [1, '1s', '1s'],
  [45, '45s', '45s'],
  [59, '59s', '59s'],
  [MINUTE, '1m 0s', '1m 0s'],
  [2 * MINUTE + 3, '2m 3s', '2m 3s'],
  [59 * MINUTE + 59, '59m 59s', '59m 59s'],
  [HOUR, '1h 0m 0s', '1g 0m 0s'],
  [HOUR + 5, '1h 0m 5s', '1g 0m 5s'],
  [HOUR + 2 * MINUTE, '1h 2m 0s', '1g 2m 0s'],
  [23 * HOUR + 59 * MINUTE + 59, '23h 59m 59s', '23g 59m 59s'],
  [DAY, '1d 0h 0m 0s', '1d 0g 0m 0s'],
  [DAY + 7, '1d 0h 0m 7s', '1d 0g 0m 7s'],
  [DAY + 3 * HOUR, '1d 3h 0m 0s', '1d 3g 0m 0s'],
  [2 * DAY + 3 * HOUR + 4 * MINUTE + 5, '2d 3h 4m 5s', '2d 3g 4m 5s'],
  [31 * DAY, '31d 0h 0m 0s', '31d 0g 0m 0s'],
  [400 * DAY + 1, '400d 0h 0m 1s', '400d 0g 0m 1s'],
];

describe('formatCountdown (SPEC §9)', () => {
  it.each(cases)('%i s reads "%s" in English', (seconds, english) => {
    expect(formatCountdown(seconds, 'en')).toBe(english);
  });

  it.each(cases)('%i s reads "%s" / "%s" in Polish', (seconds, _english, polish) => {
    expect(formatCountdown(seconds, 'pl')).toBe(polish);
  });

  it('uses d h m s in English and d g m s in Polish', () => {
    expect(COUNTDOWN_UNITS.en).toEqual(['d', 'h', 'm', 's']);
    expect(COUNTDOWN_UNITS.pl).toEqual(['d', 'g', 'm', 's']);
  });

  it('never shows a leading zero part, and shows every smaller part once a larger one appears', () => {
    for (let seconds = 0; seconds <= 2 * DAY; seconds += 997) {
      for (const locale of ['en', 'pl'] as const) {
        const parts = formatCountdown(seconds, locale).split(' ');
        expect(parts[0]).not.toMatch(/^0[dhgm]$/);
        const units = parts.map((part) => part.replace(/^\d+/, ''));
        const all = COUNTDOWN_UNITS[locale];
        expect(units).toEqual(all.slice(all.length - units.length));
      }
    }
  });

  it('stops at zero and rounds fractions down', () => {
    expect(formatCountdown(-30, 'en')).toBe('0s');
    expect(formatCountdown(-30, 'pl')).toBe('0s');
    expect(formatCountdown(9.9, 'en')).toBe('9s');
    expect(formatCountdown(HOUR - 0.5, 'pl')).toBe('59m 59s');
  });
});
