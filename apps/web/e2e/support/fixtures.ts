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

/**
 * Why a journey does not run in the 360 px project (`test.skip(isMobile, PHONE_SKIP)`): its flow is the same on a
 * phone, and every screen it shows is checked at 360 px by every-screen.spec (axe, nothing sideways). The journeys
 * whose flow changes on a phone run at both widths (playwright.config.ts).
 */
export const PHONE_SKIP = 'the same flow on a phone: its screens are in every-screen’s 360 px tour';

/**
 * Why a journey written for both languages runs one of them at each width (`test.skip(isMobile !== (language ===
 * 'pl'), ONE_LANGUAGE_A_WIDTH)`): English on desktop, Polish, whose words are longer, at 360 px, so the journey is
 * done in both languages and at both widths without running four times.
 */
export const ONE_LANGUAGE_A_WIDTH = 'English runs on desktop, Polish at 360 px';
