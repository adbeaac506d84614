import { describe, expect, it } from 'vitest';
import { arrangeHistory } from './history';

// /reservations with several reservations (decision 077): a driver may hold a stay under way and several booked
// ahead at once.

const NOW = Date.parse('2026-11-25T12:00:00Z');
const at = (hours: number) => new Date(NOW + hours * 3_600_000).toISOString();
const reservation = (id: string, status: string, from: number, to: number, paymentDueAt: string | null = null) => ({
  id,
  status: status as 'pending_payment' | 'confirmed' | 'active' | 'completed' | 'cancelled' | 'expired',
  startAt: at(from),
  endAt: at(to),
  paymentDueAt,
});

describe('arrangeHistory', () => {
  // The API answers newest first (by creation).
  const all = [
    reservation('unpaid-in-3-days', 'pending_payment', 72, 73, at(0.1)),
    reservation('now', 'active', -0.5, 0.5),
    reservation('in-2-days', 'confirmed', 48, 49),
    reservation('tomorrow', 'confirmed', 24, 25),
    reservation('yesterday', 'completed', -24, -23),
  ];

  it('lists upcoming reservations nearest first, then the stay under way and the past', () => {
    const { upcoming, rest } = arrangeHistory(all, NOW);
    expect(upcoming.map((item) => item.id)).toEqual(['tomorrow', 'in-2-days', 'unpaid-in-3-days']);
    expect(rest.map((item) => item.id)).toEqual(['now', 'yesterday']);
  });

  it('watches the instants of every live reservation, not only the first', () => {
    const { instants } = arrangeHistory(all, NOW);
    expect(instants).toEqual(
      expect.arrayContaining([at(-0.5), at(0.5), at(24), at(25), at(48), at(49), at(72), at(73), at(0.1)]),
    );
    expect(instants).not.toContain(at(-24));
    expect(arrangeHistory([all[4]!], NOW).instants).toEqual([]);
  });
});
