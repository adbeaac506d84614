import type { APIRequestContext, Page } from '@playwright/test';
import { createVerifiedUser, gql } from './support/api';
import { expect, signInWithToken, test } from './support/fixtures';

// An owner prices a parking: the first list becomes the basic price (around the clock), a Saturday list sits
// beside it, the price creator explains the rule with a live example, and a night-time unavailability is added
// and deleted after confirming. One screen is checked in Polish.

async function ownerWithParking(request: APIRequestContext) {
  const user = await createVerifiedUser(request);
  const { createBillingAccount } = await gql<{ createBillingAccount: { id: string } }>(
    request,
    'mutation CreateBillingAccount($input: BillingAccountInput!) { createBillingAccount(input: $input) { id } }',
    {
      input: {
        fullName: 'Ewa Kowalska',
        street: 'Mokotowska',
        buildingNumber: '12',
        postcode: '00-640',
        city: 'Warszawa',
        invoiceEmail: user.email,
      },
    },
    user.token,
  );
  const { createParking } = await gql<{ createParking: { id: string; identifier: string } }>(
    request,
    'mutation CreateParking($input: ParkingInput!) { createParking(input: $input) { id identifier } }',
    { input: { name: 'Podwórko na Mokotowskiej', billingAccountId: createBillingAccount.id } },
    user.token,
  );
  return { token: user.token, parkingId: createParking.id, identifier: createParking.identifier };
}

async function fillPrices(page: Page, first: string, next: string) {
  await page.getByLabel('Price of the first period').fill(first);
  await page.getByLabel('Price of each next period').fill(next);
}

test('an owner adds the basic price and a Saturday list, then an unavailability, and deletes one', async ({
  page,
  request,
}) => {
  const { token, parkingId, identifier } = await ownerWithParking(request);
  await signInWithToken(page, token);
  await page.goto(`/parking/${parkingId}/prices`);
  const main = page.getByRole('main');

  await expect(page.getByRole('heading', { name: 'Price lists', level: 1 })).toBeVisible();
  await expect(main.getByRole('link', { name: 'My parkings' })).toHaveAttribute('href', '/parkings');
  await expect(main.getByRole('link', { name: 'Edit parking' })).toHaveAttribute(
    'href',
    `/parking/${parkingId}/editor`,
  );
  await expect(page.getByText('The first price list you add becomes the basic price')).toBeVisible();

  // The basic price: no days or hours to choose, the rule in plain words with a live example.
  await main.getByRole('link', { name: 'Add price list' }).click();
  await expect(page).toHaveURL(`/parking/${parkingId}/price-creator?identifier=${identifier}`);
  await expect(page.getByRole('heading', { name: 'Add the basic price', level: 1 })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Sat' })).toHaveCount(0);
  await expect(main.getByRole('link', { name: `Price lists of ${identifier}` })).toHaveAttribute(
    'href',
    `/parking/${parkingId}/prices`,
  );
  await fillPrices(page, '5,00', '4');
  const example = page.getByTestId('pricing-example');
  await expect(example).toHaveText('Example: a 2 h 30 min stay from 10:00 costs PLN 13.00.');
  await expect(page.getByText('the one giving the highest total is charged')).toBeVisible();
  // The money key filter drops letters silently.
  await page.getByLabel('Price of each next period').pressSequentially('x');
  await expect(page.getByLabel('Price of each next period')).toHaveValue('4');
  await page.getByRole('button', { name: 'Add price list' }).click();
  await expect(page).toHaveURL(`/parking/${parkingId}/prices`);
  const basic = page.getByRole('article', { name: 'Basic price' });
  await expect(basic.getByText('Basic price — applies around the clock')).toBeVisible();
  await expect(basic.getByText('first period PLN 5.00, each next PLN 4.00')).toBeVisible();

  // A Saturday list beside it: days as chips, the example follows the typed prices.
  await main.getByRole('link', { name: 'Add price list' }).click();
  await expect(page.getByRole('heading', { name: 'Add price list', level: 1 })).toBeVisible();
  await page.getByLabel('Name').fill('Saturday');
  await page.getByRole('button', { name: 'Add price list' }).click();
  await expect(page.getByText('Choose at least one day or event.')).toBeVisible();
  await page.getByText('Sat', { exact: true }).click();
  await fillPrices(page, '8', '6,00');
  await expect(example).toHaveText('Example: a 2 h 30 min stay from 10:00 costs PLN 20.00.');
  await page.getByRole('button', { name: 'Add price list' }).click();
  await expect(page).toHaveURL(`/parking/${parkingId}/prices`);
  const saturday = page.getByRole('article', { name: 'Saturday' });
  await expect(saturday.getByText('Sat', { exact: true })).toBeVisible();
  await expect(saturday.getByText('first period PLN 8.00, each next PLN 6.00')).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(2);

  // The Saturday list is edited on the same screen, starting from what it holds.
  await saturday.getByRole('link', { name: 'Edit: Saturday' }).click();
  await expect(page).toHaveURL(/\/parking\/[0-9a-f-]{36}\/price\/[0-9a-f-]{36}\/editor$/);
  await expect(page.getByRole('heading', { name: 'Edit price list', level: 1 })).toBeVisible();
  await expect(page.getByLabel('Name')).toHaveValue('Saturday');
  await expect(page.getByLabel('Price of the first period')).toHaveValue('8.00');
  await expect(page.getByRole('checkbox', { name: 'Sat' })).toBeChecked();
  await page.getByLabel('Name').fill('Weekend days');
  await page.getByText('Sun', { exact: true }).click();
  await page.getByLabel('Price of the first period').fill('9');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page).toHaveURL(`/parking/${parkingId}/prices`);
  await expect(page.getByText('Price list “Weekend days” saved.')).toBeVisible();
  const weekend = page.getByRole('article', { name: 'Weekend days' });
  await expect(weekend.getByText('Sun', { exact: true })).toBeVisible();
  await expect(weekend.getByText('first period PLN 9.00, each next PLN 6.00')).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(2);

  // Unavailability: weekday nights, crossing midnight.
  await main.getByRole('link', { name: 'Unavailability' }).click();
  await expect(page.getByRole('heading', { name: 'Available 24/7' })).toBeVisible();
  await main.getByRole('link', { name: 'Add unavailability' }).click();
  await page.getByLabel('Name').fill('Nights');
  await page.getByRole('button', { name: 'Weekdays' }).click();
  await page.getByLabel('Closed from').fill('22:00');
  await page.getByLabel('Until').fill('06:00');
  await expect(page.getByText('An end before the start crosses midnight')).toBeVisible();
  await page.getByRole('button', { name: 'Add unavailability' }).click();
  await expect(page).toHaveURL(`/parking/${parkingId}/unavailability`);
  const nights = page.getByRole('article', { name: 'Nights' });
  await expect(nights.getByText('22:00–06:00 the next day')).toBeVisible();
  for (const day of ['Mon', 'Tue', 'Wed', 'Thu', 'Fri']) {
    await expect(nights.getByText(day, { exact: true })).toBeVisible();
  }

  // Editing it keeps the days and changes the hours.
  await nights.getByRole('link', { name: 'Edit: Nights' }).click();
  await expect(page.getByRole('heading', { name: 'Edit unavailability', level: 1 })).toBeVisible();
  await expect(page.getByLabel('Until')).toHaveValue('06:00');
  await page.getByLabel('Until').fill('07:00');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page).toHaveURL(`/parking/${parkingId}/unavailability`);
  await expect(nights.getByText('22:00–07:00 the next day')).toBeVisible();
  await expect(nights.getByText('Fri', { exact: true })).toBeVisible();

  // Delete only after confirming.
  await nights.getByRole('button', { name: 'Delete: Nights' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Delete the unavailability?')).toBeVisible();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('heading', { name: 'Available 24/7' })).toBeVisible();

  // Back on the price lists, the weekend list goes after confirming too.
  await main.getByRole('link', { name: 'Price lists' }).click();
  await page
    .getByRole('article', { name: 'Weekend days' })
    .getByRole('button', { name: 'Delete: Weekend days' })
    .click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('article')).toHaveCount(1);
});

