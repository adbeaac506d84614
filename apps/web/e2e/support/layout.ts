import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/** Nothing on the screen reaches past its right edge (a table or a long account number at 360 px). */
export async function expectNothingSideways(page: Page): Promise<void> {
  const sideways = await page.evaluate(() =>
    [document.documentElement, ...document.querySelectorAll('main *')]
      .filter(
        (element) => getComputedStyle(element).overflowX !== 'visible' && element.scrollWidth > element.clientWidth + 1,
      )
      .map((element) => element.tagName),
  );
  expect(sideways).toEqual([]);
}
