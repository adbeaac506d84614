import { describe, expect, it } from 'vitest';
import { FORGED_CURSOR_TIMES } from '../test/paging';
import { decodeCursor, encodeCursor, isPostgresTime } from './page';

// The cursor's time goes back to PostgreSQL as ::timestamptz: only the text PostgreSQL itself prints is taken.

describe('decodeCursor', () => {
  const id = '0f8fad5b-d9cb-469f-a165-70867728950e';

  it('takes back what encodeCursor gave, with any fraction and offset PostgreSQL prints', () => {
    for (const at of [
      '2026-03-07 10:00:00+00',
      '2026-03-07 10:00:00.123456+01',
      '2024-02-29 23:59:59.1-03:30',
      '1901-12-13 20:45:52+01:24:00',
    ]) {
      expect(decodeCursor(encodeCursor({ at, id }))).toEqual({ at, id });
    }
  });

  it('refuses, as a field error on after, every other time Date.parse would take', () => {
    for (const at of FORGED_CURSOR_TIMES) {
      expect(isPostgresTime(at), at).toBe(false);
      let refusal: unknown = null;
      try {
        decodeCursor(encodeCursor({ at, id }));
      } catch (error) {
        refusal = error;
      }
      expect(refusal, at).toMatchObject({ code: 'VALIDATION_FAILED', validation: { after: ['Invalid value.'] } });
    }
  });
});
