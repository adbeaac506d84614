import { describe, expect, it } from 'vitest';
import { DEFAULT_RESERVATION_MAX_DAYS, RENTAL_PERIOD_MINUTES } from '@parkshare/shared/reservations/periods';
import { MAX_AREA_DEGREES, sameArea, searchArea } from './area';
import { clusterByDistance } from './cluster';
import { distanceMetres, formatDistance } from './distance';
import { backoffMs, parseSseChunk } from './sse';
import {
  DEFAULT_WINDOW,
  draftPeriod,
  FALLBACK_MAX_DAYS,
  RENTAL_PRESET_MINUTES,
  presetWindow,
  resolveWindow,
  windowProblem,
  withEnd,
  withStart,
} from './time-window';

const NOW = new Date('2026-03-10T12:00:00.000Z');

describe('searchArea', () => {
  it('keeps a city-sized view as it is (rounded to six decimals)', () => {
    expect(searchArea({ north: 52.30000001, south: 52.1, east: 21.1, west: 20.9 })).toEqual({
      area: { north: 52.3, south: 52.1, east: 21.1, west: 20.9 },
      clipped: false,
    });
  });

  it('asks a zoomed-out view for the largest box the API allows around its centre', () => {
    const { area, clipped } = searchArea({ north: 60, south: 40, east: 30, west: 10 });
    expect(clipped).toBe(true);
    expect(area.north - area.south).toBeCloseTo(MAX_AREA_DEGREES);
    expect(area.east - area.west).toBeCloseTo(MAX_AREA_DEGREES);
    expect((area.north + area.south) / 2).toBeCloseTo(50);
  });

  it('keeps coordinates on the globe when Leaflet reports more than the world', () => {
    const { area } = searchArea({ north: 95, south: 89.5, east: 200, west: 179.5 });
    expect(area.north).toBeLessThanOrEqual(90);
    expect(area.east).toBeLessThanOrEqual(180);
    expect(area.south).toBeGreaterThanOrEqual(-90);
  });

  it('compares areas by value', () => {
    expect(sameArea({ north: 1, south: 0, east: 1, west: 0 }, { north: 1, south: 0, east: 1, west: 0 })).toBe(true);
    expect(sameArea({ north: 1, south: 0, east: 1, west: 0 }, null)).toBe(false);
  });
});

describe('clusterByDistance', () => {
  it('draws points within the radius as one cluster at their mean position and lone points as markers', () => {
    const result = clusterByDistance(
      [
        { item: 'a', x: 10, y: 10 },
        { item: 'b', x: 30, y: 20 },
        { item: 'c', x: 500, y: 500 },
      ],
      44,
    );
    expect(result).toContainEqual({ kind: 'single', item: 'c' });
    const cluster = result.find((c) => c.kind === 'cluster');
    expect(cluster).toMatchObject({ kind: 'cluster', items: ['a', 'b'], x: 20, y: 15 });
  });

  it('groups points a few pixels apart wherever they fall (a fixed grid split them at its cell edges)', () => {
    for (const x of [43, 87.5, 131.9, 1000]) {
      const result = clusterByDistance([
        { item: 'a', x, y: 88 },
        { item: 'b', x: x + 2, y: 88.5 },
      ]);
      expect(result).toEqual([
        { kind: 'cluster', key: expect.any(String) as string, items: ['a', 'b'], x: x + 1, y: 88.25 },
      ]);
    }
  });

  it('puts parkings at the very same place into one group, however many', () => {
    const points = Array.from({ length: 30 }, (_, i) => ({ item: i, x: 200, y: 200 }));
    const result = clusterByDistance(points);
    expect(result).toHaveLength(1);
    expect(result[0]).toMatchObject({ kind: 'cluster', items: points.map((p) => p.item) });
  });

  it('leaves no two markers closer than the radius to start with', () => {
    // A dense random field: every group's first point is at least the radius away from every other's.
    let seed = 7;
    const random = () => ((seed = (seed * 16807) % 2147483647) / 2147483647) * 600;
    const points = Array.from({ length: 2000 }, (_, i) => ({ item: i, x: random(), y: random() }));
    const result = clusterByDistance(points, 44);
    expect(result.flatMap((c) => (c.kind === 'single' ? [c.item] : c.items)).sort((a, b) => a - b)).toEqual(
      points.map((p) => p.item),
    );
    const firsts = result.map((c) => points[c.kind === 'single' ? c.item : c.items[0]!]!);
    let closest = Infinity;
    for (const [i, a] of firsts.entries()) {
      for (const b of firsts.slice(i + 1)) closest = Math.min(closest, Math.hypot(a.x - b.x, a.y - b.y));
    }
    expect(closest).toBeGreaterThanOrEqual(44);
  });

  it('handles no points', () => {
    expect(clusterByDistance([])).toEqual([]);
  });
});

