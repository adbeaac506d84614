import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { createVerifiedUser, gql } from './support/api';
import { expectNoAxeViolations } from './support/axe';
import { expect, signInWithToken, test } from './support/fixtures';

// Nobody is surprised by "the highest list wins" (SPEC §9, decision 068): the public page says what the booking
// presets cost now, the price-list editor previews stays and warns before a list makes short stays much dearer,
// and an unusual price is saved only after a confirmation.

// WAR-MOK12's lists (apps/api seed): basic 5/4 zł an hour, weekdays 8–18 6/5 zł, weekends 8–20 8/6 zł. Whichever
// applies now, 30 min and 1 h cost its first hour and 2 h its first and next hour; never a day's price.
const MOK12_TRIPLES = [
  [500, 500, 900],
  [600, 600, 1100],
  [800, 800, 1400],
];

const grosze = (text: string) => Math.round(Number(/(\d+[.,]\d{2})/.exec(text)?.[1]?.replace(',', '.')) * 100);

async function presetAmounts(rows: Locator, labels: RegExp[]): Promise<number[]> {
  await expect(rows).toHaveCount(3);
  const texts = await rows.allInnerTexts();
  texts.forEach((text, index) => expect(text).toMatch(labels[index] ?? /^$/));
  return texts.map(grosze);
}

