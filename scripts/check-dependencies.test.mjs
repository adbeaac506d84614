import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { nodeVersionsToSupport, uncoveredInstallScripts, unsupportedEngines } from './check-dependencies.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));

describe('the installed dependencies (what `npm ci` would warn about)', () => {
  it('support every Node version our engines field declares (no EBADENGINE warning)', () => {
    expect(unsupportedEngines(root)).toEqual([]);
  });

  it('have their install scripts reviewed in allowScripts (no "not yet covered" notice)', () => {
    expect(uncoveredInstallScripts(root)).toEqual([]);
  });
});

describe('the dependency check', () => {
  const dirs = [];
  afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  function project(packages, allowScripts) {
    const dir = mkdtempSync(join(tmpdir(), 'parkshare-deps-'));
    dirs.push(dir);
    const write = (path, value) => {
      mkdirSync(dirname(join(dir, path)), { recursive: true });
      writeFileSync(join(dir, path), JSON.stringify(value));
    };
    write('package.json', { name: 'p', engines: { node: '>=20.19' }, allowScripts });
    const lock = { '': { name: 'p' } };
    for (const [path, { installed = true, lock: entry = {}, ...manifest }] of Object.entries(packages)) {
      lock[path] = { version: manifest.version, ...entry };
      if (installed) write(join(path, 'package.json'), manifest);
    }
    write('package-lock.json', { lockfileVersion: 3, packages: lock });
    return dir;
  }

  it('names a package, nested or not, that wants a newer Node than we declare', () => {
    const dir = project({
      'node_modules/ok': { version: '1.0.0', engines: { node: '^18.18.0 || ^20.9.0 || >=21.1.0' } },
      'node_modules/a/node_modules/@scope/new': { version: '2.0.1', engines: { node: '>=22.15.0' } },
      'node_modules/skipped-optional': { version: '1.0.0', engines: { node: '>=25' }, installed: false },
    });
    expect(unsupportedEngines(dir, 'v20.20.2')).toEqual([
      {
        path: 'node_modules/a/node_modules/@scope/new',
        name: '@scope/new',
        version: '2.0.1',
        wants: '>=22.15.0',
        excluded: ['20.19.0', '20.20.2'],
      },
    ]);
  });

  it('checks the lowest declared Node as well as the running one', () => {
    expect(nodeVersionsToSupport('>=20.19', 'v22.12.0')).toEqual(['20.19.0', '22.12.0']);
    expect(nodeVersionsToSupport('>=20.19', 'v18.20.0')).toEqual(['20.19.0']);
    const dir = project({ 'node_modules/x': { version: '1.0.0', engines: { node: '^20.20.0 || >=22' } } });
    expect(unsupportedEngines(dir, 'v22.12.0').map((item) => item.excluded)).toEqual([['20.19.0']]);
  });

  it('names an install script that allowScripts does not cover, by name or by name@version', () => {
    const dir = project(
      {
        'node_modules/approved': { version: '1.0.0', scripts: { postinstall: 'node x.js' } },
        'node_modules/pinned': { version: '2.0.0', scripts: { install: 'node-gyp-build' } },
        'node_modules/other-pin': { version: '3.0.1', scripts: { install: 'node-gyp-build' } },
        'node_modules/flagged-in-lock': { version: '1.0.0', lock: { hasInstallScript: true } },
        'node_modules/no-scripts': { version: '1.0.0', scripts: { test: 'vitest' } },
      },
      { approved: true, 'pinned@2.0.0': true, 'other-pin@3.0.0': true },
    );
    expect(uncoveredInstallScripts(dir).map((item) => `${item.name}@${item.version}`)).toEqual([
      'other-pin@3.0.1',
      'flagged-in-lock@1.0.0',
    ]);
  });
});
