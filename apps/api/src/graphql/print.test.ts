import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { printedSchema, SCHEMA_FILE } from './print';

describe('schema.graphql', () => {
  it('matches the schema the code builds (run npm run schema:print -w apps/api)', () => {
    expect(readFileSync(SCHEMA_FILE, 'utf8')).toBe(printedSchema());
  });
});
