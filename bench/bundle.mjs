// Route JavaScript in a real browser (issue 2 "Speed", decision 020): each budgeted route is opened in a fresh Chromium
// context on the built server, left alone until the network is idle plus 2.5 s (so idle callbacks, effects and
// translations have run), and the gzip -9 sizes of every script it fetched are summed. The checks compare with the
// route budget (175 KB, decision 020) and with the build-time model (apps/web/scripts/route-budget.mjs) that
// `npm run build` enforces: a difference means the model misses a dynamic import that starts by itself.
import { chromium } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { BUDGET_KB, gzipSize, loadManifest, routeFiles, routes } from '../apps/web/scripts/route-budget.mjs';
import { loginDemo, root, startParkshare } from './lib.mjs';

const PORT = 4450;
const SETTLE_MS = 2500;
const dist = join(root, 'apps/web/dist');

async function scriptsLoaded(browser, url) {
  // A fresh context: no cache, no stored language or session (the browser's en-US picks English).
  const context = await browser.newContext();
  const page = await context.newPage();
  const scripts = new Set();
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.add(new URL(response.url()).pathname.slice(1));
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.waitForTimeout(SETTLE_MS);
  await context.close();
  return scripts;
}

// The sign-in form loads its validation on the first interaction (not counted above): make sure it does.
async function validationLoadsOnFocus(browser, url, schemaFile) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(url, { waitUntil: 'networkidle' });
  const loaded = page.waitForResponse((response) => response.url().endsWith(schemaFile), { timeout: 5000 });
  await page.getByRole('textbox').first().focus();
  const ok = await loaded.then(
    () => true,
    () => false,
  );
  await context.close();
  return ok;
}

/**
 * Leaflet's weight: its own minified build (leaflet/dist/leaflet.js), gzip -9. The app bundles Leaflet into the
 * map page's chunk, so the page's own JavaScript is what it loads minus this; react-leaflet's thin wrappers are
 * counted as the page's own (the estimate errs on the heavy side).
 */
function leafletKB() {
  return gzipSync(readFileSync(join(root, 'node_modules/leaflet/dist/leaflet.js')), { level: 9 }).length / 1024;
}

/**
 * Issue 5: what the map page itself costs a signed-in driver. The shell is loaded on another signed-in screen
 * first; then a click on Park opens /map and every script fetched until the page settles is the map page's.
 */
async function mapPageScripts(browser, url, token) {
  const context = await browser.newContext();
  await context.addInitScript((value) => {
    window.localStorage.setItem('auth_token_default', value);
    window.localStorage.setItem('auth_stay_signed_in', 'true');
    window.localStorage.setItem('locale', 'en');
  }, token);
  const page = await context.newPage();
  await page.goto(`${url}/languages`, { waitUntil: 'networkidle' });
  await page.waitForTimeout(SETTLE_MS);
  const scripts = new Set();
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.add(new URL(response.url()).pathname.slice(1));
  });
  await page.getByRole('link', { name: 'Park' }).first().click();
  await page.waitForURL(`${url}/map`);
  await page.getByRole('heading', { level: 1, name: 'Find a parking spot' }).waitFor();
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(SETTLE_MS);
  await context.close();
  return scripts;
}

const MAP_PAGE_BUDGET_KB = 100;

const kb = (files) => [...files].reduce((sum, file) => sum + gzipSize(dist, file), 0) / 1024;

export async function benchBundle() {
  const server = await startParkshare({ port: PORT });
  const browser = await chromium.launch({
    executablePath: process.env.PLAYWRIGHT_CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  const manifest = loadManifest(dist);
  const rows = [];
  const checks = [];
  try {
    for (const route of routes) {
      const loaded = await scriptsLoaded(browser, `${server.url}${route.path}`);
      const model = routeFiles(manifest, route, 'en');
      const gzipKB = kb(loaded);
      rows.push({
        route: route.path,
        scripts: loaded.size,
        gzipKB: gzipKB.toFixed(1),
        buildCheckKB: kb(model).toFixed(1),
      });
      checks.push({
        name: `${route.path} loads at most ${BUDGET_KB} KB of gzipped JS`,
        ok: gzipKB <= BUDGET_KB,
        value: `${gzipKB.toFixed(1)} KB`,
      });
      const missed = [...loaded].filter((file) => !model.has(file));
      const extra = [...model].filter((file) => !loaded.has(file));
      checks.push({
        name: `${route.path}: the build check counts exactly what the browser loads`,
        ok: missed.length === 0 && extra.length === 0,
        value:
          missed.length + extra.length === 0
            ? 'same files'
            : `not counted: ${missed.join(', ') || '-'}; not loaded: ${extra.join(', ') || '-'}`,
      });
    }
    const mapScripts = [...(await mapPageScripts(browser, server.url, await loginDemo(server.url)))];
    const pageKB = kb(mapScripts);
    const libraryKB = leafletKB();
    const withLeaflet = mapScripts.some((file) => readFileSync(join(dist, file), 'utf8').includes('leafletjs.com'));
    const ownKB = pageKB - (withLeaflet ? libraryKB : 0);
    rows.push({
      route: '/map after the signed-in shell (all)',
      scripts: mapScripts.length,
      gzipKB: pageKB.toFixed(1),
      buildCheckKB: '-',
    });
    rows.push({
      route: '/map without Leaflet',
      scripts: mapScripts.length,
      gzipKB: ownKB.toFixed(1),
      buildCheckKB: '-',
    });
    checks.push({
      name: `the map page's own JS (without Leaflet, ${libraryKB.toFixed(1)} KB) is under ${MAP_PAGE_BUDGET_KB} KB gzipped`,
      ok: withLeaflet && ownKB < MAP_PAGE_BUDGET_KB,
      value: `${ownKB.toFixed(1)} KB${withLeaflet ? '' : ' (Leaflet not found among the scripts)'}`,
    });
    const schemaFile = Object.entries(manifest).find(([key]) =>
      key.endsWith('features/auth/utils/sign-in-schema.ts'),
    )?.[1].file;
    const onFocus =
      schemaFile !== undefined && (await validationLoadsOnFocus(browser, `${server.url}/sign-in`, schemaFile));
    checks.push({
      name: '/sign-in starts loading validation on the first focus',
      ok: onFocus,
      value: onFocus ? 'yes' : 'no',
    });
  } finally {
    await browser.close();
    await server.stop();
  }
  return { rows, checks };
}
