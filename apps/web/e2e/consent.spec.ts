import type { Locator, Page } from '@playwright/test';
import { demo, loginTokenAt } from './support/api';
import { expectNoAxeViolations, type ColorScheme } from './support/axe';
import { e2eEnv } from './support/env';
import { expect, signInWithToken, test } from './support/fixtures';
import { expectNothingSideways } from './support/layout';
import { startOwnServer, type OwnServer } from './support/own-server';
import { startTagServer, type TagServer } from './support/tag-server';

// Issue 18 §2, decision 094: Google Analytics 4 and Clarity session recording load only after consent. A server of
// this spec's own has both ids set and their scripts pointed at a loopback tag server (support/tag-server.ts), whose
// fakes report every call the page makes to them. Nothing reaches the tag server before consent or after a
// rejection; after consent exactly the calls the specification asks for: Consent Mode v2 with only analytics storage
// granted, automatic page views off, IP anonymisation on, the opening utm_ parameters as campaign fields, one page
// view per navigation without utm_. The banner blocks nothing, moves nothing (CLS 0), passes axe in both languages
// and schemes, is remembered, and the choice changes in settings or from the landing page's footer. The default
// server (no ids) shows no banner.

const ANALYTICS_ID = 'G-E2ETEST01';
const CLARITY_ID = 'e2eclarity1';

let tags: TagServer;
let server: OwnServer;
let base = '';

test.describe.configure({ mode: 'serial' });

// Playwright hands fixtures first; this hook needs none, only which project runs (its server's data directory).
test.beforeAll(async ({ browserName: _browser }, testInfo) => {
  testInfo.setTimeout(120_000);
  tags = await startTagServer();
  server = await startOwnServer(`consent-${testInfo.project.name}`, {
    ANALYTICS_ID,
    ANALYTICS_SCRIPT_URL: `${tags.origin}/gtag/js`,
    RECORDING_ID: CLARITY_ID,
    RECORDING_SCRIPT_URL: `${tags.origin}/clarity/tag/{id}`,
  });
  base = server.baseUrl;
});

test.afterAll(async () => {
  await server?.stop();
  await tags?.close();
});

test.beforeEach(() => {
  tags.requests.length = 0;
});

const texts = {
  en: {
    banner: 'Cookies on Parkshare',
    accept: 'Accept all',
    reject: 'Reject all',
    customize: 'Customize',
    save: 'Save choices',
    necessary: 'Necessary',
    analytics: 'Analytics',
    recording: 'Session recording',
    footerLink: 'Cookie settings',
  },
  pl: {
    banner: 'Pliki cookie w Parkshare',
    accept: 'Zaakceptuj wszystkie',
    reject: 'Odrzuć wszystkie',
    customize: 'Dostosuj',
    save: 'Zapisz wybór',
    necessary: 'Niezbędne',
    analytics: 'Statystyki',
    recording: 'Nagrywanie sesji',
    footerLink: 'Ustawienia plików cookie',
  },
} as const;
const en = texts.en;

const banner = (page: Page, name: string = en.banner) => page.getByRole('region', { name });
const gtagCalls = () => tags.calls('gtag');
const clarityCalls = () => tags.calls('clarity');
const scripts = () => tags.scripts();
const pageViews = () =>
  gtagCalls().flatMap((args) => (args[0] === 'event' && args[1] === 'page_view' ? [args[2]] : []));

/** Signs the page in as the demo driver of this spec's own server. */
async function signInAsDemoDriver(page: Page): Promise<void> {
  await signInWithToken(page, await loginTokenAt(base, demo.driver));
}

/** Turns a switch on or off (Mantine lays the input over its label, so a click anywhere on it lands on the input). */
async function setSwitch(scope: Locator, name: string, on: boolean): Promise<void> {
  const control = scope.getByRole('switch', { name });
  await control.setChecked(on);
  await expect(control).toBeChecked({ checked: on });
}

/** Sums the page's layout shifts not caused by input (what CLS counts), from its first paint. */
async function trackShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const state = window as unknown as { shifts: number };
    state.shifts = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
        if (!entry.hadRecentInput) state.shifts += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