describe('distance', () => {
  it('measures Warsaw to Kraków as about 252 km', () => {
    const metres = distanceMetres({ latitude: 52.2297, longitude: 21.0122 }, { latitude: 50.0647, longitude: 19.945 });
    expect(metres / 1000).toBeGreaterThan(250);
    expect(metres / 1000).toBeLessThan(254);
  });

  it('writes metres and kilometres as each language does', () => {
    expect(formatDistance(0, 'en')).toBe('10 m');
    expect(formatDistance(347, 'en')).toBe('350 m');
    expect(formatDistance(1234, 'en')).toBe('1.2 km');
    expect(formatDistance(1234, 'pl')).toBe('1,2 km');
    expect(formatDistance(25_400, 'pl')).toBe('25 km');
    expect(formatDistance(999, 'en')).toBe('1 km');
  });

  it("writes exactly what Intl's unit format writes, in both languages, from a few metres to across the country", () => {
    const intl = (metres: number, locale: 'en' | 'pl') => {
      const tag = locale === 'pl' ? 'pl-PL' : 'en-GB';
      if (metres < 995) {
        const rounded = Math.max(10, Math.round(metres / 10) * 10);
        return new Intl.NumberFormat(tag, { style: 'unit', unit: 'meter', maximumFractionDigits: 0 }).format(rounded);
      }
      const km = metres / 1000;
      const digits = km < 9.95 ? 1 : 0;
      return new Intl.NumberFormat(tag, { style: 'unit', unit: 'kilometer', maximumFractionDigits: digits }).format(km);
    };
    const distances = [0, 4, 5, 994, 995, 1000, 1049, 1051, 1234, 9_949, 9_950, 10_499, 10_500, 999_499, 1_234_567];
    for (let i = 0; i < 2_000; i += 1) distances.push(Math.round(Math.random() * 2_000_000) / 7);
    for (const metres of distances) {
      for (const locale of ['en', 'pl'] as const) {
        expect(formatDistance(metres, locale), `${metres} m`).toBe(intl(metres, locale));
      }
    }
  });
});

describe('time window', () => {
  it('uses the shared rental presets and longest stay without importing their schemas', () => {
    expect(RENTAL_PRESET_MINUTES).toEqual(RENTAL_PERIOD_MINUTES);
    expect(FALLBACK_MAX_DAYS).toBe(DEFAULT_RESERVATION_MAX_DAYS);
  });

  it('is now until an hour later by default, recomputed at each search', () => {
    expect(resolveWindow(DEFAULT_WINDOW, NOW)).toEqual({ startAt: NOW, endAt: new Date('2026-03-10T13:00:00.000Z') });
  });

  it('treats a chosen start that has passed as now', () => {
    const choice = { startAt: '2026-03-10T11:00:00.000Z', endAt: '2026-03-10T14:00:00.000Z', minutes: 60 };
    expect(resolveWindow(choice, NOW).startAt).toEqual(NOW);
  });

  it('keeps the length of the window when its start moves', () => {
    const later = withStart(presetWindow(120), new Date('2026-03-11T08:00:00.000Z'), NOW);
    expect(resolveWindow(later, NOW)).toEqual({
      startAt: new Date('2026-03-11T08:00:00.000Z'),
      endAt: new Date('2026-03-11T10:00:00.000Z'),
    });
  });

  it('finds an end before the start and a window longer than the longest stay', () => {
    const back = withEnd(DEFAULT_WINDOW, new Date('2026-03-10T11:30:00.000Z'));
    expect(windowProblem(resolveWindow(back, NOW), 31)).toBe('end_before_start');
    const long = withEnd(DEFAULT_WINDOW, new Date('2026-05-10T11:30:00.000Z'));
    expect(windowProblem(resolveWindow(long, NOW), 31)).toBe('too_long');
    expect(windowProblem(resolveWindow(DEFAULT_WINDOW, NOW), 31)).toBeNull();
  });

  it('gives the reservation draft a rental preset or a custom end, from now', () => {
    expect(draftPeriod(presetWindow(30), NOW)).toEqual({ startAt: null, rentalPeriod: '30m', customEndAt: null });
    expect(draftPeriod(presetWindow(60), NOW)).toEqual({ startAt: null, rentalPeriod: '1h', customEndAt: null });
    expect(draftPeriod(presetWindow(240), NOW)).toEqual({
      startAt: null,
      rentalPeriod: 'custom',
      customEndAt: '2026-03-10T16:00:00.000Z',
    });
    expect(draftPeriod(withEnd(DEFAULT_WINDOW, new Date('2026-03-10T15:00:00.000Z')), NOW)).toEqual({
      startAt: null,
      rentalPeriod: 'custom',
      customEndAt: '2026-03-10T15:00:00.000Z',
    });
  });

  it('a later start travels to the draft with its preset or its end (booking ahead)', () => {
    const tomorrow = new Date('2026-03-11T09:00:00.000Z');
    expect(draftPeriod(withStart(DEFAULT_WINDOW, tomorrow, NOW), NOW)).toEqual({
      startAt: '2026-03-11T09:00:00.000Z',
      rentalPeriod: '1h',
      customEndAt: null,
    });
    expect(
      draftPeriod(withEnd(withStart(DEFAULT_WINDOW, tomorrow, NOW), new Date('2026-03-11T12:30:00.000Z')), NOW),
    ).toEqual({
      startAt: '2026-03-11T09:00:00.000Z',
      rentalPeriod: 'custom',
      customEndAt: '2026-03-11T12:30:00.000Z',
    });
  });
});

describe('server-sent events', () => {
  it('splits complete messages and keeps the unfinished rest', () => {
    const { messages, rest } = parseSseChunk(':\n\nevent: next\ndata: {"data":1}\n\nevent: next\r\ndata: {"da');
    expect(messages).toEqual([{ event: 'next', data: '{"data":1}' }]);
    expect(rest).toBe('event: next\ndata: {"da');
  });

  it('reads the complete event and multi-line data', () => {
    expect(parseSseChunk('data: a\ndata: b\n\nevent: complete\ndata:\n\n').messages).toEqual([
      { event: 'message', data: 'a\nb' },
      { event: 'complete', data: '' },
    ]);
  });

  it('backs off from 1 s doubling to at most 30 s', () => {
    expect(backoffMs(0, () => 0.5)).toBe(1000);
    expect(backoffMs(3, () => 0.5)).toBe(8000);
    expect(backoffMs(20, () => 0.5)).toBe(30_000);
  });
});
