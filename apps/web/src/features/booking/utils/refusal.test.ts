import { describe, expect, it } from 'vitest';
import { errorTypeOf, refusalOf } from './refusal';

const refused = (reason: unknown) => ({
  graphQLErrors: [{ message: 'x', extensions: { code: 'RESERVATION_REFUSED', reason } }],
});

describe('refusalOf', () => {
  it('reads the SPEC §8 code of a refusal', () => {
    expect(refusalOf(refused('spot_already_taken'))).toBe('spot_already_taken');
    expect(refusalOf(refused('active_reservation_exists'))).toBe('active_reservation_exists');
  });

  it('reads a refusal from a non-2xx answer too', () => {
    expect(
      refusalOf({ networkError: { result: { errors: [{ message: 'x', extensions: { code: 'RESERVATION_REFUSED', reason: 'no_available_spot' } }] } } }),
    ).toBe('no_available_spot');
  });

  it('reads an unknown or hostile reason as the unknown error', () => {
    expect(refusalOf(refused('drop_table'))).toBe('unknown_error');
    expect(refusalOf(refused({ $ne: 1 }))).toBe('unknown_error');
    expect(refusalOf(refused(undefined))).toBe('unknown_error');
  });

  it('is null for other errors', () => {
    expect(refusalOf(null)).toBeNull();
    expect(refusalOf('boom')).toBeNull();
    expect(refusalOf(new TypeError('Failed to fetch'))).toBeNull();
    expect(refusalOf({ graphQLErrors: [{ message: 'Not found.', extensions: { code: 'NOT_FOUND' } }] })).toBeNull();
    expect(refusalOf({ graphQLErrors: [{ message: 'Invalid', extensions: { validation: { terms: ['x'] } } }] })).toBeNull();
  });
});

describe('errorTypeOf', () => {
  it('writes the code in kebab case for the error page', () => {
    expect(errorTypeOf('active_reservation_exists')).toBe('active-reservation-exists');
    expect(errorTypeOf('unknown_error')).toBe('unknown-error');
  });
});
