// The invoice verification link, "KOD I" (ministry's documentation, "Kody weryfikujące QR"): printed as a QR code
// on the invoice with the KSeF number under it (or OFFLINE while KSeF has not given one). Anyone who scans it sees
// whether KSeF holds this very invoice:
//   {qr base}/invoice/{seller NIP}/{issue date DD-MM-YYYY}/{SHA-256 of the invoice XML, base64url, no padding}
// The qr base follows the environment the invoice went to (KsefConfig.qrUrl). KOD II, the issuer's certificate
// code of offline invoices, needs a KSeF certificate and is not made (decision 082).

export interface VerificationLink {
  /** e.g. https://qr-test.ksef.mf.gov.pl */
  qrBase: string;
  sellerNip: string;
  /** P_1, "YYYY-MM-DD". */
  issueDate: string;
  /** SHA-256 of the exact XML bytes, base64 (the queue's xmlSha256) or base64url. */
  xmlSha256: string;
}

/** "https://qr-test.ksef.mf.gov.pl/invoice/1111111111/02-02-2026/UtQp9Gpc51y-u3xApZjIjgkpZ01js-J8KflSPW8WzIE" */
export function invoiceVerificationUrl({ qrBase, sellerNip, issueDate, xmlSha256 }: VerificationLink): string {
  const [year, month, day] = issueDate.split('-');
  const hash = Buffer.from(xmlSha256.replace(/-/g, '+').replace(/_/g, '/'), 'base64').toString('base64url');
  return `${qrBase.replace(/\/+$/, '')}/invoice/${sellerNip}/${day}-${month}-${year}/${hash}`;
}
