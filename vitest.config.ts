import { defineConfig } from 'vitest/config';

// One config, three projects: `npm run test:unit` runs shared + web, `npm run test:api` runs the API suite.
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'shared', root: 'packages/shared', include: ['src/**/*.test.ts'] } },
      './apps/web/vitest.config.ts',
      './apps/api/vitest.config.ts',
    ],
  },
});
