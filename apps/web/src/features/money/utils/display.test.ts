import { describe, expect, it } from 'vitest';
import { failureReason, formatSigned, submittedGrosze } from './display';

describe('formatSigned', () => {
  const format = (value: number) => `${value / 100} PLN`;
  it('writes the sign out with a real minus', () => {
    expect(formatSigned(5000, format)).toBe('+50 PLN');
    expect(formatSigned(-1200, format)).toBe('\u221212 PLN');
    expect(formatSigned(0, format)).toBe('0 PLN');
  });
});

describe('failureReason', () => {
  it('turns gateway codes into the reasons people read', () => {
    expect(failureReason('declined')).toBe('declined');
    expect(failureReason('rejected')).toBe('rejected');
    expect(failureReason('BLIK_REJECTED')).toBe('rejected');
    expect(failureReason('code_expired')).toBe('expired');
    expect(failureReason('cancelled')).toBe('cancelled');
    expect(failureReason('canceled_by_user')).toBe('cancelled');
    expect(failureReason('already_used')).toBe('already_used');
    expect(failureReason('timeout')).toBe('timed_out');
    expect(failureReason('approval_timed_out')).toBe('timed_out');
    expect(failureReason(null)).toBe('other');
    expect(failureReason('something_else')).toBe('other');
  });
});

describe('submittedGrosze', () => {
  it('takes the schema output in grosze or the typed złoty', () => {
    expect(submittedGrosze(5000)).toBe(5000);
    expect(submittedGrosze('50')).toBe(5000);
    expect(submittedGrosze('12,50')).toBe(1250);
    expect(submittedGrosze(12.5)).toBeNull();
    expect(submittedGrosze('abc')).toBeNull();
    expect(submittedGrosze(undefined)).toBeNull();
  });
});
