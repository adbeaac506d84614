import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import {
  analyse,
  importGraph,
  layerOf,
  partOf,
  relativeImports,
  report,
  resolveImport,
  stronglyConnected,
} from './api-imports.mjs';

describe('reading imports', () => {
  it('finds static, type-only, side-effect, re-exported and dynamic relative imports, each once', () => {
    const source = [
      "import { a } from './a';",
      "import type { B } from '../b/b';",
      'import {',
      '  c,',
      '  type C,',
      "} from './c';",
      "import './side-effect';",
      "export { d } from './d';",
      "export * from './e';",
      "import * as f from './f';",
      "import g, { h } from './a';",
      "const lazy = () => import('./lazy');",
    ].join('\n');
    expect(relativeImports(source)).toEqual(['./a', '../b/b', './c', './side-effect', './d', './e', './f', './lazy']);
  });

  it('leaves out packages and words in comments or strings', () => {
    const source = [
      "import { z } from 'zod';",
      "import { messages } from '@parkshare/shared/validation/messages';",
      "// the direct path (see graphql-direct.ts) imports from './yoga'",
      'const text = \'import x from "./nope"\';',
    ].join('\n');
    expect(relativeImports(source)).toEqual([]);
  });

  it('resolves a specifier to a .ts file or a folder index among the known files', () => {
    const files = new Set(['lib/errors.ts', 'jobs/index.ts', 'modules/a/a.service.ts']);
    expect(resolveImport('modules/a/a.service.ts', '../../lib/errors', files)).toBe('lib/errors.ts');
    expect(resolveImport('app.ts', './jobs', files)).toBe('jobs/index.ts');
    expect(resolveImport('app.ts', './lib/errors.js', files)).toBe('lib/errors.ts');
    expect(resolveImport('app.ts', './lib/missing', files)).toBeUndefined();
  });
});

describe('parts and layers', () => {
  it('names a module by its folder, anything else by its top folder or file', () => {
    expect(partOf('modules/parkings/spots.service.ts')).toBe('modules/parkings');
    expect(partOf('db/schema/money.ts')).toBe('db');
    expect(partOf('app-deps.ts')).toBe('app-deps');
  });

  it('puts every module not named on a layer of its own on the modules layer', () => {
    const layers = [['db'], ['modules/map'], ['modules/*'], ['http']];
    expect(layerOf('db', layers)).toBe(0);
    expect(layerOf('modules/map', layers)).toBe(1);
    expect(layerOf('modules/parkings', layers)).toBe(2);
    expect(layerOf('http', layers)).toBe(3);
    expect(layerOf('somewhere', layers)).toBeUndefined();
  });
});

describe('strongly connected components', () => {
  it('finds each cycle once, with the parts outside cycles on their own', () => {
    const graph = new Map([
      ['a', new Set(['b'])],
      ['b', new Set(['c'])],
      ['c', new Set(['a', 'd'])],
      ['d', new Set(['e'])],
      ['e', new Set(['d'])],
      ['f', new Set(['a'])],
    ]);
    expect(stronglyConnected(graph)).toEqual([['a', 'b', 'c'], ['d', 'e'], ['f']]);
  });
});

describe('the figures of a source tree', () => {
  const dirs = [];
  afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  function tree(files) {
    const dir = mkdtempSync(join(tmpdir(), 'parkshare-imports-'));
    dirs.push(dir);
    for (const [path, source] of Object.entries(files)) {
      mkdirSync(dirname(join(dir, path)), { recursive: true });
      writeFileSync(join(dir, path), source);
    }
    return dir;
  }

  const layers = [['db'], ['lib'], ['modules/*'], ['http']];

  it('counts upward imports, mutual pairs, cycles and long files, and leaves test code out', () => {
    const root = tree({
      'db/client.ts': "import { x } from '../lib/x';\n",
      'lib/x.ts': "import { client } from '../db/client';\nimport { route } from '../http/route';\n",
      'modules/a/a.service.ts': "import { b } from '../b/b.service';\nimport { x } from '../../lib/x';\n",
      'modules/b/b.service.ts': "import { a } from '../a/a.service';\n",
      'modules/b/b.test.ts': "import { route } from '../../http/route';\n",
      'modules/b/b.fixtures.ts': "import { route } from '../../http/route';\n",
      'test/app.ts': "import { route } from '../http/route';\n",
      'http/route.ts': `import { a } from '../modules/a/a.service';\n${'//\n'.repeat(300)}`,
    });
    const figures = analyse(importGraph(root), layers);
    expect(figures.upward).toEqual([
      { from: 'db/client.ts', to: 'lib/x.ts' },
      { from: 'lib/x.ts', to: 'http/route.ts' },
    ]);
    expect(figures.mutualPairs).toEqual([
      ['db', 'lib'],
      ['modules/a', 'modules/b'],
    ]);
    expect(figures.cycles).toEqual([['db', 'http', 'lib', 'modules/a', 'modules/b']]);
    expect(figures.longFiles).toEqual([{ path: 'http/route.ts', lines: 301 }]);
    expect(figures.unlayered).toEqual([]);
    expect(report(figures)).toContain('upward imports: 2 (0 between domain modules)');
    expect(report(figures)).toContain('mutual pairs: 2 (1 between domain modules)');
  });

  it('names a part no layer holds', () => {
    const root = tree({ 'stray/thing.ts': 'export const thing = 1;\n' });
    expect(analyse(importGraph(root), layers).unlayered).toEqual(['stray']);
  });
});

describe('apps/api/src', () => {
  const figures = analyse(importGraph(fileURLToPath(new URL('../apps/api/src', import.meta.url))));

  it('has every part on a layer: a new top folder or top file is placed in LAYERS (decision 079)', () => {
    expect(figures.unlayered).toEqual([]);
  });

  // Lint forbids importing a higher layer and any cycle of files; a cycle among modules can pass through files that
  // form none, so it is checked here.
  it('has no pair of parts that import each other and no cycle among parts', () => {
    expect(figures.mutualPairs).toEqual([]);
    expect(figures.cycles).toEqual([]);
  });
});
