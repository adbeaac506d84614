import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { collectFragments, withFragments } from '../../../build/graphql-fragments.mjs';

function srcWith(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'fragments-'));
  for (const [name, code] of Object.entries(files)) {
    mkdirSync(join(dir, name, '..'), { recursive: true });
    writeFileSync(join(dir, name), code);
  }
  return dir;
}

const call = (source: string) => `export const x = graphql(\`\n${source}\n\`);\n`;

describe('graphql fragments at build time', () => {
  it('appends each spread fragment once, spreads of spreads too, and leaves inline fragments alone', () => {
    const src = srcWith({
      'a/fields.ts': call('fragment A on T { id ...B }') + call('fragment B on U { name }'),
      'gql/graphql.ts': call('fragment Ignored on T { id }'),
    });
    const fragments = collectFragments(src);
    expect([...fragments.keys()].sort()).toEqual(['A', 'B']);
    const document = withFragments('query Q { t { ...A other { ...A } ... on T { id } } }', fragments);
    expect(document).toBe(
      'query Q { t { ...A other { ...A } ... on T { id } } }\nfragment A on T { id ...B }\nfragment B on U { name }',
    );
  });

  it('fails the build for an unknown or twice-defined fragment', () => {
    const src = srcWith({ 'a.ts': call('fragment A on T { id }'), 'b.ts': call('fragment A on T { name }') });
    expect(() => collectFragments(src)).toThrow(/defined twice/);
    expect(() => withFragments('query { ...Missing }', new Map())).toThrow(/Missing is used/);
  });
});
