import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { expected, operationNames, render, TARGET } from './known-operations.mjs';

describe('the operation names the metrics know', () => {
  it('reads named operations of every kind from the generator output, sorted, each once', () => {
    const source = [
      '{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Me"}}',
      '{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"SpotStatesChanged"}}',
      '{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LoginUser"}}',
      '{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Me"}}',
      '{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ParkingFields"}}',
    ].join('\n');
    expect(operationNames(source)).toEqual(['LoginUser', 'Me', 'SpotStatesChanged']);
    expect(render(['A', 'B'])).toContain("new Set([\n  'A',\n  'B',\n]);\n");
  });

  it("apps/api/src/graphql/known-operations.ts is the web app's list (else: npm run codegen)", () => {
    expect(readFileSync(TARGET, 'utf8')).toBe(expected());
  });
});
