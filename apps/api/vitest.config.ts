import { defineProject } from 'vitest/config';

export default defineProject({
  // Node loads graphql's CommonJS build for the dependencies (no "exports" map); our files must share it.
  resolve: { alias: [{ find: /^graphql$/, replacement: 'graphql/index.js' }] },
  test: {
    name: 'api',
    include: ['src/**/*.test.ts'],
    globalSetup: ['src/test/global-setup.ts'],
    setupFiles: ['src/test/network-guard.ts', 'src/test/file-cleanup.ts'],
    // The files of a worker share its loaded modules: importing the app (Fastify, Yoga, the Pothos schema) once per
    // worker instead of once per file took a run of reservations and tickets from 132 s to 27 s here. Each file still
    // has its own apps and database (test/file-cleanup.ts closes them); module-level state keyed by a database or an
    // app (WeakMaps) stays apart, and no test mocks modules.
    isolate: false,
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
