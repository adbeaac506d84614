import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config';

// KSEF_URL, KSEF_TOKEN, KSEF_NIP, KSEF_QR_URL and KSEF_FROM (decision 082): off unless the token and the NIP are both
// set, one clear line naming the variable otherwise, and the token in no message and no printed config.

const TOKEN =
  '20251010-EC-1DCE3E3000-12ECB5B36E-45|nip-1111111111|919f704466624ce29cd5ac7b65ded5e7cccc112eee314f2aaa76e02cd16df7b9';
const load = (env: Record<string, string>) =>
  loadConfig({ DATA_DIR: mkdtempSync(join(tmpdir(), 'parkshare-ksef-')), ...env });

function failure(env: Record<string, string>): string {
  try {
    load(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error('expected a ConfigError');
}

describe('the KSeF configuration', () => {
  it('is off unless both KSEF_TOKEN and KSEF_NIP are set', () => {
    expect(load({}).ksef).toBeNull();
    expect(load({ KSEF_URL: 'https://api.ksef.mf.gov.pl/v2' }).ksef).toBeNull();
  });

  it('defaults to the test environment and keeps the token out of anything printed', () => {
    const config = load({ KSEF_TOKEN: TOKEN, KSEF_NIP: '1111111111' });
    expect(config.ksef).toMatchObject({
      url: 'https://api-test.ksef.mf.gov.pl/v2',
      nip: '1111111111',
      qrUrl: 'https://qr-test.ksef.mf.gov.pl',
    });
    expect(config.ksef?.token.reveal()).toBe(TOKEN);
    expect(JSON.stringify(config)).not.toContain('919f7044');
    expect(String(config.ksef?.token)).toBe('[secret]');
  });

  it('takes KSEF_FROM, sending on or off; unset, every invoice with XML is for KSeF', () => {
    expect(load({}).ksefFrom).toBeNull();
    expect(load({ KSEF_FROM: '2026-04-01' }).ksefFrom).toBe('2026-04-01');
    expect(load({ KSEF_FROM: '2026-04-01', KSEF_TOKEN: TOKEN, KSEF_NIP: '1111111111' }).ksefFrom).toBe('2026-04-01');
  });

  it.each([
    ['https://api-demo.ksef.mf.gov.pl/v2', 'https://qr-demo.ksef.mf.gov.pl'],
    ['https://api.ksef.mf.gov.pl/v2/', 'https://qr.ksef.mf.gov.pl'],
  ])('follows the environment of %s for verification links', (url, qrUrl) => {
    expect(load({ KSEF_URL: url, KSEF_TOKEN: TOKEN, KSEF_NIP: '1111111111' }).ksef).toMatchObject({
      url: url.replace(/\/$/, ''),
      qrUrl,
    });
    expect(
      load({ KSEF_URL: url, KSEF_TOKEN: TOKEN, KSEF_NIP: '1111111111', KSEF_QR_URL: 'https://qr.example/' }).ksef
        ?.qrUrl,
    ).toBe('https://qr.example');
  });

  it.each([
    [{ KSEF_TOKEN: TOKEN }, /^Missing environment variable KSEF_NIP: required when KSEF_TOKEN is set/],
    [{ KSEF_NIP: '1111111111' }, /^Missing environment variable KSEF_TOKEN: required when KSEF_NIP is set/],
    [
      { KSEF_TOKEN: TOKEN, KSEF_NIP: '1111111112' },
      /^Invalid environment variable KSEF_NIP: must be a NIP with a valid checksum \(got "1111111112"\)$/,
    ],
    [{ KSEF_TOKEN: TOKEN, KSEF_NIP: '111-111-11-11' }, /^Invalid environment variable KSEF_NIP: must be 10 digits/],
    [
      { KSEF_TOKEN: `${TOKEN} x`, KSEF_NIP: '1111111111' },
      /^Invalid environment variable KSEF_TOKEN: must be the KSeF token as generated/,
    ],
    [
      { KSEF_TOKEN: 'a'.repeat(161), KSEF_NIP: '1111111111' },
      /^Invalid environment variable KSEF_TOKEN: must be at most 160/,
    ],
    [{ KSEF_URL: 'ftp://ksef', KSEF_TOKEN: TOKEN, KSEF_NIP: '1111111111' }, /^Invalid environment variable KSEF_URL/],
    [
      { KSEF_URL: 'http://ksef.example/v2', KSEF_TOKEN: TOKEN, KSEF_NIP: '1111111111' },
      /^Invalid environment variable KSEF_URL: must start with https:\/\//,
    ],
    [
      { KSEF_URL: 'http://127.0.0.1:4450/v2', KSEF_TOKEN: TOKEN, KSEF_NIP: '1111111111' },
      /^Missing environment variable KSEF_QR_URL/,
    ],
    [{ KSEF_TOKEN: TOKEN, KSEF_NIP: '1111111111', KSEF_QR_URL: 'qr' }, /^Invalid environment variable KSEF_QR_URL/],
    [{ KSEF_FROM: '2026-02-30' }, /^Invalid environment variable KSEF_FROM: must be a date YYYY-MM-DD .*"2026-02-30"/],
    [{ KSEF_FROM: '1.04.2026' }, /^Invalid environment variable KSEF_FROM: must be a date YYYY-MM-DD/],
  ])('fails start-up with one line naming the variable for %o', (env, message) => {
    const text = failure(env);
    expect(text).toMatch(message);
    expect(text).not.toContain('\n');
    expect(text).not.toContain('919f7044');
  });

  it('never echoes a secret it refuses', () => {
    expect(failure({ JWT_SECRET: 'short-secret' })).not.toContain('short-secret');
    expect(failure({ KSEF_TOKEN: 'secret with spaces', KSEF_NIP: '1111111111' })).not.toContain('secret with spaces');
  });
});
