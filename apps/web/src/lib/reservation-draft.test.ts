import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  RESERVATION_DRAFT_KEY,
  clearReservationDraft,
  loadReservationDraft,
  newReservationDraft,
  parseReservationDraft,
  saveReservationDraft,
  subscribeReservationDraft,
  updateReservationDraft,
  type ReservationDraft,
} from './reservation-draft';

const parking = { identifier: 'WAW-7K2P', address: 'Marszałkowska 10, Warszawa' };

afterEach(() => {
  sessionStorage.clear();
  vi.restoreAllMocks();
});

describe('newReservationDraft', () => {
  it('has exactly the SPEC §3 fields with their defaults', () => {
    const draft = newReservationDraft(parking, 'A-12');
    expect(draft).toEqual({
      parkingId: 'WAW-7K2P',
      spotNumber: 'A-12',
      reservationId: null,
      vehicleId: null,
      billingId: null,
      rentalPeriod: null,
      startAt: null,
      customEndAt: null,
      terms: false,
      estimatedAmount: 0,
      parkingData: { identifier: 'WAW-7K2P', address: 'Marszałkowska 10, Warszawa' },
    });
    expect(Object.keys(draft).sort()).toEqual(
      [
        'billingId',
        'customEndAt',
        'estimatedAmount',
        'parkingData',
        'parkingId',
        'rentalPeriod',
        'reservationId',
        'startAt',
        'spotNumber',
        'terms',
        'vehicleId',
      ].sort(),
    );
  });

  it('takes null for "any free spot"', () => {
    expect(newReservationDraft(parking, null).spotNumber).toBeNull();
  });
});

describe('save and load', () => {
  it('keeps the draft in session storage under reservation_draft', () => {
    const draft: ReservationDraft = {
      ...newReservationDraft(parking, '7'),
      vehicleId: 'v1',
      billingId: 'b1',
      rentalPeriod: 'custom',
      startAt: '2026-05-01T10:00:00.000Z',
      customEndAt: '2026-05-01T12:30:00.000Z',
      terms: true,
      estimatedAmount: 1250,
      reservationId: 'r1',
    };
    saveReservationDraft(draft);
    expect(JSON.parse(sessionStorage.getItem(RESERVATION_DRAFT_KEY) ?? 'null')).toEqual(draft);
    expect(loadReservationDraft()).toEqual(draft);
  });

  it('is null without a draft', () => {
    expect(loadReservationDraft()).toBeNull();
  });

  it.each([
    ['not JSON', '{"parkingId": '],
    ['an array', '[1,2]'],
    ['a number', '42'],
    ['null', 'null'],
    ['no parking', JSON.stringify({ spotNumber: '1' })],
    ['an empty parking', JSON.stringify({ parkingId: '' })],
    ['a parking that is not text', JSON.stringify({ parkingId: { $ne: 1 } })],
    ['an oversized parking', JSON.stringify({ parkingId: 'X'.repeat(10_000) })],
  ])('treats damaged storage (%s) as no draft', (_name, raw) => {
    sessionStorage.setItem(RESERVATION_DRAFT_KEY, raw);
    expect(loadReservationDraft()).toBeNull();
  });

  it('falls back to the defaults for damaged fields of a usable draft', () => {
    sessionStorage.setItem(
      RESERVATION_DRAFT_KEY,
      JSON.stringify({
        parkingId: 'WAW-7K2P',
        spotNumber: 12,
        reservationId: ['r'],
        vehicleId: '<script>alert(1)</script>'.repeat(50),
        billingId: null,
        rentalPeriod: '3h',
        startAt: 'later',
        customEndAt: 'tomorrow-ish',
        terms: 'yes',
        estimatedAmount: -5,
        parkingData: { address: 'no identifier' },
        extra: 'dropped',
      }),
    );
    expect(loadReservationDraft()).toEqual({
      parkingId: 'WAW-7K2P',
      spotNumber: null,
      reservationId: null,
      vehicleId: null,
      billingId: null,
      rentalPeriod: null,
      startAt: null,
      customEndAt: null,
      terms: false,
      estimatedAmount: 0,
      parkingData: null,
    });
  });

  it('refuses amounts that are not whole grosze', () => {
    expect(parseReservationDraft(JSON.stringify({ parkingId: 'P', estimatedAmount: 12.5 }))?.estimatedAmount).toBe(0);
    expect(parseReservationDraft(JSON.stringify({ parkingId: 'P', estimatedAmount: '100' }))?.estimatedAmount).toBe(0);
    expect(parseReservationDraft(JSON.stringify({ parkingId: 'P', estimatedAmount: 1e20 }))?.estimatedAmount).toBe(0);
    expect(parseReservationDraft(JSON.stringify({ parkingId: 'P', estimatedAmount: 900 }))?.estimatedAmount).toBe(900);
  });

  it('accepts every rental period preset', () => {
    for (const period of ['30m', '1h', '2h', 'custom']) {
      expect(parseReservationDraft(JSON.stringify({ parkingId: 'P', rentalPeriod: period }))?.rentalPeriod).toBe(
        period,
      );
    }
  });

  it('survives storage that throws', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError');
    });
    expect(loadReservationDraft()).toBeNull();
    expect(() => saveReservationDraft(newReservationDraft(parking, null))).not.toThrow();
  });
});

describe('update', () => {
  it('merges a change into the stored draft', () => {
    saveReservationDraft(newReservationDraft(parking, null));
    const next = updateReservationDraft({ rentalPeriod: '1h', estimatedAmount: 600 });
    expect(next).toMatchObject({ parkingId: 'WAW-7K2P', rentalPeriod: '1h', estimatedAmount: 600, terms: false });
    expect(loadReservationDraft()).toEqual(next);
  });

  it('does nothing without a draft', () => {
    expect(updateReservationDraft({ terms: true })).toBeNull();
    expect(sessionStorage.getItem(RESERVATION_DRAFT_KEY)).toBeNull();
  });
});

describe('clear', () => {
  it('removes the draft, so the next load gives the defaults of a new one', () => {
    saveReservationDraft({ ...newReservationDraft(parking, '1'), terms: true, estimatedAmount: 300 });
    clearReservationDraft();
    expect(sessionStorage.getItem(RESERVATION_DRAFT_KEY)).toBeNull();
    expect(loadReservationDraft()).toBeNull();
  });

  it('tells subscribers about saves, updates and clears', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeReservationDraft(listener);
    saveReservationDraft(newReservationDraft(parking, null));
    updateReservationDraft({ terms: true });
    clearReservationDraft();
    expect(listener).toHaveBeenCalledTimes(3);
    unsubscribe();
    clearReservationDraft();
    expect(listener).toHaveBeenCalledTimes(3);
  });
});
