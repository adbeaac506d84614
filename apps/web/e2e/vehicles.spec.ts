import type { Page } from '@playwright/test';
import { createVerifiedUser, demo, gql, loginToken } from './support/api';
import { expect, signInWithToken, test } from './support/fixtures';

// A driver's vehicles (issue 5): an invalid then a valid plate, editing (status, billing account), a second car
// and moving the default, in English and in Polish; desktop and 360 px run the same journey.

const TEXTS = {
  en: {
    title: 'My vehicles',
    empty: 'No vehicles yet',
    backMap: 'Back to the map',
    add: 'Add vehicle',
    newTitle: 'New vehicle',
    editTitle: 'Edit vehicle',
    plate: 'Registration number',
    name: 'Name',
    status: 'Status',
    billing: 'Billing account',
    isDefault: 'Make it my default vehicle',
    addBilling: 'Add billing account',
    invalidPlate: 'Invalid registration number format.',
    taken: 'You already have a vehicle with this registration number.',
    created: 'The vehicle has been added.',
    saved: 'Your changes have been saved.',
    save: 'Save changes',
    edit: 'Edit',
    makeDefault: 'Set as default',
    madeDefault: (plate: string) => `${plate} is now your default vehicle.`,
    defaultBadge: 'Default',
    active: 'Active',
    inactive: 'Inactive',
    notChosen: 'not chosen',
    notFound: 'Vehicle not found',
    foreign: 'Foreign plate',
    fullName: 'Full name',
    building: 'Building number',
    postcode: 'Postcode',
    city: 'City',
    billingCreated: 'The billing account has been added.',
    backToForm: 'Back to the form',
  },
  pl: {
    title: 'Moje pojazdy',
    empty: 'Nie masz jeszcze pojazdów',
    backMap: 'Wróć do mapy',
    add: 'Dodaj pojazd',
    newTitle: 'Nowy pojazd',
    editTitle: 'Edytuj pojazd',
    plate: 'Numer rejestracyjny',
    name: 'Nazwa',
    status: 'Status',
    billing: 'Dane rozliczeniowe',
    isDefault: 'Ustaw jako mój domyślny pojazd',
    addBilling: 'Dodaj dane rozliczeniowe',
    invalidPlate: 'Nieprawidłowy format numeru rejestracyjnego.',
    taken: 'Masz już pojazd o tym numerze rejestracyjnym.',
    created: 'Pojazd został dodany.',
    saved: 'Zmiany zostały zapisane.',
    save: 'Zapisz zmiany',
    edit: 'Edytuj',
    makeDefault: 'Ustaw jako domyślny',
    madeDefault: (plate: string) => `${plate} jest teraz Twoim domyślnym pojazdem.`,
    defaultBadge: 'Domyślny',
    active: 'Aktywny',
    inactive: 'Nieaktywny',
    notChosen: 'nie wybrano',
    notFound: 'Nie znaleziono pojazdu',
    foreign: 'Tablica zagraniczna',
    fullName: 'Imię i nazwisko',
    building: 'Numer budynku',
    postcode: 'Kod pocztowy',
    city: 'Miejscowość',
    billingCreated: 'Dane rozliczeniowe zostały dodane.',
    backToForm: 'Wróć do formularza',
  },
} as const;

const CREATE_BILLING = `mutation($input: BillingAccountInput!) { createBillingAccount(input: $input) { id } }`;
const card = (page: Page, plate: string) => page.getByRole('article', { name: plate });

