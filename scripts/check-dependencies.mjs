// `node scripts/check-dependencies.mjs`: what a newcomer's `npm ci` would warn about, checked before it happens
// (decision 060). Run by the unit suite (scripts/check-dependencies.test.mjs).
//
// 1. Engines: every installed package must support the Node versions our package.json declares (its lowest
//    version and the Node running the check); npm prints "EBADENGINE Unsupported engine" for each one that
//    does not. Optional packages npm skipped on this platform are not installed and not checked, as npm does.
// 2. Install scripts: every installed package with an install script must be named in `allowScripts`; npm 11
//    lists the others after every install ("install scripts not yet covered by allowScripts").
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import semver from 'semver';

const readJson = (path) => JSON.parse(readFileSync(path, 'utf8'));

/** The installed packages of the lock file: { path, name, version, manifest }. */
function installedPackages(root) {
  const lock = readJson(join(root, 'package-lock.json'));
  return Object.entries(lock.packages)
    .filter(([path, entry]) => path.includes('node_modules/') && !entry.link)
    .filter(([path]) => existsSync(join(root, path, 'package.json')))
    .map(([path, entry]) => ({
      path,
      name: path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length),
      version: entry.version,
      hasInstallScript: entry.hasInstallScript === true,
      manifest: readJson(join(root, path, 'package.json')),
    }));
}

/** The Node versions we promise: the lowest our `engines.node` allows, and the running one when it is allowed. */
export function nodeVersionsToSupport(range, running = process.version) {
  const versions = [semver.minVersion(range).version];
  const current = semver.clean(running);
  if (current && semver.satisfies(current, range) && !versions.includes(current)) versions.push(current);
  return versions;
}

/** Installed packages whose `engines.node` excludes one of the Node versions we support. */
export function unsupportedEngines(root, running = process.version) {
  const ours = readJson(join(root, 'package.json')).engines.node;
  const versions = nodeVersionsToSupport(ours, running);
  return installedPackages(root).flatMap(({ path, name, manifest }) => {
    const wanted = manifest.engines?.node;
    if (typeof wanted !== 'string') return [];
    const excluded = versions.filter((version) => !semver.satisfies(version, wanted, { includePrerelease: true }));
    return excluded.length === 0 ? [] : [{ path, name, version: manifest.version, wants: wanted, excluded }];
  });
}

/** Installed packages with an install script that `allowScripts` in our package.json does not name. */
export function uncoveredInstallScripts(root) {
  const allowed = readJson(join(root, 'package.json')).allowScripts ?? {};
  const covered = (name, version) => name in allowed || `${name}@${version}` in allowed;
  return installedPackages(root)
    .filter(({ hasInstallScript, manifest }) => {
      const scripts = manifest.scripts ?? {};
      return hasInstallScript || Boolean(scripts.preinstall || scripts.install || scripts.postinstall);
    })
    .filter(({ name, version }) => !covered(name, version))
    .map(({ path, name, version }) => ({ path, name, version }));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = fileURLToPath(new URL('..', import.meta.url));
  const engines = unsupportedEngines(root);
  const scripts = uncoveredInstallScripts(root);
  for (const item of engines) {
    console.error(
      `${item.name}@${item.version} wants Node ${item.wants}, not ${item.excluded.join(', ')} (${item.path})`,
    );
  }
  for (const item of scripts) {
    console.error(`${item.name}@${item.version} has an install script not named in allowScripts (${item.path})`);
  }
  if (engines.length + scripts.length > 0) process.exit(1);
  console.log('Every installed package supports our Node versions; every install script is reviewed.');
}
