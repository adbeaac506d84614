import { defineConfig } from 'vitest/config';

// One config, four projects: `npm run test:unit` runs shared + web + scripts (the repository's own tooling, e.g.
// the dependency check of decision 060), `npm run test:api` runs the API suite.
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'shared', root: 'packages/shared', include: ['src/**/*.test.ts'] } },
      { test: { name: 'scripts', root: 'scripts', include: ['*.test.mjs'] } },
      './apps/web/vitest.config.ts',
      './apps/api/vitest.config.ts',
    ],
  },
});
