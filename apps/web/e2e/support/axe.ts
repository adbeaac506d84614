import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
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

/**
 * Runs axe on the page as it is now and fails with a readable list of what it found. Wait for the page to be
 * settled (its content visible, no spinner) before calling it.
 */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((violation) => violation.id), describe(violations)).toEqual([]);
}

/**
 * The contrast ratio of an element's text against what lies under it: its own background and its ancestors',
 * composited up to the first opaque one (or the page's background colour). For what axe reports as "incomplete"
 * (text on markers over map tiles, links on translucent layers), where it cannot work the ratio out itself.
 */
export async function contrastOf(locator: Locator): Promise<number> {
  return locator.evaluate((element) => {
    const rgba = (value: string): [number, number, number, number] => {
      const parts = value.match(/[\d.]+/g)?.map(Number) ?? [0, 0, 0, 0];
      return [parts[0] ?? 0, parts[1] ?? 0, parts[2] ?? 0, parts[3] ?? 1];
    };
    const over = (top: number[], bottom: number[]) =>
      [0, 1, 2].map((i) => top[i]! * top[3]! + bottom[i]! * (1 - top[3]!)).concat(1);
    const layers: number[][] = [];
    for (let node: Element | null = element; node; node = node.parentElement) {
      const colour = rgba(getComputedStyle(node).backgroundColor);
      if (colour[3] > 0) layers.push(colour);
      if (colour[3] === 1) break;
    }
    let background = [255, 255, 255, 1];
    for (const layer of layers.reverse()) background = over(layer, background);
    const text = over(rgba(getComputedStyle(element).color), background);
    const luminance = (c: number[]) => {
      const [r, g, b] = c.slice(0, 3).map((v) => {
        const s = v / 255;
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
    };
    const [light, dark] = [luminance(text), luminance(background)].sort((a, b) => b - a);
    return (light! + 0.05) / (dark! + 0.05);
  });
}
