import type { Page } from '@playwright/test';
import { createVerifiedUser } from './support/api';
import { expect, signInWithToken, test } from './support/fixtures';

// Real, checksum-valid numbers: the shared schemas refuse anything else.
const IBAN_PERSONAL = '61 1090 1014 0000 0712 1981 2874';
const IBAN_BUSINESS = 'PL60102010260000123456789012';
const BAD_IBAN = 'PL61 1090 1014 0000 0712 1981 2875';
const NIP = '123-456-32-18';
const BAD_NIP = '1234563219';

const card = (page: Page, name: string) => page.getByRole('article', { name });

test('an owner adds bank and billing accounts, edits one, changes the default and deletes one', async ({
  page,
  request,
}) => {
  const user = await createVerifiedUser(request);
  // The side menu has its own "My billing accounts" link; the page's links are looked up in <main>.
  const main = page.getByRole('main');
  await signInWithToken(page, user.token);
  await page.goto('/billings');

  await expect(page.getByRole('heading', { name: 'My billing accounts', level: 1 })).toBeVisible();
  await expect(page.getByText('No billing accounts yet')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to the map' })).toHaveAttribute('href', '/map');

  // A bank account first: a wrong checksum is refused under the field, the domestic spelling is accepted.
  await main.getByRole('link', { name: 'Bank accounts' }).click();
  await expect(page.getByText('No bank accounts yet')).toBeVisible();
  await page.getByRole('link', { name: 'Add bank account' }).first().click();
  await expect(page).toHaveURL(/\/bank-account-creator$/);
  const iban = page.getByLabel('Account number (IBAN)');
  await iban.fill(BAD_IBAN);
  await page.getByLabel('Account name').fill('Personal account');
  await page.getByRole('button', { name: 'Add bank account' }).click();
  await expect(page.getByText('Invalid bank account number.')).toBeVisible();
  await iban.fill(IBAN_PERSONAL.replace(/ /g, ''));
  await iban.blur();
  await expect(iban).toHaveValue(IBAN_PERSONAL);
  await page.getByRole('button', { name: 'Add bank account' }).click();
  await expect(page.getByText('The bank account has been added.', { exact: false })).toBeVisible();
  await expect(page).toHaveURL(/\/bank-accounts$/);
  const personal = card(page, 'Personal account');
  await expect(personal.getByText(`PL${IBAN_PERSONAL}`)).toBeVisible();
  await expect(personal.getByText('Awaiting verification')).toBeVisible();
  await expect(personal.getByText('Default', { exact: true })).toBeVisible();

  // The first billing account: a bad NIP is refused under its field; the default bank account is preselected.
  await main.getByRole('link', { name: 'My billing accounts' }).click();
  await page.getByRole('link', { name: 'Add billing account' }).first().click();
  await expect(page.getByRole('heading', { name: 'New billing account', level: 1 })).toBeVisible();
  await expect(page.getByLabel('Invoice e-mail')).toHaveValue(user.email);
  await expect(page.getByLabel('Currency')).toHaveValue('Polish złoty (PLN)');
  const bankSelect = page.getByLabel('Bank account', { exact: true });
  await expect(bankSelect.locator('option:checked')).toHaveText(`Personal account · PL${IBAN_PERSONAL}`);
  await page.getByLabel('Full name').fill('Ewa Kowalska');
  await page.getByLabel('Company name').fill('Kowalscy sp. z o.o.');
  await page.getByLabel('I want VAT invoices').check();
  await page.getByLabel('VAT ID (NIP)').fill(BAD_NIP);
  await page.getByLabel('Street').fill('Marszałkowska');
  await page.getByLabel('Building number').fill('10');
  await page.getByLabel('Flat or unit').fill('5');
  const postcode = page.getByLabel('Postcode');
  await postcode.fill('00950');
  await postcode.blur();
  await expect(postcode).toHaveValue('00-950');
  await page.getByLabel('City').fill('Warszawa');
  await page.getByRole('button', { name: 'Add billing account' }).click();
  await expect(page.getByText('Invalid VAT identification number.')).toBeVisible();
  await page.getByLabel('VAT ID (NIP)').fill(NIP);
  await page.getByRole('button', { name: 'Add billing account' }).click();
  await expect(page.getByText('The billing account has been added.')).toBeVisible();
  await expect(page).toHaveURL(/\/billings$/);
  const company = card(page, 'Kowalscy sp. z o.o.');
  await expect(company.getByText('Default', { exact: true })).toBeVisible();
  await expect(company.getByText('1234563218')).toBeVisible();
  await expect(company.getByText('Marszałkowska 10/5, 00-950 Warszawa')).toBeVisible();
  await expect(company.getByText(`Personal account · PL${IBAN_PERSONAL}`)).toBeVisible();

  // Editing keeps the one screen; the default flag of the default account cannot be switched off there.
  await company.getByRole('link', { name: 'Edit' }).click();
  await expect(page.getByRole('heading', { name: 'Edit billing account', level: 1 })).toBeVisible();
  await expect(page.getByLabel('Make it my default billing account')).toBeDisabled();
  await page.getByLabel('Postcode').fill('31-042');
  await page.getByLabel('City').fill('Kraków');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Your changes have been saved.')).toBeVisible();
  await expect(company.getByText('Marszałkowska 10/5, 31-042 Kraków')).toBeVisible();

  // A second account; its bank account is added on the way, and the half-filled form survives the trip.
  await page.getByRole('link', { name: 'Add billing account' }).first().click();
  await page.getByLabel('Full name').fill('Jan Nowak');
  await page.getByLabel('Building number').fill('7');
  await page.getByRole('link', { name: 'Add bank account' }).click();
  await expect(page).toHaveURL(/\/bank-account-creator\?returnTo=%2Fbilling-creator$/);
  await page.getByLabel('Account number (IBAN)').fill(IBAN_BUSINESS);
  await page.getByLabel('Account name').fill('Business account');
  await page.getByRole('button', { name: 'Add bank account' }).click();
  await expect(page).toHaveURL(/\/billing-creator$/);
  await expect(page.getByLabel('Full name')).toHaveValue('Jan Nowak');
  await expect(page.getByLabel('Building number')).toHaveValue('7');
  await expect(bankSelect.locator('option:checked')).toHaveText(
    'Business account · PL60 1020 1026 0000 1234 5678 9012',
  );
  await page.getByLabel('Postcode').fill('30-001');
  await page.getByLabel('City').fill('Kraków');
  await page.getByRole('button', { name: 'Add billing account' }).click();
  await expect(page).toHaveURL(/\/billings$/);
  const person = card(page, 'Jan Nowak');
  await expect(person.getByText('Default', { exact: true })).toHaveCount(0);
  await expect(person.getByText('Business account · PL60 1020 1026 0000 1234 5678 9012')).toBeVisible();

  await person.getByRole('button', { name: 'Make default' }).click();
  await expect(page.getByText('Jan Nowak is now your default billing account.')).toBeVisible();
  await expect(person.getByText('Default', { exact: true })).toBeVisible();
  await expect(company.getByText('Default', { exact: true })).toHaveCount(0);

  // Deleting asks first; cancelling keeps the account.
  await company.getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('dialog');
  await expect(
    dialog.getByText('Delete the billing account “Kowalscy sp. z o.o.”? This cannot be undone.'),
  ).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(company).toBeVisible();
  await company.getByRole('button', { name: 'Delete' }).click();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('The billing account Kowalscy sp. z o.o. has been deleted.')).toBeVisible();
  await expect(company).toHaveCount(0);
  await expect(page.getByRole('article')).toHaveCount(1);

  // The bank accounts list: the default moves with one click.
  await main.getByRole('link', { name: 'Bank accounts' }).click();
  await card(page, 'Business account').getByRole('button', { name: 'Make default' }).click();
  await expect(card(page, 'Business account').getByText('Default', { exact: true })).toBeVisible();
  await expect(card(page, 'Personal account').getByText('Default', { exact: true })).toHaveCount(0);
  await expect(main.getByRole('link', { name: 'My billing accounts' })).toHaveAttribute('href', '/billings');

  // Someone else's (or no) account answers NOT_FOUND: the editor says so instead of an empty form.
  await page.goto('/billing/00000000-0000-4000-8000-000000000000/editor');
  await expect(page.getByRole('heading', { name: 'Billing account not found', level: 1 })).toBeVisible();
  await page.goto('/billing/not-an-id/editor');
  await expect(page.getByRole('heading', { name: 'Billing account not found', level: 1 })).toBeVisible();
});

