import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { SAMPLE_FA3 } from '../../test/ksef-factories';
import { invoiceVerificationUrl } from './verification-url';

// KOD I, the invoice verification link (ministry's documentation, "Kody weryfikujące QR").

describe('invoiceVerificationUrl', () => {
  it("builds the ministry's example", () => {
    const hash = Buffer.from('UtQp9Gpc51y-u3xApZjIjgkpZ01js-J8KflSPW8WzIE', 'base64url').toString('base64');
    expect(
      invoiceVerificationUrl({
        qrBase: 'https://qr-test.ksef.mf.gov.pl',
        sellerNip: '1111111111',
        issueDate: '2026-02-01',
        xmlSha256: hash,
      }),
    ).toBe('https://qr-test.ksef.mf.gov.pl/invoice/1111111111/01-02-2026/UtQp9Gpc51y-u3xApZjIjgkpZ01js-J8KflSPW8WzIE');
  });

  it('hashes the exact XML bytes, base64url without padding, on the environment given', () => {
    const base64 = createHash('sha256').update(SAMPLE_FA3, 'utf8').digest('base64');
    const url = invoiceVerificationUrl({
      qrBase: 'https://qr.ksef.mf.gov.pl/',
      sellerNip: '1111111111',
      issueDate: '2026-02-02',
      xmlSha256: base64,
    });
    const hash = url.split('/').at(-1) ?? '';
    expect(url.startsWith('https://qr.ksef.mf.gov.pl/invoice/1111111111/02-02-2026/')).toBe(true);
    expect(hash).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(hash, 'base64url').toString('base64')).toBe(base64);
    // Given already as base64url, the same link.
    expect(
      invoiceVerificationUrl({
        qrBase: 'https://qr.ksef.mf.gov.pl',
        sellerNip: '1111111111',
        issueDate: '2026-02-02',
        xmlSha256: hash,
      }),
    ).toBe(url);
  });
});
