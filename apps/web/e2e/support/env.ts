import { tmpdir } from 'node:os';
import { join } from 'node:path';

// Fixed ports and a fixed data directory: the config is loaded by every worker, so nothing here may be random.
const port = Number(process.env.E2E_PORT ?? 4310);
const tilePort = port + 1;
const baseUrl = `http://127.0.0.1:${port}`;
const tileBaseUrl = `http://127.0.0.1:${tilePort}`;
const dataDir = process.env.E2E_DATA_DIR ?? join(tmpdir(), `parkshare-e2e-${port}`);
// A second server, for payout-files.spec only: payouts by bank transfer file (decision 084) instead of the
// sandbox gateway's, on its own port and data directory, so no other journey's payouts end up in its files.
const bankFilePort = port + 2;
const bankFileBaseUrl = `http://127.0.0.1:${bankFilePort}`;
const bankFileDataDir = `${dataDir}-bank-file`;
const bankFileAccount = 'PL27 1140 2004 0000 3002 0135 5387';
// A third server, for error-reporting.spec only: Sentry on (decision 093), reporting to a loopback fake of Sentry's
// envelope endpoint, and one GraphQL operation failing the way an unexpected server error does (NODE_ENV=test only).
const sentryPort = port + 3;
const sentryBaseUrl = `http://127.0.0.1:${sentryPort}`;
const sentryDataDir = `${dataDir}-sentry`;
const fakeSentryPort = port + 4;
const fakeSentryKey = '5a1e5e47c0ffee15900dfacade0b1e55';
const fakeSentryProject = '4242';

// Another server, for google-sign-in.spec only: sign-in with Google on (decision 095), against the fake Google
// (apps/api/src/test/fakes/google) on the next port. Kept apart because its buttons ("Sign in with Google") would
// also answer the other journeys' "Sign in".
const googlePort = port + 5;
const googleBaseUrl = `http://127.0.0.1:${googlePort}`;
const googleFakeUrl = `http://127.0.0.1:${port + 6}`;
const googleClient = { id: 'parkshare-e2e.apps.googleusercontent.com', secret: 'GOCSPX-e2e-secret' };

const serverEnv: Record<string, string> = {
  PORT: String(port),
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  PUBLIC_URL: baseUrl,
  SEED_DEMO: 'true',
  MAP_TILE_URL: `${tileBaseUrl}/tiles/{z}/{x}/{y}.png`,
  GEOCODER_URL: `${tileBaseUrl}/geocoder`,
  LOG_LEVEL: 'warn',
  // A frozen copy of the build, when given (see start-app.mjs).
  ...(process.env.E2E_SERVER_ENTRY ? { E2E_SERVER_ENTRY: process.env.E2E_SERVER_ENTRY } : {}),
  ...(process.env.WEB_DIST ? { WEB_DIST: process.env.WEB_DIST } : {}),
};

export const e2eEnv = {
  google: {
    baseUrl: googleBaseUrl,
    fakeUrl: googleFakeUrl,
    serverEnv: {
      ...serverEnv,
      PORT: String(googlePort),
      DATA_DIR: `${dataDir}-google`,
      PUBLIC_URL: googleBaseUrl,
      GOOGLE_CLIENT_ID: googleClient.id,
      GOOGLE_CLIENT_SECRET: googleClient.secret,
      GOOGLE_ISSUER_URL: googleFakeUrl,
    },
    fakeEnv: {
      GOOGLE_FAKE_PORT: String(port + 6),
      GOOGLE_CLIENT_ID: googleClient.id,
      GOOGLE_CLIENT_SECRET: googleClient.secret,
      GOOGLE_REDIRECT_URIS: `${googleBaseUrl}/auth/google/callback`,
    },
  },
  port,
  tilePort,
  baseUrl,
  tileBaseUrl,
  dataDir,
  mailDir: join(dataDir, 'mail'),
  serverEnv,
  bankFile: {
    baseUrl: bankFileBaseUrl,
    mailDir: join(bankFileDataDir, 'mail'),
    /** Parkshare's own account the transfers leave from. */
    accountIban: bankFileAccount,
    serverEnv: {
      ...serverEnv,
      PORT: String(bankFilePort),
      DATA_DIR: bankFileDataDir,
      PUBLIC_URL: bankFileBaseUrl,
      PAYOUTS_VIA: 'bank_file',
      PAYOUTS_ACCOUNT_IBAN: bankFileAccount,
    },
  },
  sentry: {
    baseUrl: sentryBaseUrl,
    /** The fake's own address: GET /__received lists the envelopes that arrived. */
    receiverUrl: `http://127.0.0.1:${fakeSentryPort}`,
    failingOperation: 'MyVehicleList',
    receiverEnv: { SENTRY_PORT: String(fakeSentryPort), SENTRY_KEY: fakeSentryKey, SENTRY_PROJECT: fakeSentryProject },
    serverEnv: {
      ...serverEnv,
      PORT: String(sentryPort),
      DATA_DIR: sentryDataDir,
      PUBLIC_URL: sentryBaseUrl,
      NODE_ENV: 'test',
      RUN_JOBS: 'true',
      SENTRY_DSN: `http://${fakeSentryKey}@127.0.0.1:${fakeSentryPort}/${fakeSentryProject}`,
      SENTRY_ENVIRONMENT: 'e2e',
      SENTRY_RELEASE: 'parkshare@e2e',
      TEST_FAILING_OPERATION: 'MyVehicleList',
    },
  },
};
