import type { Page } from '@playwright/test';
import { createVerifiedUser, demo, loginToken } from './support/api';
import { expectNoAxeViolations } from './support/axe';
import { expect, signInWithToken, test } from './support/fixtures';
import { waitForMail } from './support/mail';

// Issue 13: a new owner's bank account no longer waits for ever. The owner adds it; an admin rejects it from the
// queue with a reason, which the owner reads by e-mail and on /bank-accounts; the owner corrects it, the admin
// verifies it, and /balance says when the automatic payout comes and what still stops it. In both languages.

/** A checksum-valid Polish IBAN, different in every run, so parallel journeys never find each other's cards. */
function randomIban(): string {
  const bban = `10901014${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}${String(Date.now() % 1e8).padStart(8, '0')}`;
  let rest = 0;
  for (const digit of `${bban}252100`) rest = (rest * 10 + Number(digit)) % 97;
  return `PL${String(98 - rest).padStart(2, '0')}${bban}`;
}
const grouped = (iban: string) => iban.replace(/(.{4})/g, '$1 ').trim();

/** The 7th of next month in Warsaw as the app writes dates: mm/dd/yy (en), dd.mm.yy (pl). */
function payoutDate(language: 'en' | 'pl'): string {
  const [year = 0, month = 1] = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Warsaw',
    year: 'numeric',
    month: '2-digit',
  })
    .format(new Date())
    .split('-')
    .map(Number);
  const next = month === 12 ? { y: year + 1, m: 1 } : { y: year, m: month + 1 };
  const mm = String(next.m).padStart(2, '0');
  const yy = String(next.y % 100).padStart(2, '0');
  return language === 'pl' ? `07.${mm}.${yy}` : `${mm}/07/${yy}`;
}

const texts = {
  en: {
    accountNumber: 'Account number (IBAN)',
    accountName: 'Account name',
    add: 'Add bank account',
    waiting: 'Awaiting verification',
    rejected: 'Rejected',
    verified: 'Verified',
    fix: 'Correct and send again',
    resend: 'Send for verification again',
    adminTab: 'Bank accounts',
    queueTitle: 'Bank accounts to verify',
    reject: (iban: string) => `Reject ${iban}`,
    verify: (iban: string) => `Verify ${iban}`,
    reason: 'Reason',
    submitReject: 'Reject',
    confirmVerify: 'Verify',
    rejectedBecause: (reason: string) => `We could not verify this account: ${reason}`,
    payoutTitle: (date: string) => `Automatic payout by ${date}`,
    blockedRejected: 'Your default bank account was rejected. Correct it.',
    blockedZero: 'Your balance is 0: there is nothing to pay out yet.',
    mailSubject: /Your bank account needs changes/,
  },
  pl: {
    accountNumber: 'Numer konta (IBAN)',
    accountName: 'Nazwa konta',
    add: 'Dodaj konto bankowe',
    waiting: 'Czeka na weryfikację',
    rejected: 'Odrzucone',
    verified: 'Zweryfikowane',
    fix: 'Popraw i wyślij ponownie',
    resend: 'Wyślij ponownie do weryfikacji',
    adminTab: 'Konta bankowe',
    queueTitle: 'Konta bankowe do weryfikacji',
    reject: (iban: string) => `Odrzuć ${iban}`,
    verify: (iban: string) => `Zweryfikuj ${iban}`,
    reason: 'Powód',
    submitReject: 'Odrzuć',
    confirmVerify: 'Zweryfikuj',
    rejectedBecause: (reason: string) => `Nie mogliśmy zweryfikować tego konta: ${reason}`,
    payoutTitle: (date: string) => `Automatyczna wypłata do ${date}`,
    blockedRejected: 'Twoje domyślne konto bankowe zostało odrzucone. Popraw je.',
    blockedZero: 'Twoje saldo wynosi 0: na razie nie ma czego wypłacić.',
    mailSubject: /Konto bankowe wymaga poprawek/,
  },
} as const;

const usePolish = (page: Page) => page.addInitScript(() => window.localStorage.setItem('locale', 'pl'));