for (const language of ['en', 'pl'] as const) {
  test(`a driver adds, edits and switches vehicles (${language})`, async ({ page, request }) => {
    const x = TEXTS[language];
    const user = await createVerifiedUser(request, { language, name: 'Ewa Kowalska' });
    if (language === 'pl') await page.addInitScript(() => window.localStorage.setItem('locale', 'pl'));
    await signInWithToken(page, user.token);
    const main = page.getByRole('main');
    await page.goto('/vehicles');

    await expect(page.getByRole('heading', { name: x.title, level: 1 })).toBeVisible();
    await expect(page.getByText(x.empty)).toBeVisible();
    await expect(main.getByRole('link', { name: x.backMap })).toHaveAttribute('href', '/map');

    // The first vehicle: letters only is not a plate; the plate is typed in capitals; no billing account yet.
    await main.getByRole('link', { name: x.add }).first().click();
    await expect(page).toHaveURL(/\/vehicle-creator$/);
    await expect(page.getByRole('heading', { name: x.newTitle, level: 1 })).toBeVisible();
    await expect(main.getByRole('link', { name: x.addBilling })).toHaveAttribute(
      'href',
      '/billing-creator?returnTo=%2Fvehicle-creator',
    );
    const plate = page.getByLabel(x.plate);
    await plate.pressSequentially('abcdef');
    await expect(plate).toHaveValue('ABCDEF');
    await page.getByLabel(x.name).fill('Rodzinne auto');
    await page.getByRole('button', { name: x.add }).click();
    await expect(page.getByText(x.invalidPlate)).toBeVisible();
    // Letters and digits are not enough: AB is no Polish area code.
    await plate.fill('AB12');
    await page.getByRole('button', { name: x.add }).click();
    await expect(plate).toHaveAccessibleDescription(new RegExp(x.invalidPlate.replace('.', '\\.')));
    await plate.fill('');
    await plate.pressSequentially('wa 123-45');
    await expect(plate).toHaveValue('WA 123-45');
    await page.getByRole('button', { name: x.add }).click();
    await expect(page.getByText(x.created)).toBeVisible();
    await expect(page).toHaveURL(/\/vehicles$/);
    const first = card(page, 'WA 12345');
    await expect(first.getByText(x.defaultBadge, { exact: true })).toBeVisible();
    await expect(first.getByText(x.active, { exact: true })).toBeVisible();
    await expect(first.getByText('Rodzinne auto')).toBeVisible();
    await expect(first.getByText(x.notChosen)).toBeVisible();

    // Editing: a billing account added meanwhile can be chosen; the default cannot be switched off here.
    await gql(
      request,
      CREATE_BILLING,
      {
        input: {
          fullName: 'Ewa Kowalska',
          buildingNumber: '1',
          postcode: '00-950',
          city: 'Warszawa',
          invoiceEmail: user.email,
        },
      },
      user.token,
    );
    await first.getByRole('link', { name: x.edit }).click();
    await expect(page.getByRole('heading', { name: x.editTitle, level: 1 })).toBeVisible();
    await expect(plate).toHaveValue('WA 12345');
    await expect(page.getByLabel(x.isDefault)).toBeDisabled();
    await page.getByLabel(x.name).fill('Auto 🚗 do pracy');
    await page.getByLabel(x.status).selectOption('inactive');
    await page.getByLabel(x.billing).selectOption({ label: 'Ewa Kowalska' });
    await page.getByRole('button', { name: x.save }).click();
    await expect(page.getByText(x.saved)).toBeVisible();
    await expect(first.getByText('Auto 🚗 do pracy')).toBeVisible();
    await expect(first.getByText(x.inactive, { exact: true })).toBeVisible();
    await expect(first.getByText('Ewa Kowalska')).toBeVisible();

    // A second car: the same plate typed differently is refused by the server under the field.
    await main.getByRole('link', { name: x.add }).first().click();
    await expect(page.getByLabel(x.billing).locator('option:checked')).toHaveText('Ewa Kowalska');
    await plate.fill('wa12345');
    await page.getByRole('button', { name: x.add }).click();
    await expect(page.getByText(x.taken)).toBeVisible();
    await expect(plate).toHaveAccessibleDescription(new RegExp(x.taken.replace('.', '\\.')));
    await plate.fill('kr 3t789');
    await page.getByRole('button', { name: x.add }).click();
    await expect(page).toHaveURL(/\/vehicles$/);
    const second = card(page, 'KR 3T789');
    await expect(second.getByText(x.defaultBadge, { exact: true })).toHaveCount(0);

    // The default moves with one click; the default comes first.
    await second.getByRole('button', { name: x.makeDefault }).click();
    await expect(page.getByText(x.madeDefault('KR 3T789'))).toBeVisible();
    await expect(second.getByText(x.defaultBadge, { exact: true })).toBeVisible();
    await expect(first.getByText(x.defaultBadge, { exact: true })).toHaveCount(0);
    await expect(first.getByRole('button', { name: x.makeDefault })).toBeVisible();
    await expect(page.getByRole('article').first()).toHaveAccessibleName('KR 3T789');

    // Someone else's or no vehicle: the editor says so instead of showing an empty form.
    await page.goto('/vehicle/00000000-0000-4000-8000-000000000000/editor');
    await expect(page.getByRole('heading', { name: x.notFound, level: 1 })).toBeVisible();
    await page.goto('/vehicle/not-an-id/editor');
    await expect(page.getByRole('heading', { name: x.notFound, level: 1 })).toBeVisible();
  });
}