test('the price lists and the price creator in Polish', async ({ page, request }) => {
  const { token, parkingId } = await ownerWithParking(request);
  await gql(
    request,
    'mutation C($input: PriceListInput!) { createPriceList(input: $input) { id } }',
    {
      input: {
        parkingId,
        name: 'Podstawowy',
        days: [],
        startHour: '00:00',
        endHour: '00:00',
        settlementPeriod: 'one_hour',
        firstPeriodPrice: 500,
        nextPeriodPrice: 400,
      },
    },
    token,
  );
  await signInWithToken(page, token);
  await page.addInitScript(() => window.localStorage.setItem('locale', 'pl'));
  await page.goto(`/parking/${parkingId}/prices`);

  await expect(page.getByRole('heading', { name: 'Cennik', level: 1 })).toBeVisible();
  const basic = page.getByRole('article', { name: 'Podstawowy' });
  await expect(basic.getByText('Cena podstawowa — obowiązuje całą dobę')).toBeVisible();
  await expect(basic.getByText(/pierwszy okres 5,00\s+zł, każdy kolejny 4,00\s+zł/)).toBeVisible();

  // The basic price is edited in Polish: its prices start as typed in Polish.
  await basic.getByRole('link', { name: 'Edytuj: Podstawowy' }).click();
  await expect(page.getByRole('heading', { name: 'Edycja cennika', level: 1 })).toBeVisible();
  await expect(page.getByLabel('Cena za pierwszy okres')).toHaveValue('5,00');
  await expect(page.getByRole('checkbox', { name: 'Sob' })).toHaveCount(0);
  await page.getByLabel('Cena za każdy kolejny okres').fill('3,50');
  await page.getByRole('button', { name: 'Zapisz zmiany' }).click();
  await expect(page.getByText('Zapisano cennik „Podstawowy”.')).toBeVisible();
  await expect(basic.getByText(/pierwszy okres 5,00\s+zł, każdy kolejny 3,50\s+zł/)).toBeVisible();

  await page.getByRole('main').getByRole('link', { name: 'Dodaj cennik' }).click();
  await expect(page.getByLabel('Cena za pierwszy okres')).toBeVisible();
  await expect(page.getByText('Długi weekend', { exact: true })).toBeVisible();
  await expect(page.getByText('Nowy Rok', { exact: true })).toBeVisible();
  await expect(page.getByText('Święta', { exact: true })).toBeVisible();
  await page.getByLabel('Okres rozliczeniowy').selectOption('half_day_daytime');
  await expect(page.getByLabel('Od', { exact: true })).toHaveValue('08:00');
  await expect(page.getByLabel('Do', { exact: true })).toHaveValue('20:00');
  await page.getByLabel('Okres rozliczeniowy').selectOption('one_hour');
  await page.getByLabel('Cena za pierwszy okres').fill('5,00');
  await page.getByLabel('Cena za każdy kolejny okres').fill('4,00');
  await page.getByLabel('Od', { exact: true }).fill('10:00');
  await expect(page.getByTestId('pricing-example')).toHaveText(
    /Przykład: postój trwający 2 godz\. 30 min od 10:00 kosztuje 13,00\s+zł\./,
  );
});
