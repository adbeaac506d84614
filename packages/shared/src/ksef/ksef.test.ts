import { describe, expect, it } from 'vitest';
import { isDateKey, ksefDeadline, ksefDeadlineAlert, nextBusinessDay, warsawDateKey, warsawMidnight } from './deadline';
import { ksefQrBaseFor } from './environments';
import { crc8, formatKsefNumber, isValidKsefNumber } from './ksef-number';
import { canMoveKsefSubmission, isFinalKsefStatus, ksefStatusesMovingTo } from './status';

describe('KSeF numbers', () => {
  it('checks the ministry examples (CRC-8, polynomial 0x07)', () => {
    expect(crc8('5265877635-20250826-0100001AF629')).toBe(0xaf);
    expect(isValidKsefNumber('5265877635-20250826-0100001AF629-AF')).toBe(true);
    expect(isValidKsefNumber('5265877635-20250916-0200A0D6723E-C2')).toBe(true);
  });

  it('formats a number with its checksum and accepts the 36-character KSeF 1.0 form', () => {
    const number = formatKsefNumber('1111111111', '2026-02-02', '0a1b2c3d4e5f');
    expect(number).toMatch(/^1111111111-20260202-0A1B2C3D4E5F-[0-9A-F]{2}$/);
    expect(isValidKsefNumber(number)).toBe(true);
    expect(isValidKsefNumber(`${number.slice(0, 26)}-${number.slice(26)}`)).toBe(true);
  });

  it.each([
    ['a wrong checksum', '5265877635-20250826-0100001AF629-AE'],
    ['lower-case hex', '5265877635-20250826-0100001af629-AF'],
    ['a month 13', '5265877635-20251326-0100001AF629-AF'],
    ['too long', `${'5265877635-20250826-0100001AF629-AF'}0`],
    ['not a string', 42],
  ])('refuses %s', (_name, value) => expect(isValidKsefNumber(value)).toBe(false));
});

describe('the KSeF deadline (offline24: the next business day after the issue date)', () => {
  it.each([
    ['Monday → Tuesday', '2026-02-02', '2026-02-03'],
    ['Friday → Monday', '2026-02-06', '2026-02-09'],
    ['Saturday → Monday', '2026-02-07', '2026-02-09'],
    ['before Easter Monday → Tuesday', '2026-04-03', '2026-04-07'],
    ['New Year', '2026-12-31', '2027-01-04'],
    ['Christmas Eve is a holiday since 2025', '2026-12-23', '2026-12-28'],
  ])('%s', (_name, issued, lastDay) => expect(nextBusinessDay(issued)).toBe(lastDay));

  it('ends at midnight Warsaw time after the last day, in winter and in summer', () => {
    expect(ksefDeadline('2026-02-02').toISOString()).toBe('2026-02-03T23:00:00.000Z');
    expect(ksefDeadline('2026-07-01').toISOString()).toBe('2026-07-02T22:00:00.000Z');
    // The day DST starts (29 Mar 2026) begins at 00:00 CET.
    expect(warsawMidnight('2026-03-29').toISOString()).toBe('2026-03-28T23:00:00.000Z');
    expect(warsawMidnight('2026-10-25').toISOString()).toBe('2026-10-24T22:00:00.000Z');
    expect(warsawDateKey(new Date('2026-02-02T23:30:00Z'))).toBe('2026-02-03');
  });

  it('warns within 12 hours of the deadline and says when it passed', () => {
    const deadline = ksefDeadline('2026-02-02');
    expect(ksefDeadlineAlert(deadline, new Date('2026-02-03T10:00:00Z'))).toBeNull();
    expect(ksefDeadlineAlert(deadline, new Date('2026-02-03T12:00:00Z'))).toBe('near');
    expect(ksefDeadlineAlert(deadline, new Date('2026-02-03T23:00:00Z'))).toBe('passed');
  });

  it.each([
    ['2026-02-02', true],
    ['2026-02-30', false],
    ['2026-2-2', false],
    ['02-02-2026', false],
    [20260202, false],
  ])('isDateKey(%s) is %s', (value, expected) => expect(isDateKey(value)).toBe(expected));
});

describe('the submission machine', () => {
  it('moves forward, retries and takes over leases, never leaves accepted', () => {
    expect(canMoveKsefSubmission('queued', 'sending')).toBe(true);
    expect(canMoveKsefSubmission('sending', 'sending')).toBe(true);
    expect(canMoveKsefSubmission('sending', 'queued')).toBe(true);
    expect(canMoveKsefSubmission('rejected', 'queued')).toBe(true);
    expect(canMoveKsefSubmission('queued', 'accepted')).toBe(false);
    expect(canMoveKsefSubmission('accepted', 'queued')).toBe(false);
    expect(canMoveKsefSubmission('rejected', 'accepted')).toBe(false);
    expect(isFinalKsefStatus('accepted')).toBe(true);
    expect(ksefStatusesMovingTo('queued')).toEqual(['sending', 'rejected']);
  });
});

describe('the verification-link address of each environment', () => {
  it.each([
    ['https://api-test.ksef.mf.gov.pl/v2', 'https://qr-test.ksef.mf.gov.pl'],
    ['https://api-demo.ksef.mf.gov.pl/v2', 'https://qr-demo.ksef.mf.gov.pl'],
    ['https://api.ksef.mf.gov.pl/v2', 'https://qr.ksef.mf.gov.pl'],
    ['https://ksef-test.mf.gov.pl/api/v2', 'https://qr-test.ksef.mf.gov.pl'],
    ['http://127.0.0.1:4000/v2', null],
    ['not a url', null],
  ])('%s → %s', (url, base) => expect(ksefQrBaseFor(url)).toBe(base));
});