test('loads no tag before consent nor after a rejection; utm_ parameters leave the address bar anyway', async ({
  page,
}) => {
  await trackShifts(page);
  await page.goto(`${base}/?utm_source=newsletter&utm_medium=email&utm_campaign=spring&ref=friend#how`);
  await expect(banner(page)).toBeVisible();
  await expect(page).toHaveURL(`${base}/?ref=friend#how`);
  await page.waitForLoadState('networkidle');
  expect(tags.requests).toEqual([]);
  expect(
    await page.evaluate(() => ({
      dataLayer: 'dataLayer' in window,
      clarity: 'clarity' in window,
      foreignScripts: [...document.scripts].filter((script) => script.src && !script.src.startsWith(location.origin))
        .length,
    })),
  ).toEqual({ dataLayer: false, clarity: false, foreignScripts: 0 });
  // The banner appeared without moving anything.
  expect(await page.evaluate(() => (window as unknown as { shifts: number }).shifts)).toBe(0);

  // It blocks nothing: the page under it works while it waits for an answer.
  await page.getByRole('link', { name: 'Sign up' }).click();
  await expect(page).toHaveURL(`${base}/sign-up`);
  await expect(banner(page)).toBeVisible();
  await banner(page).getByRole('button', { name: en.reject }).click();
  await expect(banner(page)).toBeHidden();
  const stored = await page.evaluate(() => localStorage.getItem('cookie_consent'));
  expect(JSON.parse(stored ?? '{}')).toMatchObject({ analytics: false, recording: false, version: 1 });

  await page.getByRole('link', { name: 'Parkshare home' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(banner(page)).toHaveCount(0);
  expect(tags.requests).toEqual([]);
});

test('analytics only: Consent Mode, no automatic page view, IP anonymisation, the campaign; a page view per navigation', async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name === 'mobile-360', 'the same calls at every width: desktop only');
  await page.goto(
    `${base}/?utm_source=newsletter&utm_medium=email&utm_campaign=spring&utm_term=parking&utm_content=hero&ref=friend`,
  );
  await expect(page).toHaveURL(`${base}/?ref=friend`);
  await banner(page).getByRole('button', { name: en.customize }).click();
  await expect(banner(page).getByRole('switch', { name: en.necessary })).toBeDisabled();
  await expect(banner(page).getByRole('switch', { name: en.necessary })).toBeChecked();
  await setSwitch(banner(page), en.analytics, true);
  await banner(page).getByRole('button', { name: en.save }).click();
  await expect(banner(page)).toBeHidden();

  await expect.poll(() => pageViews().length).toBe(1);
  expect(scripts()).toEqual([{ kind: 'script', path: '/gtag/js', query: { id: ANALYTICS_ID } }]);
  expect(gtagCalls()).toEqual([
    [
      'consent',
      'default',
      { ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', analytics_storage: 'denied' },
    ],
    ['consent', 'update', { analytics_storage: 'granted' }],
    ['js', { date: expect.any(String) }],
    [
      'config',
      ANALYTICS_ID,
      {
        send_page_view: false,
        anonymize_ip: true,
        campaign_source: 'newsletter',
        campaign_medium: 'email',
        campaign_name: 'spring',
        campaign_term: 'parking',
        campaign_content: 'hero',
      },
    ],
    [
      'event',
      'page_view',
      { page_location: `${base}/?ref=friend`, page_path: '/', page_title: 'Parkshare', language: 'en' },
    ],
  ]);

  await page.getByRole('link', { name: 'Sign in' }).click();
  await expect.poll(() => pageViews().length).toBe(2);
  await page.goBack();
  await expect.poll(() => pageViews().length).toBe(3);
  expect(pageViews().slice(1)).toEqual([
    { page_location: `${base}/sign-in`, page_path: '/sign-in', page_title: 'Parkshare', language: 'en' },
    { page_location: `${base}/?ref=friend`, page_path: '/', page_title: 'Parkshare', language: 'en' },
  ]);
  expect(clarityCalls()).toEqual([]);
  expect(scripts()).toHaveLength(1);

  // Remembered: after a reload no banner, gtag again at once, this page counted once.
  tags.requests.length = 0;
  await page.reload();
  await expect.poll(() => pageViews().length).toBe(1);
  await expect(banner(page)).toHaveCount(0);
  expect(scripts()).toEqual([{ kind: 'script', path: '/gtag/js', query: { id: ANALYTICS_ID } }]);
  expect(pageViews()).toEqual([
    { page_location: `${base}/?ref=friend`, page_path: '/', page_title: 'Parkshare', language: 'en' },
  ]);
  expect(clarityCalls()).toEqual([]);
});

test('accept all loads recording too; withdrawing in settings stops both at once and for good', async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name === 'mobile-360', 'the same calls at every width: desktop only');
  await signInAsDemoDriver(page);
  await page.goto(`${base}/settings`);
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
  await expect(banner(page)).toBeVisible();
  expect(tags.requests).toEqual([]);
  await banner(page).getByRole('button', { name: en.accept }).click();

  await expect.poll(() => clarityCalls().length).toBe(1);
  expect(clarityCalls()).toEqual([['consentv2', { ad_Storage: 'denied', analytics_Storage: 'granted' }]]);
  await expect.poll(() => pageViews().length).toBe(1);
  expect(pageViews()[0]).toMatchObject({ page_path: '/settings', language: 'en' });
  expect(
    scripts()
      .map((script) => script.path)
      .sort(),
  ).toEqual(['/clarity/tag/e2eclarity1', '/gtag/js']);

  const privacy = page.getByRole('region', { name: 'Privacy and cookies' });
  await expect(privacy.getByRole('switch', { name: en.analytics })).toBeChecked();
  await expect(privacy.getByRole('switch', { name: en.recording })).toBeChecked();
  await setSwitch(privacy, en.analytics, false);
  await setSwitch(privacy, en.recording, false);
  await privacy.getByRole('button', { name: en.save }).click();
  await expect(page.getByText('Your cookie choices have been saved.')).toBeVisible();

  await expect.poll(() => gtagCalls().at(-1)).toEqual(['consent', 'update', { analytics_storage: 'denied' }]);
  await expect.poll(() => clarityCalls().length).toBe(3);
  expect(clarityCalls().slice(1)).toEqual([
    ['consentv2', { ad_Storage: 'denied', analytics_Storage: 'denied' }],
    ['stop'],
  ]);
  const sent = tags.requests.length;
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'My vehicles' }).click();
  await expect(page.getByRole('heading', { name: 'My vehicles', level: 1 })).toBeVisible();
  // Nothing may arrive: the page view of /vehicles would come within a moment of the navigation.
  await page.waitForTimeout(1500);
  expect(tags.requests).toHaveLength(sent);
  expect(pageViews()).toHaveLength(1);

  // Remembered: after a reload nothing of the tags runs at all.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'My vehicles', level: 1 })).toBeVisible();
  await page.waitForTimeout(1500);
  await expect(banner(page)).toHaveCount(0);
  expect(await page.evaluate(() => 'dataLayer' in window || 'clarity' in window)).toBe(false);
  expect(tags.requests).toHaveLength(sent);
});

