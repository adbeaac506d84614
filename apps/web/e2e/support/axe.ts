import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import type { AxeResults } from 'axe-core';
import { expect } from './fixtures';

// axe-core over the whole page with every rule it has on (WCAG 2.x A and AA, and its best practices: colour
// contrast, ARIA attribute values, allowed roles, scrollable regions...). No rule is ever switched off here: a
// finding is fixed, not hidden.

export type ColorScheme = 'light' | 'dark';

/** Shown when a check fails: each finding with the elements it found (and axe's summary of why). */
function describe(violations: Awaited<ReturnType<AxeBuilder['analyze']>>['violations']): string {
  return violations
    .map((violation) => {
      const nodes = violation.nodes
        .slice(0, 5)
        .map((node) => `    ${node.target.join(' ')}\n      ${node.failureSummary?.replace(/\n/g, '\n      ') ?? ''}`)
        .join('\n');
      return `${violation.id} (${violation.impact ?? 'n/a'}): ${violation.help}\n${nodes}`;
    })
    .join('\n');
}

/** Waits until every transition that ends (a fade, a collapse) has ended; a looping one (a live dot) never does. */
export async function transitionsEnded(page: Page): Promise<void> {
  // Two frames first: a change just made (a scheme switched) starts its transitions at the next style update, and
  // before that there is nothing running to wait for (a keyboard run saw a segmented control's label mid-fade).
  await page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  );
  await page.waitForFunction(
    () =>
      document
        .getAnimations()
        .every(
          (animation) =>
            animation.playState !== 'running' || animation.effect?.getComputedTiming().iterations === Infinity,
        ),
    undefined,
    { timeout: 5_000 },
  );
}

/**
 * Runs axe on the page once its transitions have ended and fails with a readable list of what it found (with the
 * text it could not judge worked out, and with `controls` the controls' outlines: axeViolationsOf). Wait for the
 * page to be settled (its content visible, no spinner) before calling it.
 */
export async function expectNoAxeViolations(page: Page, options: { controls?: boolean } = {}): Promise<void> {
  // The journeys call this right after switching schemes, when Mantine's colour transitions are under way: a run
  // half-way through one saw 2:1 on a segmented control. So it waits for every transition that ends (a looping one,
  // a live dot, never does), then runs axe in the page (axeViolationsOf: 0.3–1 s, where AxeBuilder took 3–5 s a
  // call on CI's loaded machine and the journeys make dozens of calls).
  await transitionsEnded(page);
  const found = await axeViolationsOf(page, options);
  expect(found, found).toBe('');
}

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * What axe finds on the page as it is now, readable; empty when nothing (for checks gathered over many screens):
 * its violations, and the text it leaves "incomplete" because it cannot tell what lies under it (the page's
 * gradient, translucent surfaces) worked out here (faintTextsOf). With `controls`, also every visible control whose
 * outline is under 3:1 (faintControlsOf).
 * axe.run in the page itself, with axe injected once per document: a tour of screens navigated inside the app
 * pays for it once. AxeBuilder injects it at every call and finishes each run in a page of its own (3–5 s a
 * screen on a loaded machine against 0.3–1 s); it is kept for pages with frames, which need its per-frame runs.
 */
export async function axeViolationsOf(page: Page, options: { controls?: boolean } = {}): Promise<string> {
  let results: Pick<AxeResults, 'violations' | 'incomplete'>;
  if (page.frames().length > 1) {
    results = await new AxeBuilder({ page }).analyze();
  } else {
    if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
    results = await page.evaluate(() =>
      (window as unknown as { axe: { run: (context: Document, options: object) => Promise<AxeResults> } }).axe
        .run(document, { resultTypes: ['violations', 'incomplete'] })
        .then(({ violations, incomplete }) => ({
          violations,
          incomplete: incomplete.filter((result) => result.id === 'color-contrast'),
        })),
    );
  }
  const undecided = results.incomplete
    .filter((result) => result.id === 'color-contrast')
    .flatMap((result) => result.nodes.flatMap((node) => (node.target.length === 1 ? [String(node.target[0])] : [])));
  // Worked out in both schemes (decision 078), each text against the gradient where it sits on screen.
  const faintTexts = await faintTextsOf(page, undecided);
  const faintControls = options.controls ? await faintControlsOf(page) : [];
  return [
    describe(results.violations),
    faintTexts.length > 0 ? `text under 4.5:1 (3:1 when large) where axe could not tell: ${faintTexts.join('; ')}` : '',
    faintControls.length > 0 ? `controls whose outline is under 3:1: ${faintControls.join('; ')}` : '',
  ]
    .filter(Boolean)
    .join('\n');
}

