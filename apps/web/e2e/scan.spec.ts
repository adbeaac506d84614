import { createHash } from 'node:crypto';
import { existsSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Page } from '@playwright/test';
import QRCode from 'qrcode';
import { createVerifiedUser } from './support/api';
import { e2eEnv } from './support/env';
import { expect, signInWithToken, test } from './support/fixtures';

// /scan with Chromium's fake camera: it plays a Y4M file we draw here from a QR code, the way a phone would see
// a spot sign (features/parkings/utils/spot-sign.ts). Each describe launches its own browser with its own file.

const WIDTH = 640;
const HEIGHT = 480;

/** A few identical 4:2:0 frames of a black-on-white QR code with a quiet zone, as a Y4M file; returns its path. */
function qrVideo(text: string): string {
  const file = join(tmpdir(), `parkshare-scan-${createHash('sha256').update(text).digest('hex').slice(0, 16)}.y4m`);
  if (existsSync(file)) return file;
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const scale = Math.floor((Math.min(WIDTH, HEIGHT) * 0.85) / (modules.size + 8));
  const side = modules.size * scale;
  const left = Math.floor((WIDTH - side) / 2);
  const top = Math.floor((HEIGHT - side) / 2);
  const luma = Buffer.alloc(WIDTH * HEIGHT, 235);
  for (let y = 0; y < side; y += 1) {
    for (let x = 0; x < side; x += 1) {
      if (modules.get(Math.floor(y / scale), Math.floor(x / scale))) luma[(top + y) * WIDTH + left + x] = 16;
    }
  }
  const chroma = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2), 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma, chroma]);
  const header = Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F10:1 Ip A1:1 C420jpeg\n`);
  const partial = `${file}.${process.pid}`;
  writeFileSync(partial, Buffer.concat([header, frame, frame, frame, frame, frame]));
  renameSync(partial, file);
  return file;
}

// The standard launch of playwright.config.ts, plus the fake camera playing the given QR code (none: no camera).
const executablePath = process.env.PLAYWRIGHT_CHROMIUM_PATH ?? '/usr/bin/chromium';
const ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'];
const cameraArgs = (video: string) => [
  ...ARGS,
  '--use-fake-ui-for-media-stream',
  '--use-fake-device-for-media-stream',
  `--use-file-for-fake-video-capture=${video}`,
];

// Chromium reads the fake camera's file when it starts, and Playwright keeps one browser per worker, so each
// journey launches its own browser (the project's viewport and touch settings, the same loopback-only guard).
const scanTest = test.extend<{ qrText: string | null; cameraPage: Page }>({
  qrText: [null, { option: true }],
  cameraPage: async ({ qrText }, use, testInfo) => {
    const browser = await chromium.launch({
      executablePath,
      args: qrText === null ? ARGS : cameraArgs(qrVideo(qrText)),
    });
    const { viewport, isMobile, hasTouch } = testInfo.project.use;
    const context = await browser.newContext({
      baseURL: e2eEnv.baseUrl,
      viewport,
      isMobile,
      hasTouch,
      permissions: qrText === null ? [] : ['camera'],
    });
    const outbound: string[] = [];
    await context.route(/^(?!https?:\/\/(127\.0\.0\.1|localhost|\[::1\])[:/]).+/, async (route) => {
      const url = route.request().url();
      if (url.startsWith('data:') || url.startsWith('blob:')) return route.continue();
      outbound.push(url);
      await route.abort('blockedbyclient');
    });
    const page = await context.newPage();
    await recordStreams(page);
    try {
      await use(page);
    } finally {
      await browser.close();
    }
    expect(outbound, 'requests that left this machine').toEqual([]);
  },
});

// Remembers every camera stream the page opens, so a journey can check they were all stopped.
async function recordStreams(page: Page) {
  await page.addInitScript(() => {
    const streams: MediaStream[] = [];
    (window as unknown as { __streams: MediaStream[] }).__streams = streams;
    const original = navigator.mediaDevices?.getUserMedia?.bind(navigator.mediaDevices);
    if (!original) return;
    navigator.mediaDevices.getUserMedia = async (constraints) => {
      const stream = await original(constraints);
      streams.push(stream);
      return stream;
    };
  });
}
const streamCount = (page: Page) =>
  page.evaluate(() => (window as unknown as { __streams: MediaStream[] }).__streams.length);
const liveTracks = (page: Page) =>
  page.evaluate(
    () =>
      (window as unknown as { __streams: MediaStream[] }).__streams
        .flatMap((stream) => stream.getTracks())
        .filter((track) => track.readyState === 'live').length,
  );

scanTest.describe('a spot sign of this site', () => {
  scanTest.use({ qrText: `${e2eEnv.baseUrl}/WAR-CEN24/A-01` });

  scanTest(
    'opens the spot page (where the spot is reserved) and gives the camera back',
    async ({ cameraPage: page, request }) => {
      const user = await createVerifiedUser(request);
      await signInWithToken(page, user.token);
      await page.goto('/scan');
      await expect(page).toHaveURL(/\/WAR-CEN24\/A-01$/);
      await expect(page.getByRole('heading', { name: 'Spot A-01', level: 1 })).toBeVisible();
      expect(await streamCount(page)).toBe(1);
      expect(await liveTracks(page)).toBe(0);
    },
  );
});

scanTest.describe('a QR code of another site', () => {
  const external = 'https://example.com/WAR-CEN24/A-01?next=/map';
  scanTest.use({ qrText: external });

  scanTest(
    'is shown as text, never followed, and leaving the screen stops the camera',
    async ({ cameraPage: page, request }) => {
      const user = await createVerifiedUser(request);
      await signInWithToken(page, user.token);
      await page.goto('/scan');
      await expect(page.getByRole('heading', { name: 'Scan QR code', level: 1 })).toBeVisible();
      const alert = page.getByRole('alert').filter({ hasText: 'External URL detected' });
      await expect(alert).toContainText('External URL detected, so we did not open it');
      await expect(alert.getByText(external, { exact: true })).toBeVisible();
      await expect(page.getByRole('link', { name: external })).toHaveCount(0);
      await expect(page).toHaveURL(/\/scan$/);
      expect(await liveTracks(page)).toBe(1);

      await page.getByRole('main').getByRole('link', { name: 'Back to the map' }).click();
      await expect(page).toHaveURL(/\/map$/);
      await expect.poll(() => liveTracks(page)).toBe(0);
    },
  );
});

scanTest.describe('a QR code of another page of this site', () => {
  scanTest.use({ qrText: `${e2eEnv.baseUrl}/settings` });

  scanTest(
    'is not a spot sign: it is neither opened nor called another website',
    async ({ cameraPage: page, request }) => {
      const user = await createVerifiedUser(request);
      await signInWithToken(page, user.token);
      await page.goto('/scan');
      await expect(page.getByRole('alert').filter({ hasText: 'Invalid format' })).toContainText(
        'This QR code is not a link to a parking spot.',
      );
      await expect(page.getByText('External URL detected')).toHaveCount(0);
      await expect(page).toHaveURL(/\/scan$/);
    },
  );
});

scanTest.describe('a QR code that is not a link', () => {
  scanTest.use({ qrText: 'Parking WAR-CEN24 A-01' });

  scanTest('says so in Polish and keeps scanning', async ({ cameraPage: page, request }) => {
    const user = await createVerifiedUser(request, { language: 'pl' });
    await page.addInitScript(() => window.localStorage.setItem('locale', 'pl'));
    await signInWithToken(page, user.token);
    await page.goto('/scan');
    await expect(page.getByRole('heading', { name: 'Zeskanuj kod QR', level: 1 })).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: 'Nieprawidłowy format' })).toContainText(
      'Nieprawidłowy format lub to nie jest adres URL',
    );
    await expect(page.getByText('Szukam kodu QR…')).toBeVisible();
    await expect(page).toHaveURL(/\/scan$/);
  });
});

scanTest.describe('without a camera', () => {
  // No fake device and no permission: the browser refuses or finds nothing, either way the camera cannot start.
  scanTest.use({ qrText: null });

  scanTest('offers a retry and typing the code from the sign, in Polish', async ({ cameraPage: page, request }) => {
    const user = await createVerifiedUser(request, { language: 'pl' });
    await page.addInitScript(() => window.localStorage.setItem('locale', 'pl'));
    await signInWithToken(page, user.token);
    await page.goto('/scan');
    const failed = page.getByRole('alert').filter({ hasText: 'Nie udało się uruchomić aparatu' });
    await expect(failed).toBeVisible();
    await failed.getByRole('button', { name: 'Spróbuj ponownie' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Nie udało się uruchomić aparatu' })).toBeVisible();

    const identifier = page.getByLabel('Identyfikator parkingu');
    await identifier.fill('WAR');
    await page.getByRole('button', { name: 'Otwórz' }).click();
    await expect(page.getByText('Wpisz identyfikator tak jak na tabliczce, na przykład WAR-CEN24.')).toBeVisible();
    await identifier.fill('');
    await identifier.pressSequentially('war-cen24');
    await expect(identifier).toHaveValue('WAR-CEN24');
    await page.getByLabel('Numer miejsca').fill('A-01');
    await page.getByRole('button', { name: 'Otwórz' }).click();
    await expect(page).toHaveURL(/\/WAR-CEN24\/A-01$/);
    await expect(page.getByRole('heading', { name: 'Miejsce A-01', level: 1 })).toBeVisible();
  });
});
