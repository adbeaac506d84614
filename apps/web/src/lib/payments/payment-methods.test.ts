import { describe, expect, it } from 'vitest';
import { blikDigits, defaultMethod, methodOptions, offersSaveBlik, usableAliases } from './payment-methods';

const NOW = Date.parse('2026-11-22T12:00:00Z');
const alias = { id: 'a1', label: 'mBank', expiresAt: '2027-11-22T12:00:00Z' };
const expired = { id: 'a2', label: 'PKO', expiresAt: '2026-11-01T00:00:00Z' };

describe('methodOptions', () => {
  it('never offers the wallet for a top-up', () => {
    const options = methodOptions({ allowWallet: false, aliases: [alias], balance: 100_000, amount: 5000, now: NOW });
    expect(options.map((o) => o.method)).toEqual(['BLIK', 'BLIK_ALIAS', 'ONLINE']);
  });

  it('offers BLIK without code only with a saved, unexpired entry', () => {
    expect(methodOptions({ allowWallet: false, aliases: [], amount: 5000, now: NOW }).map((o) => o.method)).toEqual([
      'BLIK',
      'ONLINE',
    ]);
    expect(
      methodOptions({ allowWallet: false, aliases: [expired], amount: 5000, now: NOW }).map((o) => o.method),
    ).toEqual(['BLIK', 'ONLINE']);
  });

  it('puts the wallet first when it holds the whole amount', () => {
    const options = methodOptions({ allowWallet: true, aliases: [], balance: 5000, amount: 5000, now: NOW });
    expect(options[0]).toEqual({ method: 'WALLET', disabled: false });
    expect(defaultMethod(options)).toBe('WALLET');
  });

  it('shows the wallet last and disabled when the balance is too low (or unknown)', () => {
    for (const balance of [4999, undefined]) {
      const options = methodOptions({ allowWallet: true, aliases: [], balance, amount: 5000, now: NOW });
      expect(options.at(-1)).toEqual({ method: 'WALLET', disabled: true });
      expect(defaultMethod(options)).toBe('BLIK');
    }
  });
});

describe('saved BLIK payments', () => {
  it('keeps entries without an expiry and those expiring later', () => {
    const forever = { id: 'a3', label: 'ING', expiresAt: null };
    expect(usableAliases([alias, expired, forever], NOW).map((a) => a.id)).toEqual(['a1', 'a3']);
  });

  it('offers saving Parkshare in the bank app until one is saved', () => {
    expect(offersSaveBlik([], NOW)).toBe(true);
    expect(offersSaveBlik([expired], NOW)).toBe(true);
    expect(offersSaveBlik([alias], NOW)).toBe(false);
  });
});

describe('blikDigits', () => {
  it('keeps at most six digits from whatever was typed or pasted', () => {
    expect(blikDigits('123 456')).toBe('123456');
    expect(blikDigits('12a3-45')).toBe('12345');
    expect(blikDigits('1234567')).toBe('123456');
    expect(blikDigits('')).toBe('');
  });
});