test('a Polish owner sees the forms and their messages in Polish', async ({ page, request }) => {
  const user = await createVerifiedUser(request, { language: 'pl' });
  await page.addInitScript(() => window.localStorage.setItem('locale', 'pl'));
  await signInWithToken(page, user.token);
  await page.goto('/billings');

  await expect(page.getByRole('heading', { name: 'Moje dane rozliczeniowe', level: 1 })).toBeVisible();
  await expect(page.getByText('Nie masz jeszcze danych rozliczeniowych')).toBeVisible();

  await page.goto('/bank-account-creator');
  await expect(page.getByRole('heading', { name: 'Dodaj konto bankowe', level: 1 })).toBeVisible();
  await page.getByLabel('Numer konta (IBAN)').fill(BAD_IBAN);
  await page.getByRole('button', { name: 'Dodaj konto bankowe' }).click();
  await expect(page.getByText('Nieprawidłowy numer konta bankowego.')).toBeVisible();
  await expect(page.getByText('To pole jest wymagane.')).toBeVisible();
  await page.getByLabel('Numer konta (IBAN)').fill(IBAN_PERSONAL);
  await page.getByLabel('Nazwa konta').fill('Konto osobiste');
  await page.getByRole('button', { name: 'Dodaj konto bankowe' }).click();
  await expect(page).toHaveURL(/\/bank-accounts$/);
  await expect(card(page, 'Konto osobiste').getByText('Czeka na weryfikację')).toBeVisible();
  await expect(card(page, 'Konto osobiste').getByText('Domyślne', { exact: true })).toBeVisible();

  await page.goto('/billing-creator');
  await expect(page.getByRole('heading', { name: 'Nowe dane rozliczeniowe', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Dodaj dane rozliczeniowe' }).click();
  await expect(page.getByText('Podaj imię i nazwisko lub nazwę firmy.')).toBeVisible();
  await page.getByLabel('Imię i nazwisko').fill('Anna Wiśniewska');
  await page.getByLabel('Chcę otrzymywać faktury VAT').check();
  await page.getByRole('button', { name: 'Dodaj dane rozliczeniowe' }).click();
  // A VAT invoice needs a NIP.
  await expect(page.getByLabel('NIP')).toHaveAccessibleDescription(/To pole jest wymagane\./);
  await page.getByLabel('NIP').fill(BAD_NIP);
  await page.getByLabel('Numer budynku').fill('3');
  const postcode = page.getByLabel('Kod pocztowy');
  await postcode.fill('8000');
  await page.getByRole('button', { name: 'Dodaj dane rozliczeniowe' }).click();
  await expect(page.getByText('Wpisz kod pocztowy w formacie NN-NNN.')).toBeVisible();
  await postcode.fill('80-001');
  await page.getByLabel('Miejscowość').fill('Gdańsk');
  await page.getByRole('button', { name: 'Dodaj dane rozliczeniowe' }).click();
  await expect(page.getByText('Nieprawidłowy numer NIP.')).toBeVisible();
  await page.getByLabel('NIP').fill('5260250274');
  await page.getByRole('button', { name: 'Dodaj dane rozliczeniowe' }).click();
  await expect(page.getByText('Dane rozliczeniowe zostały dodane.')).toBeVisible();
  const account = card(page, 'Anna Wiśniewska');
  await expect(account.getByText('Domyślne', { exact: true })).toBeVisible();
  await expect(account.getByText('Gdańsk 3, 80-001 Gdańsk')).toBeVisible();
  await expect(account.getByText('Faktura VAT')).toBeVisible();
});
