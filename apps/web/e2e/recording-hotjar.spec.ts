import type { Page } from '@playwright/test';
import { demo, loginTokenAt } from './support/api';
import { expect, signInWithToken, test } from './support/fixtures';
import { startOwnServer, type OwnServer } from './support/own-server';
import { startTagServer, type TagServer } from './support/tag-server';

// Issue 18 §2, decision 094: session recording by Hotjar (RECORDING_PROVIDER=hotjar) loads only after consent, with
// the configured site id, and stops for good when consent is withdrawn. Hotjar has no way to stop once loaded, so
// the page removes its cookies and loads itself again without it. A server of this spec's own points Hotjar's
// script at the loopback tag server (support/tag-server.ts), whose fake reports what the page gave it and keeps its
// visitor in cookies as Hotjar does. consent.spec covers the banner itself and Clarity.

const HOTJAR_ID = '1234567';

let tags: TagServer;
let server: OwnServer;

test.beforeAll(async ({ browserName: _browser }, testInfo) => {
  testInfo.setTimeout(120_000);
  tags = await startTagServer();
  server = await startOwnServer(`hotjar-${testInfo.project.name}`, {
    RECORDING_PROVIDER: 'hotjar',
    RECORDING_ID: HOTJAR_ID,
    RECORDING_SCRIPT_URL: `${tags.origin}/hotjar/c/hotjar-{id}.js?sv=6`,
  });
});

test.afterAll(async () => {
  await server?.stop();
  await tags?.close();
});

const hotjarCookies = async (page: Page) =>
  (await page.context().cookies())
    .map((cookie) => cookie.name)
    .filter((name) => name.startsWith('_hj'))
    .sort();

test('Hotjar records only after consent, with its site id; withdrawn, it goes with its cookies and stays away', async ({
  page,
}) => {
  await signInWithToken(page, await loginTokenAt(server.baseUrl, demo.driver));
  await page.goto(`${server.baseUrl}/settings`);
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();

  // Before consent: the banner offers recording, and nothing of Hotjar is on the page.
  const banner = page.getByRole('region', { name: 'Cookies on Parkshare' });
  await expect(banner).toBeVisible();
  expect(await page.evaluate(() => 'hj' in window || '_hjSettings' in window)).toBe(false);
  expect(tags.requests).toEqual([]);

  await banner.getByRole('button', { name: 'Accept all' }).click();
  await expect.poll(() => tags.calls('hotjar')).toEqual([['settings', Number(HOTJAR_ID), 6]]);
  expect(tags.scripts()).toEqual([{ kind: 'script', path: `/hotjar/c/hotjar-${HOTJAR_ID}.js`, query: { sv: '6' } }]);
  await expect.poll(() => hotjarCookies(page)).toEqual([`_hjSessionUser_${HOTJAR_ID}`, `_hjSession_${HOTJAR_ID}`]);

  // Withdrawn in settings: the page loads itself again, without Hotjar's script and without its cookies.
  const privacy = page.getByRole('region', { name: 'Privacy and cookies' });
  const recording = privacy.getByRole('switch', { name: 'Session recording' });
  await expect(recording).toBeChecked();
  await recording.setChecked(false);
  await expect(recording).not.toBeChecked();
  await page.evaluate(() => ((window as unknown as { beforeWithdrawal: boolean }).beforeWithdrawal = true));
  const sent = tags.requests.length;
  await privacy.getByRole('button', { name: 'Save choices' }).click();
  await expect.poll(() => page.evaluate(() => 'beforeWithdrawal' in window)).toBe(false);
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
  expect(await hotjarCookies(page)).toEqual([]);
  await expect(recording).not.toBeChecked();

  // Remembered: another screen and a reload bring nothing of it back.
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'My vehicles' }).click();
  await expect(page.getByRole('heading', { name: 'My vehicles', level: 1 })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'My vehicles', level: 1 })).toBeVisible();
  await expect(banner).toHaveCount(0);
  expect(await page.evaluate(() => 'hj' in window || '_hjSettings' in window)).toBe(false);
  expect(await hotjarCookies(page)).toEqual([]);
  expect(tags.requests).toHaveLength(sent);
});
