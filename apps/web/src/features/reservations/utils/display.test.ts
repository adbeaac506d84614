import { describe, expect, it } from 'vitest';
import { directionsUrl, formatDateTime, formatRange, geoUrl, isLive } from './display';

describe('reservation dates (SPEC §9)', () => {
  const start = new Date(2026, 2, 7, 14, 5).toISOString();
  const sameDay = new Date(2026, 2, 7, 16, 5).toISOString();
  const nextDay = new Date(2026, 2, 8, 9, 0).toISOString();

  it('writes mm/dd/yy in English and dd.mm.yy in Polish, with a 24-hour time', () => {
    expect(formatDateTime(start, 'en')).toBe('03/07/26, 14:05');
    expect(formatDateTime(start, 'pl')).toBe('07.03.26, 14:05');
  });

  it('writes the date once when the stay ends on the day it starts', () => {
    expect(formatRange(start, sameDay, 'en')).toBe('03/07/26, 14:05\u201316:05');
    expect(formatRange(start, nextDay, 'pl')).toBe('07.03.26, 14:05 \u2013 08.03.26, 09:00');
  });
});

describe('map links', () => {
  it('opens OpenStreetMap directions to the spot and a geo: link for map apps', () => {
    expect(directionsUrl(52.2297, 21.0122)).toBe(
      'https://www.openstreetmap.org/directions?route=%3B52.229700%2C21.012200',
    );
    expect(geoUrl(52.2297, 21.0122, 'Marszałkowska 10, Warszawa')).toBe(
      'geo:52.229700,21.012200?q=52.229700,21.012200(Marsza%C5%82kowska%2010%2C%20Warszawa)',
    );
  });
});

describe('live statuses', () => {
  it('are the ones that still change by themselves', () => {
    expect(['pending_payment', 'confirmed', 'active'].every((s) => isLive(s as never))).toBe(true);
    expect(['completed', 'cancelled', 'expired'].some((s) => isLive(s as never))).toBe(false);
  });
});
