import { describe, expect, it } from 'vitest';
import {
  canMoveReservation,
  HOLDING_RESERVATION_STATUSES,
  isCancellable,
  isExtendable,
  RESERVATION_STATUSES,
  spotStateOf,
} from './status';

describe('reservation statuses', () => {
  it('moves pending → confirmed → active → completed, and never out of a final status', () => {
    expect(canMoveReservation('pending_payment', 'confirmed')).toBe(true);
    expect(canMoveReservation('confirmed', 'active')).toBe(true);
    expect(canMoveReservation('active', 'completed')).toBe(true);
    // Paid after the start time: straight to active.
    expect(canMoveReservation('pending_payment', 'active')).toBe(true);
    for (const final of ['completed', 'cancelled', 'expired'] as const) {
      for (const to of RESERVATION_STATUSES) expect(canMoveReservation(final, to)).toBe(false);
    }
  });

  it('expires only unpaid holds; the driver cancels only before the start, a reported problem also after it', () => {
    expect(canMoveReservation('pending_payment', 'expired')).toBe(true);
    expect(canMoveReservation('confirmed', 'expired')).toBe(false);
    expect(canMoveReservation('active', 'expired')).toBe(false);
    // The "report a problem" remedy (decision 080) cancels a stay under way with a full refund.
    expect(canMoveReservation('active', 'cancelled')).toBe(true);
    // The driver's own cancellation asks isCancellable: before the start only.
    expect(RESERVATION_STATUSES.filter(isCancellable)).toEqual(['pending_payment', 'confirmed']);
    expect(RESERVATION_STATUSES.filter(isExtendable)).toEqual(['active']);
  });

  it('holds a spot exactly while pending, confirmed or active', () => {
    expect([...HOLDING_RESERVATION_STATUSES]).toEqual(['pending_payment', 'confirmed', 'active']);
    expect(spotStateOf('active')).toBe('occupied');
    expect(spotStateOf('confirmed')).toBe('reserved');
  });
});
