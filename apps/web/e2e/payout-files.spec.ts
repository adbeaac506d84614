import { demo, gql, loginToken } from './support/api';
import { expectNoAxeViolations, type ColorScheme } from './support/axe';
import { e2eEnv } from './support/env';
import { downloaded } from './support/download';
import { expect, signInWithToken, test } from './support/fixtures';
import { expectNothingSideways } from './support/layout';
import { type Language, ownerBalance, ownerWaiting } from './support/payout-owners';

// Issue 16, payouts by bank transfer file (decision 084), on a server of their own (PAYOUTS_VIA=bank_file): two
// owners' payouts wait; the admin makes the transfer file, downloads it (Elixir-O, Windows-1250), marks one
// transfer returned by the bank (that owner's balance has the money back) and marks the file executed (the other
// payout is completed). English in the light scheme, Polish in the dark one; each on desktop, then its screens at
// 360 px in the same test (cards instead of tables, nothing past the screen's edge), axe on every screen.
// A file takes every waiting payout of its server, so the tests run one after another.

test.use({ baseURL: e2eEnv.bankFile.baseUrl });
test.describe.configure({ mode: 'serial' });

/** "PLN 30.00", "30,00 zł": amounts as the app writes them (its no-break spaces included). */
const money = (tag: string, grosze: number) =>
  new Intl.NumberFormat(tag, { style: 'currency', currency: 'PLN', minimumFractionDigits: 2 }).format(grosze / 100);

const plural = (language: Language, count: number, forms: Record<string, string>) =>
  (forms[new Intl.PluralRules(language).select(count)] ?? forms.other ?? '').replace('#', String(count));

const texts = {
  en: {
    money: (grosze: number) => money('en-GB', grosze),
    nav: 'Payouts',
    title: 'Payouts to owners',
    waiting: (count: number) => plural('en', count, { one: '# payout is waiting', other: '# payouts are waiting' }),
    transfers: (count: number) => plural('en', count, { one: '# transfer', other: '# transfers' }),
    make: 'Make a transfer file',
    makeConfirm: 'Make the file',
    none: /^No payout is waiting\./,
    ready: (number: string) => `Transfer file ${number} is ready`,
    download: (number: string) => `Download file ${number}`,
    fileTitle: (number: string) => `Transfer file ${number}`,
    open: 'Awaiting the bank',
    returnedBy: (amount: string, owner: string) => `The bank returned this transfer: ${amount} to ${owner}`,
    returnConfirm: 'Mark returned',
    notInOpenFile: 'Only a payout in a transfer file that has not been confirmed can be marked as returned.',
    returnedNote: "Returned by the bank: the money is back on the owner's balance.",
    failed: 'Failed',
    execute: 'Mark as executed by the bank',
    executeConfirm: 'Confirm',
    executeText: (count: number, total: string) =>
      `Its ${plural('en', count, { one: '# transfer', other: '# transfers' })} still waiting (${total})`,
    executed: 'Executed',
    sent: 'Sent',
    back: 'Payouts',
  },
  pl: {
    money: (grosze: number) => money('pl-PL', grosze),
    nav: 'Wypłaty',
    title: 'Wypłaty dla właścicieli',
    waiting: (count: number) =>
      plural('pl', count, { one: '# wypłata czeka', few: '# wypłaty czekają', many: '# wypłat czeka' }),
    transfers: (count: number) => plural('pl', count, { one: '# przelew', few: '# przelewy', many: '# przelewów' }),
    make: 'Przygotuj plik przelewów',
    makeConfirm: 'Przygotuj',
    none: /^Żadna wypłata nie czeka\./,
    ready: (number: string) => `Plik przelewów ${number} jest gotowy`,
    download: (number: string) => `Pobierz plik ${number}`,
    fileTitle: (number: string) => `Plik przelewów ${number}`,
    open: 'Czeka na bank',
    returnedBy: (amount: string, owner: string) => `Bank zwrócił ten przelew: ${amount}, odbiorca: ${owner}`,
    returnConfirm: 'Oznacz zwrot',
    notInOpenFile: 'Jako zwróconą można oznaczyć tylko wypłatę z niepotwierdzonego pliku przelewów.',
    returnedNote: 'Zwrócony przez bank: pieniądze wróciły na saldo właściciela.',
    failed: 'Nieudany',
    execute: 'Potwierdź realizację przez bank',
    executeConfirm: 'Potwierdź',
    executeText: (count: number, total: string) =>
      `Jego ${plural('pl', count, { one: '# czekający przelew', few: '# czekające przelewy', many: '# czekających przelewów' })} (${total})`,
    executed: 'Zrealizowany',
    sent: 'Wysłany',
    back: 'Wypłaty',
  },
};