type Part = 'text' | 'outline';
const TEXT: Part = 'text';

/**
 * Runs in the page: the contrast ratio of each element's text ('text') or of its outline ('outline': its border, or
 * its fill when that stands out more) against what lies under it — its own background and its ancestors' (for the
 * outline, only its ancestors'), composited up to the first opaque one. Where that is the page itself, the gradient
 * is taken where the element sits (the gradient is fixed to the viewport): its colours at the element's top-left and
 * bottom-right corners, the lower ratio counting. Self-contained: Playwright sends it to the page as source.
 */
function contrastsIn(elements: Element[], part: Part): number[] {
  const rgba = (value: string): number[] => {
    const parts = value.match(/[\d.]+/g)?.map(Number) ?? [0, 0, 0, 0];
    return [parts[0] ?? 0, parts[1] ?? 0, parts[2] ?? 0, parts[3] ?? 1];
  };
  const over = (top: number[], bottom: number[]) =>
    [0, 1, 2].map((i) => top[i]! * top[3]! + bottom[i]! * (1 - top[3]!)).concat(1);
  const luminance = (c: number[]) => {
    const [r, g, b] = c.slice(0, 3).map((v) => {
      const s = v / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  };
  const ratio = (a: number[], b: number[]) => {
    const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
    return (light! + 0.05) / (dark! + 0.05);
  };
  const body = getComputedStyle(document.body);
  const start = rgba(body.backgroundColor);
  const end = rgba(body.getPropertyValue('--ps-gradient-end') || body.backgroundColor);
  // global.css: linear-gradient(135deg, start, end), fixed to the viewport. At 135° the viewport's top-left corner
  // is at 0 % and its bottom-right one at 100 %, and a point (x, y) at (x + y) / (width + height) in between. CSS
  // mixes the two colours with premultiplied alpha, and the result lies over the page's background colour (start).
  const width = document.documentElement.clientWidth;
  const height = document.documentElement.clientHeight;
  const gradientAt = (x: number, y: number) => {
    const t = Math.min(1, Math.max(0, (x + y) / (width + height)));
    const alpha = start[3]! * (1 - t) + end[3]! * t;
    const mixed = [0, 1, 2].map((i) => (start[i]! * start[3]! * (1 - t) + end[i]! * end[3]! * t) / alpha);
    return over(mixed.concat(alpha), start);
  };
  /** The colours under an element: one, or the gradient's at its two far corners where only the page lies under it. */
  const under = (from: Element | null, box: DOMRect): number[][] => {
    const layers: number[][] = [];
    let opaque: Element | null = null;
    for (let node = from; node; node = node.parentElement) {
      const colour = rgba(getComputedStyle(node).backgroundColor);
      if (colour[3]! > 0) layers.push(colour);
      if (colour[3] === 1) {
        opaque = node;
        break;
      }
    }
    const onPage = !opaque || opaque === document.body || opaque === document.documentElement;
    const bases = onPage ? [gradientAt(box.left, box.top), gradientAt(box.right, box.bottom)] : [[255, 255, 255, 1]];
    if (onPage && layers.length > 0 && layers[layers.length - 1]![3] === 1) layers.pop();
    return bases.map((base) => layers.reduceRight((colour, layer) => over(layer, colour), base));
  };
  return elements.map((element) => {
    const style = getComputedStyle(element);
    const box = element.getBoundingClientRect();
    if (part === 'text') {
      return Math.min(
        ...under(element, box).map((background) => ratio(over(rgba(style.color), background), background)),
      );
    }
    return Math.min(
      ...under(element.parentElement, box).map((background) => {
        const fill = over(rgba(style.backgroundColor), background);
        const border = parseFloat(style.borderTopWidth) > 0 ? over(rgba(style.borderTopColor), fill) : fill;
        return Math.max(ratio(fill, background), ratio(border, background));
      }),
    );
  });
}

/**
 * The contrast ratio of an element's text against what lies under it: its own background and its ancestors',
 * composited up to the first opaque one (the page's gradient where the element sits, when that is the page). For
 * what axe reports as "incomplete" (text on markers over map tiles, links on translucent layers), where it cannot
 * work the ratio out itself.
 */
export async function contrastOf(locator: Locator): Promise<number> {
  await locator.waitFor({ state: 'attached' });
  const ratios = await locator.evaluateAll(contrastsIn, TEXT);
  expect(ratios, 'one element to measure').toHaveLength(1);
  return ratios[0]!;
}

// What shows that a control is there and what state it is in (WCAG 1.4.11 asks 3:1 against what is around it;
// axe does not check it): the outline of fields, checkboxes, radios and chips, the track of a switch, the chosen
// option of a segmented control, and the samples of a legend (data-testid="legend-sample").
const CONTROLS = [
  '.mantine-Input-wrapper[data-variant="default"] > .mantine-Input-input',
  '.mantine-Checkbox-input',
  '.mantine-Radio-radio',
  '.mantine-Chip-label',
  '.mantine-Switch-track',
  '.mantine-SegmentedControl-indicator',
  '[data-testid="legend-sample"]',
].join(', ');

/**
 * Every visible control whose outline is under 3:1 against what lies around it, named, with its ratio. A disabled
 * control is left out: WCAG 1.4.11 exempts inactive components (a default vehicle's switch that cannot be turned off).
 * Found, measured and named in the page in one call (installInPage), so that all three see the same elements.
 */
async function faintControlsOf(page: Page): Promise<string[]> {
  await installInPage(page);
  return page.evaluate((selector) => {
    const { contrastsIn: contrasts, describeControls: describe } = (window as unknown as ParkshareWindow).parkshareAxe;
    // Visible as Playwright has it: rendered, not visibility-hidden, with a box of some size.
    const controls = [...document.querySelectorAll(selector)].filter((element) => {
      const box = element.getBoundingClientRect();
      return (
        element.checkVisibility() &&
        getComputedStyle(element).visibility === 'visible' &&
        box.width > 0 &&
        box.height > 0
      );
    });
    const ratios = contrasts(controls, 'outline');
    return describe(controls).flatMap(({ name, disabled }, index) => {
      const value = ratios[index]!;
      return value < 3 && !disabled ? [`${name}: ${value.toFixed(2)}:1`] : [];
    });
  }, CONTROLS);
}

/** Each control's name for a report, and whether it is disabled. */
function describeControls(elements: Element[]) {
  return elements.map((element) => {
    const kind = (element.getAttribute('class') ?? '').split(' ').find((name) => /^mantine-[A-Z]/.test(name));
    const near =
      element.closest('.mantine-InputWrapper-root, .mantine-Checkbox-root, label, li, div')?.textContent ?? '';
    // The control's own input: itself (fields, checkboxes), or the one a switch's track or a radio's circle
    // is drawn for, in the same wrapper.
    const input = element.matches('input, textarea, select')
      ? element
      : element.parentElement?.querySelector('input, textarea, select');
    const disabled =
      (input as HTMLInputElement | null | undefined)?.disabled === true ||
      element.closest('[data-disabled], fieldset:disabled') !== null;
    return { name: `${kind ?? element.getAttribute('data-testid')} near '${near.trim().slice(0, 30)}'`, disabled };
  });
}

/** What the checks below run in the page, installed there once per document (as axe is). */
interface ParkshareWindow {
  parkshareAxe: { contrastsIn: typeof contrastsIn; describeControls: typeof describeControls };
}

/**
 * Installs contrastsIn and describeControls in the page unless this document has them. As source: the functions are
 * sent the way Playwright sends any evaluated function (their own source text).
 */
async function installInPage(page: Page): Promise<void> {
  if (await page.evaluate(() => 'parkshareAxe' in window)) return;
  await page.evaluate(
    `window.parkshareAxe = { contrastsIn: ${contrastsIn.toString()}, describeControls: ${describeControls.toString()} }`,
  );
}

/**
 * The text axe left "incomplete" (`selectors`) whose ratio, worked out against what lies under it (contrastsIn), is
 * under 4.5:1 (3:1 for large text). Worked out in the page in one call (installInPage): a locator over a list of
 * hundreds of selectors took 8 s on a page of 50 reservation cards (1,200 texts on the gradient), where the rest of
 * the check took 2 s.
 */
async function faintTextsOf(page: Page, selectors: string[]): Promise<string[]> {
  if (selectors.length === 0) return [];
  await installInPage(page);
  return page.evaluate((targets) => {
    const contrasts = (window as unknown as ParkshareWindow).parkshareAxe.contrastsIn;
    const elements = targets.flatMap((target) => document.querySelector(target) ?? []);
    const ratios = contrasts(elements, 'text');
    return elements.flatMap((element, index) => {
      const style = getComputedStyle(element);
      const size = parseFloat(style.fontSize);
      const large = size >= 24 || (size >= 18.66 && Number(style.fontWeight) >= 700);
      const text = (element.textContent ?? '').trim().slice(0, 40);
      const value = ratios[index]!;
      return value < (large ? 3 : 4.5) ? [`'${text}' in ${style.color}: ${value.toFixed(2)}:1`] : [];
    });
  }, selectors);
}
