// Cyclic unavailability at one instant: days, events, hours crossing midnight and DST, in Warsaw time.
import { describe, expect, it } from 'vitest';
import { warsaw } from './test-helpers';
import type { DayOrEvent } from './types';
import { isUnavailableAt, isUnavailableDuring } from './unavailability';

const window = (days: DayOrEvent[], startTime: string, endTime: string) => [{ days, startTime, endTime }];
const WEEKDAYS_ONLY: DayOrEvent[] = ['mon', 'tue', 'wed', 'thu', 'fri'];

describe('isUnavailableAt', () => {
  it('no windows: available around the clock', () => {
    expect(isUnavailableAt([], warsaw('2026-11-23 03:00'))).toBe(false);
  });

  it('a same-day window is [start, end)', () => {
    const closed = window(['mon'], '08:00', '10:00');
    expect(isUnavailableAt(closed, warsaw('2026-11-23 07:59'))).toBe(false);
    expect(isUnavailableAt(closed, warsaw('2026-11-23 08:00'))).toBe(true);
    expect(isUnavailableAt(closed, warsaw('2026-11-23 09:59'))).toBe(true);
    expect(isUnavailableAt(closed, warsaw('2026-11-23 10:00'))).toBe(false);
    expect(isUnavailableAt(closed, warsaw('2026-11-24 09:00'))).toBe(false);
  });

  it('equal start and end close the whole day', () => {
    const closed = window(['sun'], '00:00', '00:00');
    expect(isUnavailableAt(closed, warsaw('2026-11-22 00:00'))).toBe(true);
    expect(isUnavailableAt(closed, warsaw('2026-11-22 23:59'))).toBe(true);
    expect(isUnavailableAt(closed, warsaw('2026-11-23 00:00'))).toBe(false);
    expect(isUnavailableAt(closed, warsaw('2026-11-21 23:59'))).toBe(false);
  });

  it('an end before the start crosses midnight; the night belongs to the day it opened', () => {
    const nights = window(WEEKDAYS_ONLY, '22:00', '06:00');
    // Friday 22:00 → Saturday 06:00 is closed, Saturday 22:00 is not (Saturday is not listed).
    expect(isUnavailableAt(nights, warsaw('2026-11-27 21:59'))).toBe(false);
    expect(isUnavailableAt(nights, warsaw('2026-11-27 22:00'))).toBe(true);
    expect(isUnavailableAt(nights, warsaw('2026-11-28 05:59'))).toBe(true);
    expect(isUnavailableAt(nights, warsaw('2026-11-28 06:00'))).toBe(false);
    expect(isUnavailableAt(nights, warsaw('2026-11-28 22:30'))).toBe(false);
    // Monday 03:00 belongs to Sunday night, which is not listed.
    expect(isUnavailableAt(nights, warsaw('2026-11-23 03:00'))).toBe(false);
    expect(isUnavailableAt(nights, warsaw('2026-11-24 03:00'))).toBe(true);
  });

  it('days are local: Saturday 00:30 in Warsaw is still Friday in UTC', () => {
    const saturday = window(['sat'], '00:00', '01:00');
    expect(isUnavailableAt(saturday, warsaw('2026-07-25 00:30'))).toBe(true);
    expect(isUnavailableAt(saturday, new Date('2026-07-25T00:30:00Z'))).toBe(false);
    expect(isUnavailableAt(saturday, new Date('2026-07-25T00:30:00Z'), 'UTC')).toBe(true);
  });

  it('holidays: 11 Nov 2026 and the night after it, not the day before', () => {
    const holidays = window(['holiday'], '20:00', '08:00');
    expect(isUnavailableAt(holidays, warsaw('2026-11-11 21:00'))).toBe(true);
    expect(isUnavailableAt(holidays, warsaw('2026-11-12 07:00'))).toBe(true);
    expect(isUnavailableAt(holidays, warsaw('2026-11-11 07:00'))).toBe(false);
    expect(isUnavailableAt(holidays, warsaw('2026-11-10 21:00'))).toBe(false);
  });

  it('long weekend: 1–3 May 2026, not 30 April', () => {
    const longWeekend = window(['long_weekend'], '00:00', '00:00');
    expect(isUnavailableAt(longWeekend, warsaw('2026-05-02 12:00'))).toBe(true);
    expect(isUnavailableAt(longWeekend, warsaw('2026-04-30 12:00'))).toBe(false);
  });

  it('new year: 31 Dec and 1 Jan, and the night of 1 Jan into 2 Jan', () => {
    const newYear = window(['new_year'], '18:00', '04:00');
    expect(isUnavailableAt(newYear, warsaw('2026-12-31 23:59'))).toBe(true);
    expect(isUnavailableAt(newYear, warsaw('2027-01-01 03:00'))).toBe(true);
    expect(isUnavailableAt(newYear, warsaw('2027-01-02 03:00'))).toBe(true);
    expect(isUnavailableAt(newYear, warsaw('2027-01-02 05:00'))).toBe(false);
    expect(isUnavailableAt(newYear, warsaw('2026-12-30 19:00'))).toBe(false);
  });

  it('DST: windows follow the wall clock on both change days', () => {
    const early = window(['sun'], '01:00', '04:00');
    // 29 Mar 2026: 02:00 → 03:00. 01:30 UTC is 03:30 CEST, inside; 02:00 UTC is 04:00 CEST, outside.
    expect(isUnavailableAt(early, new Date('2026-03-29T01:30:00Z'))).toBe(true);
    expect(isUnavailableAt(early, new Date('2026-03-29T02:00:00Z'))).toBe(false);
    // 25 Oct 2026: 03:00 → 02:00. Both 02:30s (00:30 and 01:30 UTC) are inside; 03:00 CET (02:00 UTC) too.
    expect(isUnavailableAt(early, new Date('2026-10-25T00:30:00Z'))).toBe(true);
    expect(isUnavailableAt(early, new Date('2026-10-25T01:30:00Z'))).toBe(true);
    expect(isUnavailableAt(early, new Date('2026-10-25T03:00:00Z'))).toBe(false);
  });

  it('any window is enough; malformed times and invalid dates never close the parking', () => {
    const many = [
      { days: ['mon'] as DayOrEvent[], startTime: '25:00', endTime: '06:00' },
      { days: ['tue'] as DayOrEvent[], startTime: '10:00', endTime: '11:00' },
    ];
    expect(isUnavailableAt(many, warsaw('2026-11-24 10:30'))).toBe(true);
    expect(isUnavailableAt(many, warsaw('2026-11-23 02:00'))).toBe(false);
    expect(isUnavailableAt(many, new Date(Number.NaN))).toBe(false);
  });
});