// Owners' names unique to each try (a retry's file may hold the payouts a failed try left waiting), letters only.
const tag = () => {
  const letters = Date.now()
    .toString(36)
    .replace(/\d/g, (digit) => 'abcdefghij'[Number(digit)] ?? 'x');
  return letters.charAt(0).toUpperCase() + letters.slice(1);
};

const journeys: { language: Language; colorScheme: ColorScheme; returned: string; paid: string }[] = [
  { language: 'en', colorScheme: 'light', returned: 'Ewa Łącka', paid: 'Jan Żółkiewski' },
  { language: 'pl', colorScheme: 'dark', returned: 'Zofia Gęślarz', paid: 'Michał Źrebiec' },
];

for (const journey of journeys) {
  const { language, colorScheme } = journey;
  test(`an admin pays owners by transfer file: made, downloaded, one returned, executed (${language}, ${colorScheme})`, async ({
    page,
    request,
    browser,
  }) => {
    test.setTimeout(120_000);
    const words = texts[language];
    const returned = `${journey.returned} ${tag()}`;
    const paid = `${journey.paid} ${tag()}`;
    const [refused, accepted] = await Promise.all([
      ownerWaiting(request, language, returned, 3_000),
      ownerWaiting(request, language, paid, 4_550),
    ]);
    const admin = await loginToken(request, demo.admin);
    // What waits on this server (the two payouts above, and any a failed try left behind).
    const { payoutTransfers: waiting } = await gql<{
      payoutTransfers: { awaitingCount: number; awaitingTotal: number };
    }>(request, '{ payoutTransfers { awaitingCount awaitingTotal } }', {}, admin);

    await page.emulateMedia({ colorScheme });
    await page.addInitScript((locale) => window.localStorage.setItem('locale', locale), language);
    await signInWithToken(page, admin);
    await page.goto('/admin');
    await page.getByRole('navigation').getByRole('link', { name: words.nav, exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/payouts$/);
    await expect(page.getByRole('heading', { name: words.title, level: 1 })).toBeVisible();
    await expect(page.getByTestId('awaiting-count')).toHaveText(words.waiting(waiting.awaitingCount));
    await expect(page.getByTestId('awaiting-total')).toContainText(words.money(waiting.awaitingTotal));
    await expect(page.getByText(e2eEnv.bankFile.accountIban).first()).toBeVisible();
    await expectNoAxeViolations(page);

    // Making the file says what it will hold, from which account.
    // By keyboard: the button takes the focus and Enter; the dialog's buttons too.
    await page.getByRole('button', { name: words.make }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(words.transfers(waiting.awaitingCount));
    await expect(dialog).toContainText(words.money(waiting.awaitingTotal));
    await expect(dialog).toContainText(e2eEnv.bankFile.accountIban);
    await dialog.getByRole('button', { name: words.makeConfirm }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText(new RegExp(`^${words.ready('WYP/\\d{4}/\\d{2}/\\d{4}')}`))).toBeVisible();
    await expect(page.getByTestId('awaiting-none')).toHaveText(words.none);
    const row = page.getByTestId('payout-file-row').first();
    const number = (await row.getByRole('link').textContent()) ?? '';
    expect(number).toMatch(/^WYP\/\d{4}\/\d{2}\/\d{4}$/);
    await expect(row).toContainText(words.transfers(waiting.awaitingCount));
    await expect(row).toContainText(words.open);
    await expectNoAxeViolations(page);

    // The file as the bank imports it: Elixir-O, one "110," record a transfer, Windows-1250, the server's name.
    const { name, bytes } = await downloaded(page, () =>
      row.getByRole('button', { name: words.download(number) }).click(),
    );
    expect(name).toBe(`przelewy-${number.replaceAll('/', '-')}.txt`);
    expect(bytes.subarray(0, 4).toString('latin1')).toBe('110,');
    const records = new TextDecoder('windows-1250').decode(bytes).split('\r\n');
    expect(records).toHaveLength(waiting.awaitingCount + 1);
    expect(records.find((record) => record.includes(returned))).toContain(refused.account.replaceAll(' ', '').slice(2));

    await row.getByRole('link', { name: number }).click();
    await expect(page.getByRole('heading', { name: words.fileTitle(number), level: 1 })).toBeVisible();
    await expect(page.getByTestId('file-transfers')).toHaveText(words.transfers(waiting.awaitingCount));
    const transfer = (name: string) => page.getByTestId('transfer-row').filter({ hasText: name });
    await expect(transfer(returned)).toContainText(refused.account);
    await expect(transfer(paid)).toContainText(words.open);
    await expectNoAxeViolations(page);

    // The bank refused the first owner's transfer.
    await transfer(returned)
      .getByRole('button', { name: words.returnedBy(words.money(3_000), returned) })
      .click();
    await expect(dialog).toContainText(refused.account);
    await dialog.getByRole('button', { name: words.returnConfirm }).click();
    await expect(transfer(returned)).toContainText(words.failed);
    await expect(transfer(returned)).toContainText(words.returnedNote);
    await expect(transfer(returned).getByRole('button')).toHaveCount(0);
    expect(await ownerBalance(browser, refused, language, colorScheme)).toBe(words.money(3_000));

    // A second tab, opened before the file is marked executed, still offers to return the other transfer.
    const stale = await page.context().newPage();
    await stale.goto(page.url());
    const staleReturn = stale.getByRole('button', { name: words.returnedBy(words.money(4_550), paid) });
    await expect(staleReturn).toBeVisible();

    // The bank executed the rest: the confirmation says what completes.
    await page.getByRole('button', { name: words.execute }).click();
    await expect(dialog).toContainText(
      words.executeText(waiting.awaitingCount - 1, words.money(waiting.awaitingTotal - 3_000)),
    );
    await dialog.getByRole('button', { name: words.executeConfirm }).click();
    await expect(page.getByTestId('file-confirmed')).toBeVisible();
    await expect(transfer(paid)).toContainText(words.sent);
    await expect(page.getByRole('button', { name: words.execute })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^(The bank returned|Bank zwrócił)/ })).toHaveCount(0);
    // The other owner's payout completed, their balance stays spent (asked of the API: one browser is enough).
    const { me, myPayouts } = await gql<{ me: { balance: number }; myPayouts: { items: { status: string }[] } }>(
      request,
      '{ me { balance } myPayouts { items { status } } }',
      {},
      accepted.token,
    );
    expect(myPayouts.items).toEqual([{ status: 'completed' }]);
    expect(me.balance).toBe(0);

    // The stale tab: the server refuses, the page says why in the admin's language and shows the file as it is.
    await staleReturn.click();
    await stale.getByRole('dialog').getByRole('button', { name: words.returnConfirm }).click();
    await expect(stale.getByText(words.notInOpenFile)).toBeVisible();
    await expect(stale.getByTestId('transfer-row').filter({ hasText: paid })).toContainText(words.sent);
    await expect(staleReturn).toHaveCount(0);
    await stale.close();
    await expectNoAxeViolations(page);

    // At 360 px: the transfers and the files as cards, nothing past the screen's edge.
    // Loaded again at that width: the desktop menu would still be sliding away while the screen is measured.
    await page.setViewportSize({ width: 360, height: 740 });
    await page.reload();
    await expect(page.getByTestId('transfer-card').filter({ hasText: returned })).toContainText(words.returnedNote);
    await expect(page.getByTestId('transfer-row').first()).toBeHidden();
    await expectNothingSideways(page);
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: words.back }).first().click();
    const card = page.getByTestId('payout-file-card').filter({ hasText: number });
    await expect(card).toContainText(words.executed);
    await expect(card.getByRole('button', { name: words.download(number) })).toBeVisible();
    await expectNothingSideways(page);
    await expectNoAxeViolations(page);
  });
}

// The default server (the sandbox) sends payouts through its gateway: the screen says there is nothing to do, and
// offers nothing that would fail.
test.describe('by gateway', () => {
  test.use({ baseURL: e2eEnv.baseUrl });

  test('the payouts screen says the gateway sends payouts and offers no file to make (en, pl)', async ({
    page,
    request,
  }) => {
    await signInWithToken(page, await loginToken(request, demo.admin));
    await page.goto('/admin/payouts');
    await expect(page.getByRole('heading', { name: 'Payouts go out automatically', level: 2 })).toBeVisible();
    await expect(
      page.getByText('There is no transfer file to make and nothing to do here.', { exact: false }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Make a transfer file' })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Transfer files' })).toHaveCount(0);
    await expectNoAxeViolations(page);

    await page.evaluate(() => window.localStorage.setItem('locale', 'pl'));
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Wypłaty wychodzą automatycznie', level: 2 })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Przygotuj plik przelewów' })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });
});
