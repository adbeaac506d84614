// Route JS budget (issue 2 "Speed"): the landing and sign-in routes may load at most 170 KB of gzipped JS.
// For each route: the entry and its static imports, the route's lazy chunk and its static imports (followed
// recursively through dist/.vite/manifest.json), plus the translation chunks the route waits for. Chunks that
// load after the first paint (toast and dialog hosts at idle, zod on the first form interaction) are shown
// in a second column for information. Exit code 1 when a route is over budget.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = 170;
const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
const locale = 'en';
const startupNamespaces = ['common', 'validation'];

const routes = [
  { name: 'landing (/)', module: 'src/app/routes/landing.tsx', namespaces: ['landing'], later: [] },
  {
    name: 'sign-in (/sign-in)',
    module: 'src/app/routes/auth/sign-in.tsx',
    namespaces: ['auth'],
    later: ['../../packages/shared/src/validation/auth.ts', 'node_modules/@hookform/resolvers/zod/dist/zod.mjs'],
  },
];
const idle = ['src/app/shell/notifications-host.tsx', 'src/app/shell/modals-host.tsx'];

const gzipSizes = new Map();
function gzipSize(file) {
  if (!gzipSizes.has(file)) {
    gzipSizes.set(file, gzipSync(readFileSync(join(dist, file)), { level: 9 }).length);
  }
  return gzipSizes.get(file);
}

function findKey(module) {
  const key = Object.keys(manifest).find((k) => k === module || k.endsWith(module.replace(/^(\.\.\/)+/, '')));
  if (!key) {
    throw new Error(`check-budget: ${module} is not in the build manifest`);
  }
  return key;
}

// Static closure of a manifest chunk: its file and, recursively, its static imports.
function collect(key, files = new Set()) {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) {
    return files;
  }
  if (chunk.file.endsWith('.js')) {
    files.add(chunk.file);
  }
  for (const imported of chunk.imports ?? []) {
    collect(imported, files);
  }
  return files;
}

const total = (files) => [...files].reduce((sum, file) => sum + gzipSize(file), 0);
const kb = (bytes) => (bytes / 1024).toFixed(1);

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
let failed = false;
const rows = routes.map((route) => {
  const files = collect(entryKey);
  collect(findKey(route.module), files);
  for (const ns of [...startupNamespaces, ...route.namespaces]) {
    collect(findKey(`src/locales/${locale}/${ns}.json`), files);
  }
  const first = total(files);
  const after = new Set(files);
  for (const module of [...idle, ...route.later]) {
    collect(findKey(module), after);
  }
  const over = first > BUDGET_KB * 1024;
  failed ||= over;
  return { route: route.name, chunks: files.size, 'gzip KB': kb(first), 'with idle/lazy KB': kb(total(after)), budget: BUDGET_KB, status: over ? 'OVER' : 'ok' };
});

console.log('\nRoute JS budget (gzip -9):');
console.table(rows);
if (failed) {
  console.error(`check-budget: a route loads more than ${BUDGET_KB} KB of gzipped JavaScript.`);
  process.exit(1);
}