describe('isUnavailableDuring', () => {
  const nights = window(WEEKDAYS_ONLY, '22:00', '06:00');

  it('no windows, an empty or inverted stay: never closed', () => {
    expect(isUnavailableDuring([], warsaw('2026-11-23 08:00'), warsaw('2026-11-30 08:00'))).toBe(false);
    expect(isUnavailableDuring(nights, warsaw('2026-11-23 23:00'), warsaw('2026-11-23 23:00'))).toBe(false);
    expect(isUnavailableDuring(nights, warsaw('2026-11-24 10:00'), warsaw('2026-11-23 10:00'))).toBe(false);
    expect(isUnavailableDuring(nights, new Date(Number.NaN), warsaw('2026-11-23 10:00'))).toBe(false);
  });

  it('a stay that starts inside a window is closed', () => {
    expect(isUnavailableDuring(nights, warsaw('2026-11-24 05:00'), warsaw('2026-11-24 07:00'))).toBe(true);
  });

  it('a window that begins inside the stay closes it; the stay end is exclusive', () => {
    expect(isUnavailableDuring(nights, warsaw('2026-11-24 20:00'), warsaw('2026-11-24 22:01'))).toBe(true);
    expect(isUnavailableDuring(nights, warsaw('2026-11-24 20:00'), warsaw('2026-11-24 22:00'))).toBe(false);
    expect(isUnavailableDuring(nights, warsaw('2026-11-24 06:00'), warsaw('2026-11-24 22:00'))).toBe(false);
  });

  it('days between the start and the end count: a week-long stay meets a Wednesday window', () => {
    const wednesday = window(['wed'], '12:00', '12:30');
    expect(isUnavailableDuring(wednesday, warsaw('2026-11-23 08:00'), warsaw('2026-11-29 08:00'))).toBe(true);
    expect(isUnavailableDuring(wednesday, warsaw('2026-11-26 08:00'), warsaw('2026-12-02 08:00'))).toBe(false);
  });

  it('weekend stays meet no weekday nights, but Sunday into Monday night is Sunday’s', () => {
    expect(isUnavailableDuring(nights, warsaw('2026-11-28 06:00'), warsaw('2026-11-30 06:00'))).toBe(false);
    expect(isUnavailableDuring(nights, warsaw('2026-11-28 06:00'), warsaw('2026-11-30 22:30'))).toBe(true);
  });

  it('whole-day windows begin at local midnight', () => {
    const sunday = window(['sun'], '00:00', '00:00');
    expect(isUnavailableDuring(sunday, warsaw('2026-11-28 20:00'), warsaw('2026-11-29 00:01'))).toBe(true);
    expect(isUnavailableDuring(sunday, warsaw('2026-11-28 20:00'), warsaw('2026-11-29 00:00'))).toBe(false);
    expect(isUnavailableDuring(sunday, warsaw('2026-11-30 00:00'), warsaw('2026-12-05 23:59'))).toBe(false);
  });

  it('events: a stay over 11 November meets the holiday window', () => {
    const holiday = window(['holiday'], '10:00', '11:00');
    expect(isUnavailableDuring(holiday, warsaw('2026-11-10 12:00'), warsaw('2026-11-12 12:00'))).toBe(true);
    expect(isUnavailableDuring(holiday, warsaw('2026-11-11 11:00'), warsaw('2026-11-12 12:00'))).toBe(false);
  });

  it('DST spring forward: a window whose start the clock skips begins at the jump', () => {
    // 29 Mar 2026, 02:00 CET → 03:00 CEST. A 02:30–04:00 window is in force from 03:00 CEST (01:00 UTC).
    const skipped = window(['sun'], '02:30', '04:00');
    expect(isUnavailableDuring(skipped, new Date('2026-03-28T23:30:00Z'), new Date('2026-03-29T01:10:00Z'))).toBe(true);
    expect(isUnavailableDuring(skipped, new Date('2026-03-28T23:30:00Z'), new Date('2026-03-29T01:00:00Z'))).toBe(
      false,
    );
  });

  it('DST fall back: the first 02:00 of 25 Oct begins the window', () => {
    const early = window(['sun'], '02:00', '02:30');
    // 00:00 UTC is 02:00 CEST, the first of the two 02:00s.
    expect(isUnavailableDuring(early, new Date('2026-10-24T22:00:00Z'), new Date('2026-10-25T00:05:00Z'))).toBe(true);
    expect(isUnavailableDuring(early, new Date('2026-10-24T22:00:00Z'), new Date('2026-10-25T00:00:00Z'))).toBe(false);
  });

  it('agrees with a minute-by-minute check on random stays', () => {
    let seed = 42;
    const random = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed / 2_147_483_648;
    };
    const all: DayOrEvent[] = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun', 'holiday'];
    const clock = () =>
      `${String(Math.floor(random() * 24)).padStart(2, '0')}:${String(Math.floor(random() * 4) * 15).padStart(2, '0')}`;
    for (let round = 0; round < 150; round += 1) {
      const windows = [{ days: [all[Math.floor(random() * all.length)]!], startTime: clock(), endTime: clock() }];
      // Around both DST changes of 2026 and an ordinary week.
      const bases = [Date.UTC(2026, 2, 27), Date.UTC(2026, 9, 23), Date.UTC(2026, 10, 20)];
      const from = bases[round % 3]! + Math.floor(random() * 3 * 24 * 60) * 60_000;
      const to = from + (1 + Math.floor(random() * 36 * 60)) * 60_000;
      let naive = false;
      for (let at = from; at < to && !naive; at += 60_000) naive = isUnavailableAt(windows, new Date(at));
      expect(isUnavailableDuring(windows, new Date(from), new Date(to)), JSON.stringify({ windows, from, to })).toBe(
        naive,
      );
    }
  });
});
