import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

/** The elements of the page that scroll sideways (the page itself is `HTML`); none on a screen that fits. */
export async function sidewaysOf(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [document.documentElement, ...document.querySelectorAll('main *')]
      .filter(
        (element) => getComputedStyle(element).overflowX !== 'visible' && element.scrollWidth > element.clientWidth + 1,
      )
      .map((element) => element.tagName),
  );
}

/** Nothing on the screen reaches past its right edge (a table or a long account number at 360 px). */
export async function expectNothingSideways(page: Page): Promise<void> {
  expect(await sidewaysOf(page)).toEqual([]);
}

/**
 * Opens a disclosure (a button with aria-expanded and aria-controls, such as a payment's details) and waits until
 * its panel has finished opening. While the panel grows it clips its content, and Playwright reaches a button in
 * the clipped part by scrolling the panel itself; when the panel then grows, that scroll is undone and the button
 * moves between the press and the release, so the press focuses it and no click follows (the receipt and
 * correction downloads that did not start, five times in four full runs). Mantine's Collapse drops its inline
 * height when the opening has ended.
 */
export async function expand(toggle: Locator): Promise<void> {
  const panelId = await toggle.getAttribute('aria-controls');
  expect(panelId, 'the panel the toggle opens').toBeTruthy();
  await toggle.click();
  const page = toggle.page();
  await expect(page.locator(`[aria-controls="${panelId}"]`)).toHaveAttribute('aria-expanded', 'true');
  const panel = page.locator(`[id="${panelId}"]`);
  await expect(panel).toBeVisible();
  await expect
    .poll(() => panel.evaluate((element: HTMLElement) => element.style.height), { message: 'the panel is open' })
    .toBe('');
}
