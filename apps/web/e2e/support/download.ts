import { readFile } from 'node:fs/promises';
import type { ConsoleMessage, Page, Request, Response } from '@playwright/test';

/** How long a journey waits for a download to start: well inside a journey's own time, so this error is the one. */
const DOWNLOAD_WAIT_MS = 30_000;

/**
 * A file the page downloads when `click` runs: its suggested name and bytes. When no download starts, the error
 * says what the page did meanwhile (its API answers, failed requests, console errors), so that a download that did
 * not start tells whether the request failed or was never sent.
 */
export async function downloaded(page: Page, click: () => Promise<void>): Promise<{ name: string; bytes: Buffer }> {
  const seen: string[] = [];
  const started = Date.now();
  const note = (line: string) => seen.push(`+${Date.now() - started} ms ${line}`);
  const onResponse = (response: Response) => {
    const url = new URL(response.url());
    if (url.pathname.startsWith('/api/') || !response.ok()) note(`${response.status()} ${url.pathname}`);
  };
  const onFailed = (request: Request) => note(`failed ${request.url()}: ${request.failure()?.errorText ?? '?'}`);
  const onConsole = (message: ConsoleMessage) => {
    if (message.type() === 'error' || message.type() === 'warning') {
      note(`console ${message.type()}: ${message.text()}`);
    }
  };
  page.on('response', onResponse);
  page.on('requestfailed', onFailed);
  page.on('console', onConsole);
  try {
    const [download] = await Promise.all([page.waitForEvent('download', { timeout: DOWNLOAD_WAIT_MS }), click()]);
    return { name: download.suggestedFilename(), bytes: await readFile(await download.path()) };
  } catch (error) {
    const report = seen.length > 0 ? seen.join('\n  ') : 'no API answer, failed request or console error';
    throw new Error(`No download started within ${DOWNLOAD_WAIT_MS} ms. Meanwhile:\n  ${report}`, { cause: error });
  } finally {
    page.off('response', onResponse);
    page.off('requestfailed', onFailed);
    page.off('console', onConsole);
  }
}