test('the public page of WAR-MOK12 says what 30 minutes, 1 and 2 hours cost now, in English and Polish', async ({
  page,
}) => {
  await page.goto('/WAR-MOK12');
  const section = page.getByRole('region', { name: 'What a stay costs now' });
  await expect(section).toBeVisible();
  const en = await presetAmounts(section.getByTestId('stay-price'), [
    /^30 min\s+PLN\s?\d+\.\d{2}$/,
    /^1 hour\s+PLN/,
    /^2 hours\s+PLN/,
  ]);
  expect(MOK12_TRIPLES).toContainEqual(en);
  await expect(
    section.getByText(/^Price list charged: .+ \(the highest that applies when the stay starts\)\.$/),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto('/WAR-MOK12/P1');
  await expect(page.getByRole('region', { name: 'What a stay costs now' }).getByTestId('stay-price')).toHaveCount(3);

  await page.addInitScript(() => window.localStorage.setItem('locale', 'pl'));
  await page.goto('/WAR-MOK12');
  const polish = page.getByRole('region', { name: 'Ile teraz kosztuje postój' });
  const pl = await presetAmounts(polish.getByTestId('stay-price'), [
    /^30 min\s+\d+,\d{2}\s*zł$/,
    /^1 godzina\s+\d+,\d{2}\s*zł$/,
    /^2 godziny\s+/,
  ]);
  expect(MOK12_TRIPLES).toContainEqual(pl);
  await expect(polish.getByText(/^Naliczany cennik: /)).toBeVisible();
});

async function ownerWithBasicPrice(request: APIRequestContext) {
  const user = await createVerifiedUser(request);
  const { createBillingAccount } = await gql<{ createBillingAccount: { id: string } }>(
    request,
    'mutation B($input: BillingAccountInput!) { createBillingAccount(input: $input) { id } }',
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
  const { createParking } = await gql<{ createParking: { id: string } }>(
    request,
    'mutation P($input: ParkingInput!) { createParking(input: $input) { id } }',
    { input: { name: 'Podwórko', billingAccountId: createBillingAccount.id } },
    user.token,
  );
  await gql(
    request,
    'mutation C($input: PriceListInput!) { createPriceList(input: $input) { id } }',
    {
      input: {
        parkingId: createParking.id,
        name: 'Basic',
        days: [],
        startHour: '00:00',
        endHour: '00:00',
        settlementPeriod: 'one_hour',
        firstPeriodPrice: 500,
        nextPeriodPrice: 400,
      },
    },
    user.token,
  );
  return { token: user.token, parkingId: createParking.id };
}

async function openCreator(page: Page, request: APIRequestContext, locale: 'en' | 'pl' = 'en') {
  const { token, parkingId } = await ownerWithBasicPrice(request);
  await signInWithToken(page, token);
  if (locale === 'pl') await page.addInitScript(() => window.localStorage.setItem('locale', 'pl'));
  await page.goto(`/parking/${parkingId}/price-creator`);
  return parkingId;
}

test('the price-list editor shows what stays will cost as the owner types, and warns of a day list', async ({
  page,
  request,
}) => {
  await openCreator(page, request);
  await expect(page.getByRole('heading', { name: 'Add price list', level: 1 })).toBeVisible();
  const preview = page.getByTestId('stay-preview');
  await expect(preview).toContainText('Type both prices (and choose days)');

  await page.getByLabel('Name').fill('All day');
  await page.getByRole('button', { name: 'Every day' }).click();
  await page.getByLabel('Settlement period').selectOption('full_day');
  await page.getByLabel('Price of the first period').fill('60');
  await page.getByLabel('Price of each next period').fill('50');

  await expect(preview.getByText('For a stay starting now:')).toBeVisible();
  const rows = preview.getByTestId('stay-preview-row');
  await expect(rows).toHaveText([
    /^30 min\s*PLN\s?60\.00$/,
    /^1 hour\s*PLN\s?60\.00$/,
    /^2 hours\s*PLN\s?60\.00$/,
    // A day under the basic list costs more (5 + 23 × 4 zł), and the basic list is charged then.
    /^1 day\s*PLN\s?97\.00\s*\(charged by Basic\)$/,
  ]);
  const warnings = preview.getByTestId('short-stay-warning');
  await expect(warnings).toHaveText([
    'With this list a 30-minute stay costs PLN 60.00, more than 3 times the basic price (PLN 5.00). The highest price list that applies when a stay starts is charged.',
    'This list charges for a full day: a stay that starts while it applies costs at least PLN 60.00, even if it lasts 30 minutes.',
  ]);
  await expectNoAxeViolations(page);

  // Billed per hour a little above the basic price: no warning.
  await page.getByLabel('Settlement period').selectOption('one_hour');
  await page.getByLabel('Price of the first period').fill('6');
  await page.getByLabel('Price of each next period').fill('5');
  await expect(rows.first()).toHaveText(/^30 min\s*PLN\s?6\.00$/);
  await expect(warnings).toHaveCount(0);
});

test('the warning in Polish', async ({ page, request }) => {
  await openCreator(page, request, 'pl');
  await page.getByLabel('Nazwa').fill('Doba');
  await page.getByRole('button', { name: 'Codziennie' }).click();
  await page.getByLabel('Okres rozliczeniowy').selectOption('full_day');
  await page.getByLabel('Cena za pierwszy okres').fill('60');
  await page.getByLabel('Cena za każdy kolejny okres').fill('50');
  const preview = page.getByTestId('stay-preview');
  await expect(preview.getByTestId('stay-preview-row').first()).toHaveText(/^30 min\s*60,00\s*zł$/);
  await expect(preview.getByTestId('short-stay-warning').first()).toHaveText(
    /^Z tym cennikiem 30 minut postoju kosztuje 60,00\s*zł, ponad 3 razy więcej niż cena podstawowa \(5,00\s*zł\)\./,
  );
});

test('an unusual price is saved only after a confirmation, and a price beyond the limit is refused', async ({
  page,
  request,
}) => {
  const parkingId = await openCreator(page, request);
  await page.getByLabel('Name').fill('Cheap nights');
  await page.getByRole('button', { name: 'Every day' }).click();
  await page.getByLabel('Price of the first period').fill('99999');
  await page.getByLabel('Price of each next period').fill('0');
  await page.getByRole('button', { name: 'Add price list' }).click();
  await expect(page.getByText('The price can be at most 200.00 PLN.')).toBeVisible();
  await expect(page.getByText('The price must be at least 1.00 PLN.')).toBeVisible();

  await page.getByLabel('Price of the first period').fill('1,50');
  await page.getByLabel('Price of each next period').fill('1');
  await page.getByRole('button', { name: 'Add price list' }).click();
  const dialog = page.getByRole('dialog', { name: 'Unusual price' });
  await expect(dialog).toContainText(
    'The price of the first period, PLN 1.50, is lower than usual for an hour (usually at least PLN 2.00).',
  );
  await expect(dialog).toContainText('The price of each next period, PLN 1.00, is lower than usual for an hour');
  await dialog.getByRole('button', { name: 'Change' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/parking/${parkingId}/price-creator`));

  await page.getByRole('button', { name: 'Add price list' }).click();
  await page.getByRole('dialog', { name: 'Unusual price' }).getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(`/parking/${parkingId}/prices`);
  await expect(page.getByRole('article', { name: 'Cheap nights' })).toBeVisible();
});
