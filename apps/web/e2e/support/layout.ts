import type { Page } from '@playwright/test';
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
