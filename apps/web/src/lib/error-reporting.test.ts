import { describe, expect, it } from 'vitest';
import { startErrorReporting, traceHeaders } from './error-reporting';
import { failureReason, isServerFailure } from './server-failure';

describe('isServerFailure', () => {
  it.each([
    [{ errors: [{ extensions: { code: 'INTERNAL_SERVER_ERROR' } }], status: 200 }, true],
    [{ errors: [], status: 502 }, true],
    [{ status: 500 }, true],
    [{ errors: [{ extensions: { code: 'VALIDATION_FAILED', validation: {} } }], status: 200 }, false],
    [{ errors: [{ extensions: { code: 'NOT_FOUND' } }], status: 200 }, false],
    [{ errors: [{ extensions: { code: 'TOO_MANY_REQUESTS' } }], status: 429 }, false],
    [{ errors: [{ extensions: { code: 'UNAUTHENTICATED' } }], status: 401 }, false],
    // Never reached the server: offline or aborted.
    [{ errors: [] }, false],
  ])('%j → %s', (answer, expected) => {
    expect(isServerFailure(answer)).toBe(expected);
  });
});

it('names the failure by its code, else its HTTP status', () => {
  expect(failureReason({ errors: [{ extensions: { code: 'INTERNAL_SERVER_ERROR' } }] })).toBe('INTERNAL_SERVER_ERROR');
  expect(failureReason({ status: 502 })).toBe('HTTP 502');
});

describe('without a DSN', () => {
  it('sends no trace headers', () => {
    startErrorReporting(null);
    startErrorReporting({ dsn: '', environment: 'x', release: null, sampleRate: 1, tracesSampleRate: 0 });
    expect(traceHeaders()).toEqual({});
  });
});
