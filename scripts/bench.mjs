// `npm run bench`: builds if needed, then measures each issue's speed targets on this machine and prints them.
// BENCH_DURATION (seconds per load run, default 10). Figures go into docs/performance.md by hand, from this output.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
if (!existsSync(join(root, 'apps/api/dist/main.js')) || !existsSync(join(root, 'apps/web/dist/index.html'))) {
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const { table } = await import('../bench/lib.mjs');
const suites = [
  ['Route JavaScript budgets (gzipped)', (await import('../bench/bundle.mjs')).benchBundle],
  ['Start-up on an existing data directory', (await import('../bench/startup.mjs')).benchStartup],
  ['Authenticated me vs bare Fastify', (await import('../bench/me.mjs')).benchMe],
  ['Pricing engine (issue 3)', (await import('../bench/pricing.mjs')).benchPricing],
  ['Public parking page, 200 spots (issue 3)', (await import('../bench/public-parking.mjs')).benchPublicParking],
  [
    'Wallet payments, 200 at once from one balance (issue 4)',
    (await import('../bench/wallet-payments.mjs')).benchWalletPayments,
  ],
  ['Map search, 100,000 parkings (issue 5)', (await import('../bench/map-search.mjs')).benchMapSearch],
  ['createReservation across distinct spots (issue 5)', (await import('../bench/reservations.mjs')).benchReservations],
  ['Lighthouse mobile, steady pages (issue 17)', (await import('../bench/lighthouse.mjs')).benchLighthouse],
];
const duration = Number(process.env.BENCH_DURATION ?? 10);
let failed = 0;
for (const [title, run] of suites) {
  const { rows, checks } = await run({ duration });
  console.log(`\n## ${title}\n\n${table(rows)}`);
  for (const check of checks) {
    console.log(`${check.ok ? 'PASS' : 'FAIL'}  ${check.name}: ${check.value}`);
    if (!check.ok) failed += 1;
  }
}
console.log(`\nmachine: ${(await import('node:os')).cpus().length} cores, Node ${process.version}`);
process.exit(failed > 0 ? 1 : 0);
