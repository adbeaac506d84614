import type { Page } from '@playwright/test';
import { demo, loginTokenAt } from './support/api';
import { e2eEnv } from './support/env';
import { expect, signInWithToken, test } from './support/fixtures';

// Issue 18 §1 (decision 093): with SENTRY_DSN set, a screen that crashes, an operation the server fails, and an
// uncaught error or an unhandled rejection each reach Sentry (here a loopback fake of its envelope endpoint) once,
// scrubbed, and the browser's noise does not; the browser's report of the failed operation and the server's report
// of its cause share one trace. Runs against its own server (playwright.config.ts).

const { baseUrl, receiverUrl, failingOperation } = e2eEnv.sentry;

interface Envelope {
  header: Record<string, unknown>;
  items: { header: { type: string }; payload: unknown }[];
  raw: string;
}
interface SentryEvent {
  platform?: string;
  environment?: string;
  release?: string;
  exception?: { values?: { type?: string; value?: string }[] };
  tags?: Record<string, string>;
  contexts?: { trace?: { trace_id?: string } };
  request?: { url?: string };
}

async function received(): Promise<{ events: SentryEvent[]; raw: string }> {
  const response = await fetch(`${receiverUrl}/__received`);
  const envelopes = (await response.json()) as Envelope[];
  return {
    events: envelopes.flatMap((e) =>
      e.items.filter((i) => i.header.type === 'event').map((i) => i.payload as SentryEvent),
    ),
    raw: envelopes.map((e) => e.raw).join('\n'),
  };
}

const lastValue = (event: SentryEvent) => event.exception?.values?.at(-1)?.value ?? '';

/** Opens a signed-in screen and waits until Sentry's SDK has loaded (it loads once the page is idle). */
async function openWithReporting(page: Page, path: string): Promise<void> {
  const sdk = page.waitForResponse((response) => /\/assets\/error-reporting-sentry-[\w-]+\.js$/.test(response.url()));
  await page.goto(`${baseUrl}${path}`);
  await sdk;
}

const openFromMenu = (page: Page, name: string) =>
  page.getByRole('navigation').getByRole('link', { name, exact: true }).first().click();

test.describe.configure({ mode: 'serial' });

let token: string;
test.beforeAll(async () => {
  token = await loginTokenAt(baseUrl, demo.driver);
});
test.beforeEach(async () => {
  await fetch(`${receiverUrl}/__received`, { method: 'DELETE' });
});

test('a screen that crashes is reported once, without the personal data around it', async ({ page }) => {
  await signInWithToken(page, token);
  // Personal data in the address the driver came from: it must not reach Sentry (breadcrumbs, the page's URL).
  await openWithReporting(page, '/balance?email=driver%40parkshare.test&token=abc123secret');
  // The server answers something the screen cannot draw (a billing account that is null): it crashes.
  await page.route(`${baseUrl}/api/graphql`, async (route) => {
    const body = route.request().postDataJSON() as { operationName?: string };
    if (body.operationName !== 'MyBillingAccounts') return route.continue();
    return route.fulfill({ json: { data: { myBillingAccounts: [null] } } });
  });
  await openFromMenu(page, 'My billing accounts');
  await expect(page.getByRole('heading', { name: 'Something went wrong...' })).toBeVisible();

  await expect.poll(async () => (await received()).events.length, { timeout: 15_000 }).toBe(1);
  // A moment for a duplicate to arrive, if one were coming.
  await page.waitForTimeout(1500);
  const { events, raw } = await received();
  expect(events).toHaveLength(1);
  const [crash] = events as [SentryEvent];
  expect(crash.platform).toBe('javascript');
  expect(crash.exception?.values?.at(-1)?.type).toBe('TypeError');
  expect(crash.environment).toBe('e2e');
  expect(crash.release).toBe('parkshare@e2e');
  // The page's address without its query (or with its values filtered).
  expect(crash.request?.url).toMatch(
    new RegExp(`^${baseUrl}/billings(\\?email=\\[Filtered\\]&token=\\[Filtered\\])?$`),
  );
  for (const secret of [demo.driver, 'driver%40parkshare.test', 'abc123secret', token]) {
    expect(raw).not.toContain(secret);
  }
});

test('an operation the server fails is reported once by the browser and once by the server, in one trace', async ({
  page,
}) => {
  await signInWithToken(page, token);
  await openWithReporting(page, '/balance');
  const asked = page.waitForRequest((request) => {
    // Sentry's own envelopes (newline-separated JSON) go by too: only our API's requests are read.
    if (request.url() !== `${baseUrl}/api/graphql`) return false;
    return (request.postDataJSON() as { operationName?: string } | null)?.operationName === failingOperation;
  });
  await openFromMenu(page, 'My vehicles');
  const sentTrace = (await (await asked).allHeaders())['sentry-trace'] ?? '';
  // The screen says so and offers to try again; it does not crash.
  await expect(page.getByRole('alert').getByRole('button', { name: 'Try again' })).toBeVisible();

  await expect.poll(async () => (await received()).events.length, { timeout: 15_000 }).toBe(2);
  await page.waitForTimeout(1500);
  const { events, raw } = await received();
  expect(events).toHaveLength(2);
  const web = events.find((event) => event.platform === 'javascript');
  const server = events.find((event) => event.platform === 'node');
  expect(lastValue(web ?? {})).toBe(`GraphQL operation ${failingOperation} failed: INTERNAL_SERVER_ERROR`);
  expect(web?.tags?.['graphql.operation']).toBe(failingOperation);
  expect(lastValue(server ?? {})).toBe(`TEST_FAILING_OPERATION: ${failingOperation} failed on purpose`);
  expect(server?.tags?.['graphql.operation']).toBe(failingOperation);
  expect(server?.tags?.request_id).toMatch(/^[0-9a-f-]{36}$/);
  expect(server?.environment).toBe('e2e');
  // One trace: the server continued the browser's.
  expect(web?.contexts?.trace?.trace_id).toMatch(/^[0-9a-f]{32}$/);
  expect(sentTrace.split('-')[0]).toBe(web?.contexts?.trace?.trace_id);
  expect(server?.contexts?.trace?.trace_id).toBe(web?.contexts?.trace?.trace_id);
  for (const secret of [demo.driver, token]) expect(raw).not.toContain(secret);
});

test('an uncaught error and an unhandled rejection are each reported once, scrubbed; browser noise is not', async ({
  page,
}) => {
  await signInWithToken(page, token);
  await openWithReporting(page, '/balance');
  await page.evaluate(() => {
    // Noise every browser makes (SPEC §9): never sent.
    setTimeout(() => {
      throw new Error('ResizeObserver loop completed with undelivered notifications.');
    });
    setTimeout(() => {
      throw new Error('Uncaught in a timer, for driver@parkshare.test');
    }, 10);
    setTimeout(() => void Promise.reject(new Error('Unhandled rejection')), 20);
  });

  await expect.poll(async () => (await received()).events.length, { timeout: 15_000 }).toBe(2);
  await page.waitForTimeout(1500);
  const { events, raw } = await received();
  expect(events).toHaveLength(2);
  const values = events.map(lastValue).sort();
  expect(values[0]).toMatch(/^Uncaught in a timer, for /);
  expect(values[1]).toBe('Unhandled rejection');
  expect(events.every((event) => event.platform === 'javascript' && event.environment === 'e2e')).toBe(true);
  expect(raw).not.toContain('ResizeObserver');
  expect(raw).not.toContain(demo.driver);
});
