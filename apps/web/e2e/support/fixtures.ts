import type { Page } from '@playwright/test';
import { test as base, expect } from '@playwright/test';

// Every journey fails when the page tries to reach anything but this machine: tiles and the geocoder are
// served on loopback, and nothing else may leave.
export const test = base.extend<{ outboundGuard: void }>({
  outboundGuard: [
    async ({ context }, use) => {
      const outbound: string[] = [];
      await context.route(/^(?!https?:\/\/(127\.0\.0\.1|localhost|\[::1\])[:/]).+/, async (route) => {
        const url = route.request().url();
        if (url.startsWith('data:') || url.startsWith('blob:')) return route.continue();
        outbound.push(url);
        await route.abort('blockedbyclient');
      });
      await use();
      expect(outbound, 'requests that left this machine').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Puts a token where the app keeps it, before any page script runs (the login fixture of the journeys). */
export async function signInWithToken(page: Page, token: string): Promise<void> {
  await page.addInitScript((value) => {
    if (!window.sessionStorage.getItem('e2e-signed-in')) {
      window.localStorage.setItem('auth_token_default', value);
      window.localStorage.setItem('auth_stay_signed_in', 'true');
      window.sessionStorage.setItem('e2e-signed-in', '1');
    }
  }, token);
}
