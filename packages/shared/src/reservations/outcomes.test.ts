import { describe, expect, it } from 'vitest';
import { RESERVATION_REFUSALS, errorTypeToRefusal, refusalToErrorType } from './outcomes';

describe('reservation error types', () => {
  it('writes the code in kebab case for the error page, and reads every code back', () => {
    expect(refusalToErrorType('active_reservation_exists')).toBe('active-reservation-exists');
    expect(refusalToErrorType('unknown_error')).toBe('unknown-error');
    for (const code of RESERVATION_REFUSALS) expect(errorTypeToRefusal(refusalToErrorType(code))).toBe(code);
  });

  it('reads an unknown or hostile error type as the unknown error', () => {
    expect(errorTypeToRefusal('drop-table')).toBe('unknown_error');
    expect(errorTypeToRefusal('__proto__')).toBe('unknown_error');
  });
});
