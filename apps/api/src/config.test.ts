import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const dataDir = () => mkdtempSync(join(tmpdir(), 'parkshare-config-'));

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
    [{ PAYOUTS_VIA: 'cash' }, /^Invalid environment variable PAYOUTS_VIA: must be gateway or bank_file/],
    [{ PAYOUTS_VIA: 'bank_file' }, /^Missing environment variable PAYOUTS_ACCOUNT_IBAN/],
    [
      { PAYOUTS_VIA: 'bank_file', PAYOUTS_ACCOUNT_IBAN: 'PL61 1090 1014 0000 0712 1981 2875' },
      /^Invalid environment variable PAYOUTS_ACCOUNT_IBAN: must be a Polish bank account number/,
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
});