for (const language of ['en', 'pl'] as const) {
  test(`a driver adds a billing account from the vehicle form and comes back to what they typed (${language})`, async ({
    page,
    request,
  }) => {
    const x = TEXTS[language];
    const user = await createVerifiedUser(request, { language, name: 'Hans Müller' });
    if (language === 'pl') await page.addInitScript(() => window.localStorage.setItem('locale', 'pl'));
    await signInWithToken(page, user.token);
    const main = page.getByRole('main');
    await page.goto('/vehicle-creator');

    // A German plate: refused as a Polish one, accepted once the driver says it is foreign.
    const plate = page.getByLabel(x.plate);
    await plate.fill('M AB 123');
    await page.getByLabel(x.name).fill('Golf');
    await page.getByRole('button', { name: x.add }).click();
    await expect(plate).toHaveAccessibleDescription(new RegExp(x.invalidPlate.replace('.', '\\.')));
    await page.getByLabel(x.foreign).check();

    await main.getByRole('link', { name: x.addBilling }).click();
    await expect(page).toHaveURL(/\/billing-creator\?returnTo=%2Fvehicle-creator$/);
    await expect(main.getByRole('link', { name: x.backToForm })).toHaveAttribute('href', '/vehicle-creator');
    await page.getByLabel(x.fullName).fill('Hans Müller');
    await page.getByLabel(x.building).fill('12');
    await page.getByLabel(x.postcode).fill('00-950');
    await page.getByLabel(x.city).fill('Warszawa');
    await page.getByRole('button', { name: x.addBilling }).click();
    await expect(page.getByText(x.billingCreated)).toBeVisible();

    // Back on the vehicle form with everything typed before and the new account chosen.
    await expect(page).toHaveURL(/\/vehicle-creator$/);
    await expect(plate).toHaveValue('M AB 123');
    await expect(page.getByLabel(x.name)).toHaveValue('Golf');
    await expect(page.getByLabel(x.foreign)).toBeChecked();
    await expect(page.getByLabel(x.billing).locator('option:checked')).toHaveText('Hans Müller');
    await page.getByRole('button', { name: x.add }).click();
    await expect(page.getByText(x.created)).toBeVisible();
    const car = card(page, 'MAB 123');
    await expect(car.getByText('Hans Müller')).toBeVisible();

    // Edited later, the foreign plate stays foreign.
    await car.getByRole('link', { name: x.edit }).click();
    await expect(page.getByLabel(x.foreign)).toBeChecked();
  });
}

test('the demo driver can book at once: their car is billed to a billing account of their own', async ({
  page,
  request,
}) => {
  await signInWithToken(page, await loginToken(request, demo.driver));
  await page.goto('/vehicles');
  const car = card(page, 'WA 5821K');
  await expect(car.getByText('Jan Kierowca')).toBeVisible();
  await page.goto('/billings');
  const account = page.getByRole('article', { name: 'Jan Kierowca' });
  await expect(account.getByText('Default', { exact: true })).toBeVisible();
});
