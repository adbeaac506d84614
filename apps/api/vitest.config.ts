import { defineProject } from 'vitest/config';

export default defineProject({
  // Node loads graphql's CommonJS build for the dependencies (no "exports" map); our files must share it.
  resolve: { alias: [{ find: /^graphql$/, replacement: 'graphql/index.js' }] },
  test: {
    name: 'api',
    include: ['src/**/*.test.ts'],
    globalSetup: ['src/test/global-setup.ts'],
    setupFiles: ['src/test/network-guard.ts', 'src/test/file-cleanup.ts'],
    // The files of a worker share its loaded modules (`npm run test:api` runs `vitest --no-isolate`: set here, in a
    // project, `isolate: false` has no effect): importing the app (Fastify, Yoga, the Pothos schema) once per worker
    // instead of once per file took reservations and tickets from 58 s to 25 s on a quiet machine. Each file still has
    // its own apps and database (test/file-cleanup.ts closes them); module-level state keyed by a database or an app
    // (WeakMaps) stays apart, and no test mocks modules.
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
