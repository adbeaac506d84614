import { describe, expect, it } from 'vitest';
import { refusalOf } from './reservation-refusal';

const refused = (reason: unknown) => ({
  graphQLErrors: [{ message: 'x', extensions: { code: 'RESERVATION_REFUSED', reason } }],
});

describe('refusalOf', () => {
  it('reads the SPEC §8 code of a refusal, from a 200 answer or a non-2xx one', () => {
    expect(refusalOf(refused('spot_already_taken'))).toBe('spot_already_taken');
    expect(
      refusalOf({
        networkError: {
          result: {
            errors: [{ message: 'x', extensions: { code: 'RESERVATION_REFUSED', reason: 'waiting_for_payment' } }],
          },
        },
      }),
    ).toBe('waiting_for_payment');
  });

  it('turns an unknown or hostile code into unknown_error, and ignores other errors', () => {
    expect(refusalOf(refused('<img src=x onerror=alert(1)>'))).toBe('unknown_error');
    expect(refusalOf(refused('__proto__'))).toBe('unknown_error');
    expect(refusalOf({ graphQLErrors: [{ message: 'x', extensions: { code: 'NOT_FOUND' } }] })).toBeNull();
    expect(refusalOf(null)).toBeNull();
    expect(refusalOf('boom')).toBeNull();
  });

  it('reads a refusal from a non-2xx answer, and every other reason as the unknown error', () => {
    expect(refusalOf(refused('active_reservation_exists'))).toBe('active_reservation_exists');
    expect(
      refusalOf({
        networkError: {
          result: {
            errors: [{ message: 'x', extensions: { code: 'RESERVATION_REFUSED', reason: 'no_available_spot' } }],
          },
        },
      }),
    ).toBe('no_available_spot');
    expect(refusalOf(refused('drop_table'))).toBe('unknown_error');
    expect(refusalOf(refused({ $ne: 1 }))).toBe('unknown_error');
    expect(refusalOf(refused(undefined))).toBe('unknown_error');
  });

  it('is null for errors that are not refusals', () => {
    expect(refusalOf(new TypeError('Failed to fetch'))).toBeNull();
    expect(refusalOf({ graphQLErrors: [{ message: 'Not found.', extensions: { code: 'NOT_FOUND' } }] })).toBeNull();
    expect(
      refusalOf({ graphQLErrors: [{ message: 'Invalid', extensions: { validation: { terms: ['x'] } } }] }),
    ).toBeNull();
  });
});
