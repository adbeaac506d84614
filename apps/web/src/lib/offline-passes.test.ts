import { afterEach, describe, expect, it } from 'vitest';
import {
  clearOfflinePasses,
  readOfflinePass,
  removeOfflinePass,
  saveOfflinePasses,
  type OfflinePass,
} from './offline-passes';
import { clearSessionStorage, OFFLINE_PASSES_KEY } from './session/token-storage';

const NOW = Date.parse('2026-11-29T10:00:00Z');
const hours = (count: number) => new Date(NOW + count * 3_600_000).toISOString();

const pass = (id: string, overrides: Partial<OfflinePass> = {}): OfflinePass => ({
  id,
  status: 'confirmed',
  parkingName: 'Złota 44',
  parkingIdentifier: 'WAW-7K2P',
  spotNumber: 'B-1',
  address: 'Złota 44, Warszawa',
  startAt: hours(1),
  endAt: hours(2),
  registrationNumber: 'WA12345',
  accessInstructions: null,
  qrUrl: 'https://parkshare.example/WAW-7K2P/B-1',
  savedAt: new Date(NOW).toISOString(),
  ...overrides,
});

afterEach(() => localStorage.clear());

describe('offline passes', () => {
  it('reads back a saved pass of the same user', () => {
    saveOfflinePasses('u1', [pass('r1', { accessInstructions: 'Gate code 1234' })], { now: NOW });
    expect(readOfflinePass('u1', 'r1', NOW)).toEqual(pass('r1', { accessInstructions: 'Gate code 1234' }));
    expect(readOfflinePass('u1', 'r2', NOW)).toBeNull();
  });

  it('never shows one user the passes of another', () => {
    saveOfflinePasses('u1', [pass('r1')], { now: NOW });
    expect(readOfflinePass('u2', 'r1', NOW)).toBeNull();
    // The next person's passes replace the previous person's.
    saveOfflinePasses('u2', [pass('r2')], { now: NOW });
    expect(readOfflinePass('u1', 'r1', NOW)).toBeNull();
    expect(readOfflinePass('u2', 'r2', NOW)).not.toBeNull();
  });

  it('drops a pass once its stay has ended', () => {
    saveOfflinePasses('u1', [pass('r1'), pass('r2', { endAt: hours(5) })], { now: NOW });
    const later = NOW + 3 * 3_600_000;
    expect(readOfflinePass('u1', 'r1', later)).toBeNull();
    expect(readOfflinePass('u1', 'r2', later)).not.toBeNull();
    saveOfflinePasses('u1', [], { now: later });
    const stored = JSON.parse(localStorage.getItem(OFFLINE_PASSES_KEY) ?? 'null') as { passes: OfflinePass[] };
    expect(stored.passes.map((p) => p.id)).toEqual(['r2']);
  });

  it('keeps the other passes when one is saved, and only the given ones when the list is complete', () => {
    saveOfflinePasses('u1', [pass('r1'), pass('r2')], { now: NOW });
    saveOfflinePasses('u1', [pass('r2', { spotNumber: 'B-2' })], { now: NOW });
    expect(readOfflinePass('u1', 'r1', NOW)).not.toBeNull();
    expect(readOfflinePass('u1', 'r2', NOW)?.spotNumber).toBe('B-2');
    saveOfflinePasses('u1', [pass('r2')], { complete: true, now: NOW });
    expect(readOfflinePass('u1', 'r1', NOW)).toBeNull();
  });

  it('forgets a cancelled reservation, and everything on clear', () => {
    saveOfflinePasses('u1', [pass('r1'), pass('r2')], { now: NOW });
    removeOfflinePass('u1', 'r1', NOW);
    expect(readOfflinePass('u1', 'r1', NOW)).toBeNull();
    removeOfflinePass('u1', 'r2', NOW);
    expect(localStorage.getItem(OFFLINE_PASSES_KEY)).toBeNull();
    saveOfflinePasses('u1', [pass('r3')], { now: NOW });
    clearOfflinePasses();
    expect(readOfflinePass('u1', 'r3', NOW)).toBeNull();
  });

  it('goes with the session on sign-out', () => {
    saveOfflinePasses('u1', [pass('r1')], { now: NOW });
    clearSessionStorage();
    expect(localStorage.getItem(OFFLINE_PASSES_KEY)).toBeNull();
  });

  it('reads nothing from a damaged entry', () => {
    localStorage.setItem(OFFLINE_PASSES_KEY, '{"userId":');
    expect(readOfflinePass('u1', 'r1', NOW)).toBeNull();
    localStorage.setItem(OFFLINE_PASSES_KEY, '{"userId":"u1","passes":"x"}');
    expect(readOfflinePass('u1', 'r1', NOW)).toBeNull();
  });
});
