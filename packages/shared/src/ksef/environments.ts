// The KSeF environments (ministry's documentation, "Środowiska KSeF API 2.0"): each API has its own address for
// the invoice verification links (KOD I), printed as a QR code on the invoice. TEST accepts anything and has no
// legal effect, DEMO mirrors production's rules, PRODUCTION is the real thing.

export const KSEF_TEST_API_URL = 'https://api-test.ksef.mf.gov.pl/v2';

const QR_BASES: Record<string, string> = {
  'api-test.ksef.mf.gov.pl': 'https://qr-test.ksef.mf.gov.pl',
  'ksef-test.mf.gov.pl': 'https://qr-test.ksef.mf.gov.pl',
  'api-demo.ksef.mf.gov.pl': 'https://qr-demo.ksef.mf.gov.pl',
  'ksef-demo.mf.gov.pl': 'https://qr-demo.ksef.mf.gov.pl',
  'api.ksef.mf.gov.pl': 'https://qr.ksef.mf.gov.pl',
  'ksef.mf.gov.pl': 'https://qr.ksef.mf.gov.pl',
};

/** The verification-link address of the environment a KSeF API URL belongs to; null for any other host. */
export function ksefQrBaseFor(apiUrl: string): string | null {
  try {
    return QR_BASES[new URL(apiUrl).hostname.toLowerCase()] ?? null;
  } catch {
    return null;
  }
}
