import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/jsdom-setup.ts'],
    // A component test renders, types and waits in jsdom: a few hundred milliseconds on a quiet 2-core machine,
    // but a local CI run beside other work (load 15+) timed four of them out at Vitest's 5 s default. A wrong
    // answer still fails; a slow machine no longer does.
    testTimeout: 20_000,
  },
});
