import { defineProject } from 'vitest/config';

export default defineProject({
  // Node loads graphql's CommonJS build for the dependencies (no "exports" map); our files must share it.
  resolve: { alias: [{ find: /^graphql$/, replacement: 'graphql/index.js' }] },
  test: {
    name: 'api',
    include: ['src/**/*.test.ts'],
    globalSetup: ['src/test/global-setup.ts'],
    setupFiles: ['src/test/network-guard.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
