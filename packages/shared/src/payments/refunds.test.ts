import { describe, expect, it } from 'vitest';
import { canMoveRefund, isFinalRefund, REFUND_STATUSES, refundDestinationOf } from './refunds';

describe('refund statuses', () => {
  it('moves processing → completed | failed, forward only, never out of a final status', () => {
    expect(canMoveRefund('processing', 'completed')).toBe(true);
    expect(canMoveRefund('processing', 'failed')).toBe(true);
    expect(canMoveRefund('processing', 'processing')).toBe(false);
    for (const final of ['completed', 'failed'] as const) {
      expect(isFinalRefund(final)).toBe(true);
      for (const to of REFUND_STATUSES) expect(canMoveRefund(final, to)).toBe(false);
    }
    expect(isFinalRefund('processing')).toBe(false);
  });

  it('sends money back the way it came: the balance to the balance, every gateway method to the payer', () => {
    expect(refundDestinationOf('wallet')).toBe('balance');
    for (const method of ['blik', 'blik_alias', 'online']) expect(refundDestinationOf(method)).toBe('payer');
  });
});
