import { describe, expect, it } from 'vitest';
import { directionsUrl, geoUrl, isLive } from './display';

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