for (const language of ['en', 'pl'] as const) {
  test(`an admin rejects a bank account with a reason, the owner corrects it, and it is verified (${language})`, async ({
    page,
    browser,
    request,
  }) => {
    const l = texts[language];
    const owner = await createVerifiedUser(request, { language });
    const first = randomIban();
    const fixed = randomIban();
    if (language === 'pl') await usePolish(page);
    await signInWithToken(page, owner.token);

    await test.step('the owner adds a bank account, which waits for verification', async () => {
      await page.goto('/bank-account-creator');
      await page.getByLabel(l.accountNumber).fill(first);
      await page.getByLabel(l.accountName).fill('Konto Ewy');
      await page.getByRole('button', { name: l.add }).click();
      await expect(page).toHaveURL(/\/bank-accounts$/);
      await expect(page.getByRole('article', { name: 'Konto Ewy' }).getByText(l.waiting)).toBeVisible();
    });

    const admin = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
    const adminPage = await admin.newPage();
    if (language === 'pl') await usePolish(adminPage);
    await signInWithToken(adminPage, await loginToken(request, demo.admin));
    const reason = `Imię i nazwisko nie zgadza się z danymi (${first.slice(-6)}).`;

    await test.step('the admin finds it in the queue and rejects it with a reason', async () => {
      await adminPage.goto('/admin');
      await adminPage.getByText(l.adminTab, { exact: true }).click();
      await expect(adminPage).toHaveURL(/\/admin\/bank-accounts$/);
      await expect(adminPage.getByRole('heading', { level: 1, name: l.queueTitle })).toBeVisible();
      const card = adminPage.getByRole('article', { name: grouped(first) });
      await expect(card.getByText(owner.email, { exact: false })).toBeVisible();
      await expect(card.getByText('Konto Ewy')).toBeVisible();
      await expectNoAxeViolations(adminPage);
      await card.getByRole('button', { name: l.reject(grouped(first)) }).click();
      const dialog = adminPage.getByRole('dialog');
      await dialog.getByLabel(l.reason).fill(reason);
      await dialog.getByRole('button', { name: l.submitReject, exact: true }).click();
      await expect(dialog).toBeHidden();
      await expect(card).toBeHidden();
    });

    await test.step('the owner gets the reason by e-mail, sees it, and /balance says what blocks the payout', async () => {
      expect(await waitForMail(owner.email, new RegExp(`(${reason.replace(/[()]/g, '\\$&')})`))).toBe(reason);
      await page.reload();
      const card = page.getByRole('article', { name: 'Konto Ewy' });
      await expect(card.getByText(l.rejected, { exact: true })).toBeVisible();
      await expect(card.getByText(l.rejectedBecause(reason))).toBeVisible();
      await expectNoAxeViolations(page);
      await page.goto('/balance');
      await expect(page.getByText(l.payoutTitle(payoutDate(language)))).toBeVisible();
      await expect(page.getByText(l.blockedRejected)).toBeVisible();
      await expectNoAxeViolations(page);
    });

    await test.step('the owner corrects the account and sends it again', async () => {
      await page.goto('/bank-accounts');
      await page.getByRole('article', { name: 'Konto Ewy' }).getByRole('link', { name: l.fix }).click();
      await expect(page.getByLabel(l.accountNumber)).toHaveValue(grouped(first));
      await page.getByLabel(l.accountNumber).fill(fixed);
      await page.getByRole('button', { name: l.resend }).click();
      await expect(page).toHaveURL(/\/bank-accounts$/);
      await expect(page.getByRole('article', { name: 'Konto Ewy' }).getByText(l.waiting)).toBeVisible();
    });

    await test.step('the admin verifies the corrected account', async () => {
      await adminPage.reload();
      const card = adminPage.getByRole('article', { name: grouped(fixed) });
      await card.getByRole('button', { name: l.verify(grouped(fixed)) }).click();
      await adminPage.getByRole('dialog').getByRole('button', { name: l.confirmVerify, exact: true }).click();
      await expect(card).toBeHidden();
    });

    await test.step("the owner's account is verified and /balance shows the payout date", async () => {
      await page.reload();
      await expect(
        page.getByRole('article', { name: 'Konto Ewy' }).getByText(l.verified, { exact: true }),
      ).toBeVisible();
      await page.goto('/balance');
      await expect(page.getByText(l.payoutTitle(payoutDate(language)))).toBeVisible();
      await expect(page.getByText(l.blockedRejected)).toHaveCount(0);
      await expect(page.getByText(l.blockedZero)).toBeVisible();
      await expectNoAxeViolations(page);
    });
    await admin.close();
  });
}
