// Route JS budget (issue 2 "Speed", decision 020): the budgeted routes may load at most 175 KB of gzipped JS.
// Counted: everything the route loads without user interaction (entry, route chunk, static imports,
// translations, and the dynamic imports started at start/idle/mount, listed in scripts/route-budget.mjs),
// in each language; the largest counts. bench/bundle.mjs measures the same in Chromium. Exit 1 over budget.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BUDGET_KB, loadManifest, locales, routeFiles, routes, totalKB } from './route-budget.mjs';

const dist = process.argv[2] ?? join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const manifest = loadManifest(dist);

let failed = false;
const rows = routes.flatMap((route) =>
  locales(manifest).map((locale) => {
    const files = routeFiles(manifest, route, locale);
    const kb = totalKB(dist, files);
    const over = kb > BUDGET_KB;
    failed ||= over;
    return {
      route: route.path,
      locale,
      scripts: files.size,
      'gzip KB': kb.toFixed(1),
      budget: BUDGET_KB,
      status: over ? 'OVER' : 'ok',
    };
  }),
);

console.log('\nRoute JS budget (gzip -9, everything loaded without interaction):');
console.table(rows);
if (failed) {
  console.error(`check-budget: a route loads more than ${BUDGET_KB} KB of gzipped JavaScript (decision 020).`);
  process.exit(1);
}
