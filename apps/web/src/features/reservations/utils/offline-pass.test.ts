import { describe, expect, it } from 'vitest';
import { hasPass, toOfflinePass, type PassSource } from './offline-pass';

const source: PassSource = {
  id: 'r1',
  status: 'confirmed',
  startAt: '2026-11-30T09:00:00.000Z',
  endAt: '2026-11-30T10:00:00.000Z',
  parkingName: 'Złota 44',
  parkingIdentifier: 'WAW-7K2P',
  spotNumber: 'A 10',
  vehicle: { registrationNumber: 'WA12345' },
  location: { address: 'Złota 44, Warszawa' },
};
const savedAt = new Date('2026-11-29T10:00:00.000Z');

describe('toOfflinePass', () => {
  it('keeps what the pass shows, with the spot page as the QR code', () => {
    expect(toOfflinePass(source, 'https://parkshare.pl/', savedAt)).toEqual({
      id: 'r1',
      status: 'confirmed',
      parkingName: 'Złota 44',
      parkingIdentifier: 'WAW-7K2P',
      spotNumber: 'A 10',
      address: 'Złota 44, Warszawa',
      startAt: '2026-11-30T09:00:00.000Z',
      endAt: '2026-11-30T10:00:00.000Z',
      registrationNumber: 'WA12345',
      accessInstructions: null,
      qrUrl: 'https://parkshare.pl/WAW-7K2P/A%2010',
      savedAt: '2026-11-29T10:00:00.000Z',
    });
  });

  it('keeps the access instructions when the API gives them', () => {
    const pass = toOfflinePass({ ...source, accessInstructions: 'Gate code 1234' }, 'https://parkshare.pl', savedAt);
    expect(pass?.accessInstructions).toBe('Gate code 1234');
  });

  it('makes no pass for a stay that is not paid or is over', () => {
    for (const status of ['pending_payment', 'completed', 'cancelled', 'expired'] as const) {
      expect(hasPass(status)).toBe(false);
      expect(toOfflinePass({ ...source, status }, 'https://parkshare.pl', savedAt)).toBeNull();
    }
    expect(hasPass('active')).toBe(true);
  });
});
