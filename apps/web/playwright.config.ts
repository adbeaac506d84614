import { defineConfig, devices } from '@playwright/test';
import { e2eEnv } from './e2e/support/env';

// Journeys run against the built app started as a user starts it (node apps/api/dist/main.js) on a fresh data
// directory with demo data, in the system Chromium. Map tiles come from a loopback tile server; any request
// that leaves this machine fails the test (see e2e/support/fixtures.ts).
const chromiumPath = process.env.PLAYWRIGHT_CHROMIUM_PATH ?? '/usr/bin/chromium';
const launchOptions = {
  executablePath: chromiumPath,
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
};

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: e2eEnv.baseUrl,
    // Recording a trace of every test cost CI about a fifth of the suite's time (screencast and snapshots on a
    // 2-core machine); on CI a failing test is retried once, with its trace. Locally every failure keeps one.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions,
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined, launchOptions } },
    {
      name: 'mobile-360',
      use: { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true, launchOptions },
      // At 360 px: every screen once (every-screen.spec: axe in both schemes and languages, and nothing scrolling
      // sideways), and the journeys whose flow itself changes on a phone (the burger menu, the booking form and the
      // pass, the map and its list, the cookie banner). The other journeys run on desktop only: their screens,
      // lists and forms are in every-screen's tour at 360 px. CI ran over 50 minutes when most journeys ran at both
      // widths.
      testMatch: [
        '**/every-screen.spec.ts',
        '**/accessibility.spec.ts',
        '**/booking.spec.ts',
        '**/driver-journey.spec.ts',
        '**/public-parking.spec.ts',
        '**/map.spec.ts',
        '**/consent.spec.ts',
        '**/shell.spec.ts',
      ],
    },
  ],
  webServer: [
    {
      command: 'node apps/web/e2e/support/tile-server.mjs',
      cwd: '../..',
      url: `${e2eEnv.tileBaseUrl}/health`,
      env: { TILE_PORT: String(e2eEnv.tilePort) },
      reuseExistingServer: false,
    },
    {
      command: 'node apps/web/e2e/support/start-app.mjs',
      cwd: '../..',
      url: `${e2eEnv.baseUrl}/api/health`,
      timeout: 60_000,
      env: e2eEnv.serverEnv,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    // Payouts by bank transfer file (decision 084), for payout-files.spec alone: it starts beside the default
    // server (a few seconds, in parallel) and keeps the sandbox gateway's payouts of every other journey apart.
    {
      command: 'node apps/web/e2e/support/start-app.mjs',
      cwd: '../..',
      url: `${e2eEnv.bankFile.baseUrl}/api/health`,
      timeout: 60_000,
      env: e2eEnv.bankFile.serverEnv,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    // Error reporting (decision 093), for error-reporting.spec alone: a loopback fake of Sentry's envelope endpoint
    // (the API tests' fake, run by itself) and a server reporting to it.
    {
      command: 'npx tsx apps/api/src/test/fakes/sentry/serve.ts',
      cwd: '../..',
      url: `${e2eEnv.sentry.receiverUrl}/__received`,
      env: e2eEnv.sentry.receiverEnv,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: 'node apps/web/e2e/support/start-app.mjs',
      cwd: '../..',
      url: `${e2eEnv.sentry.baseUrl}/api/health`,
      timeout: 60_000,
      env: e2eEnv.sentry.serverEnv,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    // Sign-in with Google (decision 095), for google-sign-in.spec alone: the fake Google, and a server using it.
    {
      command: 'npx tsx apps/api/src/test/fakes/google/serve.ts',
      cwd: '../..',
      url: `${e2eEnv.google.fakeUrl}/health`,
      env: e2eEnv.google.fakeEnv,
      reuseExistingServer: false,
    },
    {
      command: 'node apps/web/e2e/support/start-app.mjs',
      cwd: '../..',
      url: `${e2eEnv.google.baseUrl}/api/health`,
      timeout: 60_000,
      env: e2eEnv.google.serverEnv,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
