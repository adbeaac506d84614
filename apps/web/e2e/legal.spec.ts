import type { BrowserContext, Locator, Page } from '@playwright/test';
import { expect, signInWithToken, test } from './support/fixtures';
import { createDriver, createParking } from './support/marketplace';

// The terms of service and the privacy policy: public pages in both languages, linked from the landing page's
// footer, the sign-up terms checkbox and the booking terms checkbox (those open a new tab, so the form keeps what
// was typed). Axe checks both pages in both schemes and languages in every-screen.spec's tour.

const texts = {
  en: {
    footer: 'Legal information',
    terms: 'Terms of service',
    privacy: 'Privacy policy',
    termsLink: 'terms of service',
    privacyLink: 'privacy policy',
    signUpTerms: /^I accept the terms of service and the privacy policy$/,
    bookingTerms: /^I accept the terms of service and the parking rules$/,
    reserveSpot: 'Reserve spot B-1',
    termsFacts: ['a commission of 10 %', 'by the 7th day of the next month', 'Refunds go back the way you paid'],
    privacyFacts: [
      'General Data Protection Regulation (GDPR)',
      '5. How long we keep it',
      'Personal Data Protection Office',
    ],
  },
  pl: {
    footer: 'Informacje prawne',
    terms: 'Regulamin',
    privacy: 'Polityka prywatności',
    termsLink: 'regulamin serwisu',
    privacyLink: 'politykę prywatności',
    signUpTerms: /^Akceptuję regulamin serwisu i\s+politykę prywatności$/,
    bookingTerms: /^Akceptuję regulamin serwisu i zasady parkingu$/,
    reserveSpot: 'Zarezerwuj miejsce B-1',
    termsFacts: [
      'prowizję w wysokości 10 %',
      'do 7. dnia następnego miesiąca',
      'Zwroty wracają tą samą drogą co płatność',
    ],
    privacyFacts: ['RODO', '5. Jak długo przechowujemy dane', 'Prezesa Urzędu Ochrony Danych Osobowych'],
  },
} as const;

type Language = keyof typeof texts;

const speak = (page: Page, language: Language) =>
  page.addInitScript((locale) => window.localStorage.setItem('locale', locale), language);

async function expectTerms(page: Page, language: Language) {
  const t = texts[language];
  await expect(page).toHaveURL(/\/terms$/);
  await expect(page.getByRole('heading', { level: 1, name: t.terms })).toBeVisible();
  for (const fact of t.termsFacts) await expect(page.getByText(fact)).toBeVisible();
}

async function expectPrivacy(page: Page, language: Language) {
  const t = texts[language];
  await expect(page).toHaveURL(/\/privacy$/);
  await expect(page.getByRole('heading', { level: 1, name: t.privacy })).toBeVisible();
  for (const fact of t.privacyFacts) await expect(page.getByText(fact).first()).toBeVisible();
}

/** A link of a checkbox label opens its page in a new tab; the form's tab stays where it was. */
async function openInNewTab(context: BrowserContext, link: Locator): Promise<Page> {
  const [tab] = await Promise.all([context.waitForEvent('page'), link.click()]);
  await tab.waitForLoadState();
  return tab;
}

for (const language of ['en', 'pl'] as const) {
  const t = texts[language];

  test(`the landing page's footer leads to the terms and the privacy policy, each to the other (${language})`, async ({
    page,
  }) => {
    await speak(page, language);
    await page.goto('/');
    const footer = page.getByRole('navigation', { name: t.footer });
    await footer.getByRole('link', { name: t.terms }).click();
    await expectTerms(page, language);
    // The page is as wide as the screen at 360 px: nothing runs off to the side.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      page.viewportSize()!.width,
    );
    await page.getByRole('link', { name: t.privacy }).click();
    await expectPrivacy(page, language);
    await page.goBack();
    await page.goBack();
    await page.getByRole('navigation', { name: t.footer }).getByRole('link', { name: t.privacy }).click();
    await expectPrivacy(page, language);
  });

  test(`the sign-up terms checkbox links both documents, in a new tab (${language})`, async ({ page, context }) => {
    await speak(page, language);
    await page.goto('/sign-up');
    const terms = page.getByRole('checkbox', { name: t.signUpTerms });
    await expect(terms).toBeVisible();
    await page.getByRole('textbox').first().fill('Ewa Kowalska');
    const termsTab = await openInNewTab(context, page.getByRole('link', { name: t.termsLink, exact: true }));
    await expectTerms(termsTab, language);
    const privacyTab = await openInNewTab(context, page.getByRole('link', { name: t.privacyLink, exact: true }));
    await expectPrivacy(privacyTab, language);
    // Following a link did not tick the box nor lose what was typed.
    await expect(terms).not.toBeChecked();
    await expect(page.getByRole('textbox').first()).toHaveValue('Ewa Kowalska');
  });

  test(`the booking terms checkbox links the terms, in a new tab (${language})`, async ({ page, context, request }) => {
    const [parking, driver] = await Promise.all([createParking(request), createDriver(request, language)]);
    await speak(page, language);
    await signInWithToken(page, driver.token);
    await page.goto(`/${parking.identifier}/B-1`);
    await page.getByRole('button', { name: t.reserveSpot }).click();
    await expect(page).toHaveURL(/\/reservations\/new$/);
    const terms = page.getByRole('checkbox', { name: t.bookingTerms });
    await expect(terms).toBeVisible();
    const tab = await openInNewTab(context, page.getByRole('link', { name: t.termsLink, exact: true }));
    await expectTerms(tab, language);
    await expect(terms).not.toBeChecked();
    await expect(page).toHaveURL(/\/reservations\/new$/);
  });
}
