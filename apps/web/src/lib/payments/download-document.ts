import { authorizationHeader } from '../session/token-storage';

export class DocumentDownloadError extends Error {
  constructor(readonly status: number) {
    super(`Document download failed (HTTP ${status})`);
    this.name = 'DocumentDownloadError';
  }
}

/**
 * Fetches a payment's document, or an admin's bank transfer file (a GET that needs the Bearer token, so a plain
 * link cannot do it), and saves it under the file name the server gives it, its bytes untouched.
 */
export async function downloadDocument(url: string, fileName: string, accept = 'application/pdf'): Promise<void> {
  const response = await fetch(url, { headers: { accept, ...authorizationHeader() } });
  if (!response.ok) {
    throw new DocumentDownloadError(response.status);
  }
  const blob = await response.blob();
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the blob goes away.
  window.setTimeout(() => URL.revokeObjectURL(href), 10_000);
}