test('the banner in both languages and schemes passes axe; a guest reopens it from the footer', async ({
  page,
}, testInfo) => {
  for (const [language, scheme] of [
    ['en', 'light'],
    ['en', 'dark'],
    ['pl', 'light'],
    ['pl', 'dark'],
  ] as const satisfies readonly (readonly [keyof typeof texts, ColorScheme])[]) {
    const t = texts[language];
    await page.emulateMedia({ colorScheme: scheme });
    await page.goto(`${base}/`);
    await page.evaluate((locale) => {
      localStorage.clear();
      localStorage.setItem('locale', locale);
    }, language);
    await page.reload();
    await expect(banner(page, t.banner)).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoAxeViolations(page);
    await banner(page, t.banner).getByRole('button', { name: t.customize }).click();
    await expect(banner(page, t.banner).getByRole('switch', { name: t.recording })).toBeVisible();
    await expectNoAxeViolations(page);
  }
  if (testInfo.project.name === 'mobile-360') {
    // At 360 px: within the screen, and the end of the page can be scrolled out from under it.
    const box = await banner(page, texts.pl.banner).boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 360).toBe(true);
    await expectNothingSideways(page);
    const last = page.getByRole('button', { name: texts.pl.footerLink });
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(last).toBeVisible();
    const covered = await last.evaluate((element) => {
      const rect = element.getBoundingClientRect();
      const top = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2);
      return !element.contains(top);
    });
    expect(covered, 'the last link of the page is under the banner').toBe(false);
  }

  // Polish, dark: accept everything, then change the mind from the footer.
  const t = texts.pl;
  await banner(page, t.banner).getByRole('button', { name: t.accept }).click();
  await expect(banner(page, t.banner)).toBeHidden();
  await page.getByRole('button', { name: t.footerLink }).click();
  await expect(banner(page, t.banner)).toBeVisible();
  await expect(banner(page, t.banner).getByRole('heading', { name: t.banner })).toBeFocused();
  await expect(banner(page, t.banner).getByRole('switch', { name: t.analytics })).toBeChecked();
  await setSwitch(banner(page, t.banner), t.analytics, false);
  await banner(page, t.banner).getByRole('button', { name: t.save }).click();
  await expect(banner(page, t.banner)).toBeHidden();
  const stored = await page.evaluate(() => localStorage.getItem('cookie_consent'));
  expect(JSON.parse(stored ?? '{}')).toMatchObject({ analytics: false, recording: true });
});

test("at 360 px the phone's menu ends above the banner: its last item can be reached and tapped", async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'mobile-360', 'the menu sits behind the burger only on a phone');
  await signInAsDemoDriver(page);
  await page.goto(`${base}/settings`);
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
  await expect(banner(page)).toBeVisible();
  await page.getByRole('button', { name: 'Toggle menu' }).click();
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  const last = menu.getByRole('link').last();
  await last.scrollIntoViewIfNeeded();
  const covered = await last.evaluate((element) => {
    const rect = element.getBoundingClientRect();
    const top = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2);
    return !element.contains(top);
  });
  expect(covered, "the menu's last item is under the banner").toBe(false);
  const name = (await last.textContent())?.trim() ?? '';
  await last.click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(name.length).toBeGreaterThan(0);
  // The banner is still there, undecided: tapping the menu decided nothing.
  await expect(banner(page)).toBeVisible();
  expect(tags.requests).toEqual([]);
});

test('without analytics or recording configured there is no banner and no cookie link', async ({ page }) => {
  await page.goto(`${e2eEnv.baseUrl}/`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(banner(page)).toHaveCount(0);
  await expect(page.getByRole('button', { name: en.footerLink })).toHaveCount(0);
  const csp = (await page.request.get(`${e2eEnv.baseUrl}/api/health`)).headers()['content-security-policy'];
  expect(csp).toContain("script-src 'self';");
});
