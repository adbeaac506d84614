import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const dataDir = () => mkdtempSync(join(tmpdir(), 'parkshare-config-'));

// A complete Przelewy24 set-up (the key and CRC are made up); payouts then go by transfer file (decision 084).
const P24: Record<string, string | undefined> = {
  PAYMENT_PROVIDER: 'przelewy24',
  P24_MERCHANT_ID: '112233',
  P24_API_KEY: 'a1b2c3d4e5f6a7b8c9d0e1f2a3b4c5d6',
  P24_CRC: 'f0e1d2c3b4a59687',
  PAYOUTS_ACCOUNT_IBAN: 'PL61 1090 1014 0000 0712 1981 2874',
};

describe('loadConfig', () => {
  it('applies the documented defaults and keeps a generated JWT secret', () => {
    const dir = dataDir();
    const config = loadConfig({ DATA_DIR: dir });
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      publicUrl: 'http://127.0.0.1:3000',
      seedDemo: true,
      databaseUrl: undefined,
      geocoderUrl: 'https://nominatim.openstreetmap.org',
      imageStore: 'disk',
    });
    expect(config.passwordHashing.memoryCost).toBeGreaterThanOrEqual(19_456);
    expect(config.passwordHashing.timeCost).toBeGreaterThanOrEqual(2);
    expect(readFileSync(join(dir, 'jwt-secret'), 'utf8')).toBe(config.jwtSecret);
    expect(loadConfig({ DATA_DIR: dir }).jwtSecret).toBe(config.jwtSecret);
  });

  it('switches defaults for PostgreSQL and production', () => {
    const config = loadConfig({
      DATA_DIR: dataDir(),
      NODE_ENV: 'production',
      JWT_SECRET: 'x'.repeat(40),
      DATABASE_URL: 'postgres://u@db/parkshare',
      PORT: '8080',
    });
    expect(config).toMatchObject({ host: '0.0.0.0', seedDemo: false, port: 8080, publicUrl: 'http://127.0.0.1:8080' });
    // Photos in the database every instance shares (decision 098), unless IMAGE_STORE says otherwise.
    expect(config.imageStore).toBe('database');
    const onDisk = loadConfig({ DATA_DIR: dataDir(), DATABASE_URL: 'postgres://u@db/parkshare', IMAGE_STORE: 'disk' });
    expect(onDisk.imageStore).toBe('disk');
  });

  it.each([
    [{ PORT: 'abc' }, /^Invalid environment variable PORT: must be a port number \(got "abc"\)$/],
    [
      { DATABASE_URL: 'mysql://x' },
      /^Invalid environment variable DATABASE_URL: must be a URL starting with postgres:\/\/ or postgresql:\/\//,
    ],
    [{ SEED_DEMO: 'maybe' }, /^Invalid environment variable SEED_DEMO/],
    [{ JWT_SECRET: 'short' }, /^Invalid environment variable JWT_SECRET: must be at least 32 characters long/],
    [{ NODE_ENV: 'production' }, /^Missing environment variable JWT_SECRET/],
    [{ IMAGE_STORE: 's3' }, /^Invalid environment variable IMAGE_STORE: must be disk or database \(got "s3"\)$/],
    [{ PAYOUTS_VIA: 'cash' }, /^Invalid environment variable PAYOUTS_VIA: must be gateway or bank_file/],
    [{ PAYOUTS_VIA: 'bank_file' }, /^Missing environment variable PAYOUTS_ACCOUNT_IBAN/],
    [
      { PAYOUTS_VIA: 'bank_file', PAYOUTS_ACCOUNT_IBAN: 'PL61 1090 1014 0000 0712 1981 2875' },
      /^Invalid environment variable PAYOUTS_ACCOUNT_IBAN: must be a Polish bank account number/,
    ],
    [{ PAYMENT_PROVIDER: 'payu' }, /^Invalid environment variable PAYMENT_PROVIDER: must be sandbox or przelewy24/],
    [
      { PAYMENT_PROVIDER: 'przelewy24' },
      /^Missing environment variable P24_MERCHANT_ID: required when PAYMENT_PROVIDER=przelewy24/,
    ],
    [
      { ...P24, P24_API_KEY: undefined },
      /^Missing environment variable P24_API_KEY: required when PAYMENT_PROVIDER=przelewy24/,
    ],
    [
      { ...P24, P24_CRC: undefined },
      /^Missing environment variable P24_CRC: required when PAYMENT_PROVIDER=przelewy24/,
    ],
    [
      { ...P24, P24_MERCHANT_ID: '12ab' },
      /^Invalid environment variable P24_MERCHANT_ID: must be a whole number from the Przelewy24 panel \(got "12ab"\)$/,
    ],
    [{ ...P24, P24_POS_ID: '-4' }, /^Invalid environment variable P24_POS_ID: must be a whole number/],
    [
      { ...P24, P24_URL: 'ftp://sandbox.przelewy24.pl' },
      /^Invalid environment variable P24_URL: must be a URL starting with http:\/\/ or https:\/\//,
    ],
    [
      { ...P24, P24_API_KEY: 'short' },
      /^Invalid environment variable P24_API_KEY: must be the API key from the Przelewy24 panel/,
    ],
    [
      { ...P24, P24_CRC: 'c r c with spaces' },
      /^Invalid environment variable P24_CRC: must be the CRC key from the Przelewy24 panel/,
    ],
    [
      { ...P24, PAYOUTS_VIA: 'gateway' },
      /^Invalid environment variable PAYOUTS_VIA: przelewy24 offers no payouts, so it must be bank_file/,
    ],
    [{ ...P24, PAYOUTS_ACCOUNT_IBAN: undefined }, /^Missing environment variable PAYOUTS_ACCOUNT_IBAN/],
    [
      { ANALYTICS_ID: 'UA-1234-1' },
      /^Invalid environment variable ANALYTICS_ID: must be a Google Analytics 4 measurement id such as G-ABC123XYZ \(got "UA-1234-1"\)$/,
    ],
    [{ ANALYTICS_ID: 'G-ABC"><script>' }, /^Invalid environment variable ANALYTICS_ID: must be a Google Analytics 4/],
    [
      { ANALYTICS_SCRIPT_URL: 'javascript:alert(1)' },
      /^Invalid environment variable ANALYTICS_SCRIPT_URL: must be a URL starting with http:\/\/ or https:\/\//,
    ],
    [
      { RECORDING_PROVIDER: 'fullstory' },
      /^Invalid environment variable RECORDING_PROVIDER: must be clarity or hotjar/,
    ],
    [
      { RECORDING_ID: 'abc/../x' },
      /^Invalid environment variable RECORDING_ID: must be a clarity id \(6 to 32 lower-case letters and digits\)/,
    ],
    [
      { RECORDING_PROVIDER: 'hotjar', RECORDING_ID: 'abcdef' },
      /^Invalid environment variable RECORDING_ID: must be a hotjar id \(1 to 12 digits\)/,
    ],
    [{ RECORDING_ID: 'x'.repeat(33) }, /^Invalid environment variable RECORDING_ID: must be at most 32 characters/],
    [
      { RECORDING_ID: 'abc123xyz', RECORDING_SCRIPT_URL: 'http://127.0.0.1:9/tag' },
      /^Invalid environment variable RECORDING_SCRIPT_URL: must contain \{id\}, where the recording id goes/,
    ],
  ])('fails with one clear line for %o', (env, message) => {
    const dir = dataDir();
    let error: unknown;
    try {
      loadConfig({ DATA_DIR: dir, ...env });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as Error).message).toMatch(message);
    expect((error as Error).message).not.toContain('\n');
    if ('NODE_ENV' in env) expect(existsSync(join(dir, 'jwt-secret'))).toBe(false);
  });

  it('sends payouts through the gateway by default, or as a bank transfer file from the given account', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).payouts).toEqual({ via: 'gateway' });
    expect(
      loadConfig({
        DATA_DIR: dataDir(),
        PAYOUTS_VIA: 'bank_file',
        PAYOUTS_ACCOUNT_IBAN: '61 1090 1014 0000 0712 1981 2874',
      }).payouts,
    ).toEqual({ via: 'bank_file', accountIban: 'PL61109010140000071219812874' });
  });

  it('reads Przelewy24: the shop defaults to the merchant, the sandbox URL by default, payouts by file', () => {
    const config = loadConfig({ DATA_DIR: dataDir(), ...P24 });
    expect(config.paymentProvider).toBe('przelewy24');
    expect(config.przelewy24).toEqual({
      merchantId: 112233,
      posId: 112233,
      apiKey: P24.P24_API_KEY,
      crc: P24.P24_CRC,
      url: 'https://sandbox.przelewy24.pl',
    });
    expect(config.payouts).toEqual({ via: 'bank_file', accountIban: 'PL61109010140000071219812874' });
    const live = loadConfig({
      DATA_DIR: dataDir(),
      ...P24,
      P24_POS_ID: '445566',
      P24_URL: 'https://secure.przelewy24.pl/',
    }).przelewy24;
    expect(live).toMatchObject({ merchantId: 112233, posId: 445566, url: 'https://secure.przelewy24.pl' });
    // The sandbox stays the default and ignores the P24 variables.
    expect(loadConfig({ DATA_DIR: dataDir(), P24_MERCHANT_ID: '1' })).toMatchObject({
      paymentProvider: 'sandbox',
      przelewy24: null,
      payouts: { via: 'gateway' },
    });
  });

  it('keeps analytics and recording off until their ids are set, then builds their tag addresses', () => {
    expect(loadConfig({ DATA_DIR: dataDir() })).toMatchObject({ analytics: null, recording: null });
    const config = loadConfig({ DATA_DIR: dataDir(), ANALYTICS_ID: 'G-ABC123XYZ', RECORDING_ID: 'abc123xyz' });
    expect(config.analytics).toMatchObject({
      id: 'G-ABC123XYZ',
      scriptUrl: 'https://www.googletagmanager.com/gtag/js?id=G-ABC123XYZ',
    });
    expect(config.recording).toMatchObject({
      provider: 'clarity',
      id: 'abc123xyz',
      scriptUrl: 'https://www.clarity.ms/tag/abc123xyz',
    });
    const hotjar = loadConfig({ DATA_DIR: dataDir(), RECORDING_PROVIDER: 'hotjar', RECORDING_ID: '1234567' });
    expect(hotjar.recording?.scriptUrl).toBe('https://static.hotjar.com/c/hotjar-1234567.js?sv=6');
    const own = loadConfig({
      DATA_DIR: dataDir(),
      ANALYTICS_ID: 'G-ABC123XYZ',
      ANALYTICS_SCRIPT_URL: 'http://127.0.0.1:4599/gtag/js',
      RECORDING_ID: 'abc123xyz',
      RECORDING_SCRIPT_URL: 'http://127.0.0.1:4599/clarity/{id}',
    });
    expect(own.analytics?.scriptUrl).toBe('http://127.0.0.1:4599/gtag/js?id=G-ABC123XYZ');
    expect(own.recording?.scriptUrl).toBe('http://127.0.0.1:4599/clarity/abc123xyz');
    // A script address of one's own stands for the provider: only its origin is allowed, nothing of Google's.
    expect(own.analytics?.sources).toEqual({
      script: ['http://127.0.0.1:4599'],
      connect: ['http://127.0.0.1:4599'],
      img: ['http://127.0.0.1:4599'],
      font: [],
      style: [],
    });
  });

  it('never repeats a secret in its error, even a malformed one', () => {
    const secrets = {
      P24_API_KEY: 'sekret-api-key-with-a-dash',
      P24_CRC: 'crc!',
      JWT_SECRET: 'tiny-jwt',
      PAYMENTS_WEBHOOK_SECRET: 'tiny-webhook',
    };
    for (const [name, value] of Object.entries(secrets)) {
      let message = '';
      try {
        loadConfig({ DATA_DIR: dataDir(), ...P24, [name]: value });
      } catch (caught) {
        message = (caught as Error).message;
      }
      expect(message).toMatch(new RegExp(`^Invalid environment variable ${name}: `));
      expect(message).not.toContain(value);
    }
  });

  it('keeps a generated VAPID key pair in DATA_DIR, or takes both halves from the environment', () => {
    const dir = dataDir();
    const generated = loadConfig({ DATA_DIR: dir }).vapid;
    expect(Buffer.from(generated.publicKey, 'base64url')).toHaveLength(65);
    expect(loadConfig({ DATA_DIR: dir }).vapid.publicKey).toBe(generated.publicKey);
    expect(String(generated.privateKey)).toBe('[secret]');
    expect(generated.subject).toBe('mailto:no-reply@parkshare.test');
    const given = { VAPID_PUBLIC_KEY: generated.publicKey, VAPID_PRIVATE_KEY: generated.privateKey.reveal() };
    const other = loadConfig({ DATA_DIR: dataDir(), ...given, VAPID_SUBJECT: 'https://parkshare.example/contact' });
    expect(other.vapid).toMatchObject({ publicKey: generated.publicKey, subject: 'https://parkshare.example/contact' });
    expect(() => loadConfig({ DATA_DIR: dataDir(), VAPID_PUBLIC_KEY: generated.publicKey })).toThrow(
      /^Missing environment variable VAPID_PUBLIC_KEY or VAPID_PRIVATE_KEY: set both/,
    );
    expect(() => loadConfig({ DATA_DIR: dataDir(), VAPID_SUBJECT: 'http://example.com' })).toThrow(ConfigError);
    let message = '';
    try {
      loadConfig({ DATA_DIR: dataDir(), ...given, VAPID_PRIVATE_KEY: 'short-private-key' });
    } catch (caught) {
      message = (caught as Error).message;
    }
    expect(message).toMatch(/^Invalid environment variable VAPID_PRIVATE_KEY: /);
    expect(message).not.toContain('short-private-key');
  });

  it('turns error reporting on with SENTRY_DSN only, and refuses a malformed setting in one line', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).sentry).toBeNull();
    const dsn = 'https://f0e1d2c3b4a5968778695a4b3c2d1e0f@o1.ingest.sentry.io/4242';
    expect(loadConfig({ DATA_DIR: dataDir(), SENTRY_DSN: dsn, NODE_ENV: 'test' }).sentry).toEqual({
      dsn,
      environment: 'test',
      release: null,
      sampleRate: 1,
      tracesSampleRate: 0,
    });
    const set = { DATA_DIR: dataDir(), SENTRY_DSN: dsn, SENTRY_ENVIRONMENT: 'staging', SENTRY_RELEASE: 'abc123' };
    expect(loadConfig({ ...set, SENTRY_SAMPLE_RATE: '0.5', SENTRY_TRACES_SAMPLE_RATE: '0.1' }).sentry).toMatchObject({
      environment: 'staging',
      release: 'abc123',
      sampleRate: 0.5,
      tracesSampleRate: 0.1,
    });
    for (const [name, value] of [
      ['SENTRY_DSN', 'https://o1.ingest.sentry.io/4242'],
      ['SENTRY_DSN', 'ftp://key@o1.ingest.sentry.io/4242'],
      ['SENTRY_ENVIRONMENT', 'a/b'],
      ['SENTRY_RELEASE', 'latest'],
      ['SENTRY_SAMPLE_RATE', '2'],
      ['SENTRY_TRACES_SAMPLE_RATE', 'half'],
    ] as const) {
      expect(() => loadConfig({ ...set, [name]: value })).toThrow(
        new RegExp(`^Invalid environment variable ${name}: `),
      );
    }
  });

  it('allows a failing GraphQL operation only with NODE_ENV=test', () => {
    expect(
      loadConfig({ DATA_DIR: dataDir(), NODE_ENV: 'test', TEST_FAILING_OPERATION: 'MyVehicleList' }),
    ).toMatchObject({ testFailingOperation: 'MyVehicleList' });
    expect(loadConfig({ DATA_DIR: dataDir() }).testFailingOperation).toBeNull();
    expect(() => loadConfig({ DATA_DIR: dataDir(), TEST_FAILING_OPERATION: 'MyVehicleList' })).toThrow(
      /^Invalid environment variable TEST_FAILING_OPERATION: only allowed with NODE_ENV=test$/,
    );
  });

  it('turns sign-in with Google on with both its client id and secret (decision 095), never repeating the secret', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).google).toBeNull();
    const google = { GOOGLE_CLIENT_ID: '1234-abc.apps.googleusercontent.com', GOOGLE_CLIENT_SECRET: 'GOCSPX-s3cret' };
    const on = loadConfig({ DATA_DIR: dataDir(), ...google }).google;
    expect(on).toMatchObject({ clientId: google.GOOGLE_CLIENT_ID, issuerUrl: 'https://accounts.google.com' });
    expect(on?.clientSecret.reveal()).toBe('GOCSPX-s3cret');
    expect(String(on?.clientSecret)).toBe('[secret]');
    const fake = loadConfig({ DATA_DIR: dataDir(), ...google, GOOGLE_ISSUER_URL: 'http://127.0.0.1:4544/' });
    expect(fake.google?.issuerUrl).toBe('http://127.0.0.1:4544');
    for (const [env, error] of [
      [
        { GOOGLE_CLIENT_ID: google.GOOGLE_CLIENT_ID },
        /^Missing environment variable GOOGLE_CLIENT_SECRET: required when/,
      ],
      [{ GOOGLE_CLIENT_SECRET: 'GOCSPX-s3cret' }, /^Missing environment variable GOOGLE_CLIENT_ID: required when/],
      [
        { ...google, GOOGLE_ISSUER_URL: 'http://accounts.example.com' },
        /^Invalid environment variable GOOGLE_ISSUER_URL: must start with https/,
      ],
      [
        { ...google, GOOGLE_CLIENT_ID: 'has spaces in it' },
        /^Invalid environment variable GOOGLE_CLIENT_ID: must be the client id/,
      ],
    ] as const) {
      expect(() => loadConfig({ DATA_DIR: dataDir(), ...env })).toThrow(error);
    }
    let message = '';
    try {
      loadConfig({ DATA_DIR: dataDir(), ...google, GOOGLE_CLIENT_SECRET: 'secret with spaces' });
    } catch (caught) {
      message = (caught as Error).message;
    }
    expect(message).toMatch(/^Invalid environment variable GOOGLE_CLIENT_SECRET: /);
    expect(message).not.toContain('secret with spaces');
  });
});
