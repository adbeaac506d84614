// What a route loads without any user interaction, derived from Vite's build manifest (decision 020).
// Used by scripts/check-budget.mjs (fails the build) and by bench/bundle.mjs (compares with a real browser).
import { readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { gzipSync } from 'node:zlib';

export const BUDGET_KB = 175;

// Namespaces i18n.ts loads before the first render (its `ns` option), in every language.
const startupNamespaces = ['common', 'validation'];

// Dynamic imports that happen on every route at start, idle or mount: the app itself (main.tsx holds React DOM
// and imports start.tsx in the next task). Nothing else on purpose: the toast host loads on the first notify() and
// the dialog host on the first confirm() (lib/hosts-store.ts), the impersonation banner only while impersonating,
// the error page only on an error. Add here anything that starts loading by itself (a timer,
// requestIdleCallback, an effect in the shell).
const onStartEverywhere = ['src/start.tsx'];

/**
 * The routes under budget. `module` is the route's lazy chunk (router.tsx), `namespaces` the translations its
 * `screen()` loader waits for, `onStart` the dynamic imports its components start by themselves on mount.
 */
export const routes = [
  { path: '/', module: 'src/app/routes/landing.tsx', namespaces: ['landing'], onStart: [] },
  {
    path: '/sign-in',
    module: 'src/app/routes/auth/sign-in.tsx',
    namespaces: ['auth'],
    // Nothing: sign-in-form.tsx starts loading its validation (zod/mini + the shared schemas in
    // src/features/auth/utils/sign-in-schema.ts, and @hookform/resolvers' zod adapter) on the first focus or
    // pointer press in the form, which is an interaction. A form that preloads on mount goes here.
    onStart: [],
  },
  // The public parking and spot pages open from QR codes on phones: the light GraphQL client, no Apollo, no map
  // (an OpenStreetMap link instead). Photos are images, not scripts.
  // Paths shaped like real ones (bench/bundle.mjs opens them; an unknown identifier loads the same scripts).
  { path: '/ABC-1234', module: 'src/app/routes/public-parking.tsx', namespaces: ['public-parking'], onStart: [] },
  {
    path: '/ABC-1234/A-1',
    module: 'src/app/routes/public-spot.tsx',
    namespaces: ['public-parking'],
    onStart: [],
  },
];

/** The modules whose static imports make up the budgeted routes, for the build's chunking (build/signed-in-chunks.ts). */
export const budgetedModules = [
  'src/main.tsx',
  ...onStartEverywhere,
  ...routes.flatMap((route) => [route.module, ...route.onStart]),
];

export function loadManifest(dist) {
  return JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
}

function findKey(manifest, module) {
  const name = basename(module).replace(/\.\w+$/, '');
  const key =
    Object.keys(manifest).find((k) => k === module || k.endsWith(`/${module}`)) ??
    // A dynamic entry that Rollup merged with modules other chunks import (start.tsx) is listed by its chunk's
    // file, without `src`: known by its name.
    Object.keys(manifest).find((k) => manifest[k].isDynamicEntry && !manifest[k].src && manifest[k].name === name);
  if (!key) {
    throw new Error(`route-budget: ${module} is not in the build manifest (renamed? update scripts/route-budget.mjs)`);
  }
  return key;
}

// A manifest chunk's JS file and, recursively, its static imports (what the browser fetches with it).
function collect(manifest, key, files) {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) {
    return;
  }
  if (chunk.file.endsWith('.js')) {
    files.add(chunk.file);
  }
  for (const imported of chunk.imports ?? []) {
    collect(manifest, imported, files);
  }
}

/** The JS files (relative to dist) that `route` loads in `locale` without interaction. */
export function routeFiles(manifest, route, locale) {
  const files = new Set();
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  const modules = [
    route.module,
    ...[...startupNamespaces, ...route.namespaces].map((ns) => `src/locales/${locale}/${ns}.json`),
    ...onStartEverywhere,
    ...route.onStart,
  ];
  collect(manifest, entryKey, files);
  for (const module of modules) {
    collect(manifest, findKey(manifest, module), files);
  }
  return files;
}

const gzipSizes = new Map();
/** gzip -9 size in bytes of a file under dist. */
export function gzipSize(dist, file) {
  const path = join(dist, file);
  if (!gzipSizes.has(path)) {
    gzipSizes.set(path, gzipSync(readFileSync(path), { level: 9 }).length);
  }
  return gzipSizes.get(path);
}

export const totalKB = (dist, files) => [...files].reduce((sum, file) => sum + gzipSize(dist, file), 0) / 1024;

/** The locales there are translations for (src/locales/<locale>/common.json in the manifest). */
export function locales(manifest) {
  return Object.keys(manifest)
    .map((key) => /src\/locales\/([^/]+)\/common\.json$/.exec(key)?.[1])
    .filter((locale) => locale !== undefined)
    .sort();
}
