import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// One config, four projects: `npm run test:unit` runs shared + web + scripts (the repository's own tooling, e.g.
// the dependency check of decision 060), `npm run test:api` runs the API suite.
export default defineConfig({
  test: {
    // One worker per core (Vitest's default leaves one core idle): the API suite waits on its database much of the
    // time, and on this 2-core machine two workers ran it in 113 s instead of 178 s on PostgreSQL, 173 s instead of
    // 234 s on PGlite.
    maxWorkers: availableParallelism(),
    projects: [
      // The pricing property tests check thousands of random cases: about a second on a quiet machine, over Vitest's
      // 5 s default under load (a local CI run beside other work timed two out).
      { test: { name: 'shared', root: 'packages/shared', include: ['src/**/*.test.ts'], testTimeout: 30_000 } },
      { test: { name: 'scripts', root: 'scripts', include: ['*.test.mjs'] } },
      './apps/web/vitest.config.ts',
      './apps/api/vitest.config.ts',
    ],
  },
});
