import type { APIRequestContext, Page } from '@playwright/test';
import sharp from 'sharp';
import { createVerifiedUser, demo, gql, loginToken } from './support/api';
import { expectNoAxeViolations } from './support/axe';
import { downloaded } from './support/download';
import { expect, signInWithToken, test } from './support/fixtures';

// An owner puts a parking on the app: creates it on screen, edits it, adds spots one by one and from a
// template, meets the all-or-nothing rule, deletes a spot and downloads a spot's QR sign.

async function ownerWithBillingAccount(request: APIRequestContext, language = 'en') {
  const user = await createVerifiedUser(request, { language });
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
  return { ...user, billingAccountId: createBillingAccount.id };
}

const spotNumbers = (page: Page) =>
  page
    .getByRole('list', { name: /Spots of the parking|Miejsca parkingu/ })
    .getByRole('listitem')
    .locator('p:first-child');

test('an owner creates a parking, adds spots one by one and from a template, and downloads a sign', async ({
  page,
  request,
}) => {
  const owner = await ownerWithBillingAccount(request);
  await signInWithToken(page, owner.token);
  await page.goto('/parkings');

  await expect(page.getByRole('heading', { name: 'My parkings', level: 1 })).toBeVisible();
  await expect(page.getByText('You have no parkings yet')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to the map' })).toBeVisible();
  await page.getByRole('link', { name: 'Add parking' }).click();

  await expect(page.getByRole('heading', { name: 'Add parking', level: 1 })).toBeVisible();
  await page.getByLabel('Name').fill('Garage on Mokotowska');
  await page.getByLabel('Note for drivers').fill('Ring the bell at the gate.');
  await expect(page.getByLabel('Billing account')).toHaveValue(/.+/);
  await page.getByRole('switch', { name: 'The parking has vehicle size limits' }).click();
  const height = page.getByLabel('Max height');
  await height.pressSequentially('2x1-0');
  await expect(height).toHaveValue('210');
  await page.getByRole('button', { name: 'Add parking' }).click();

  // The editor is the parking's hub; a new parking waits for verification and cannot be deactivated yet.
  await expect(page.getByRole('heading', { name: 'Garage on Mokotowska', level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/\/parking\/[^/]+\/editor$/);
  const parkingId = /\/parking\/([^/]+)\/editor/.exec(page.url())?.[1] ?? '';
  // Not sent yet: a draft, not "Pending verification" (issue 13).
  await expect(page.getByText('Draft – not sent for verification')).toBeVisible();
  await expect(page.getByText('Pending verification')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Send for verification' })).toBeDisabled();
  await expect(page.getByRole('link', { name: 'Add the address' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Deactivate' })).toHaveCount(0);
  await expect(page.getByRole('switch', { name: 'The parking has vehicle size limits' })).toBeChecked();
  await expect(page.getByLabel('Max height')).toHaveValue('210');

  await page.getByLabel('Name').fill('Garage B');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Your changes have been saved.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Garage B', level: 1 })).toBeVisible();
  const { parking } = await gql<{ parking: { identifier: string; name: string; maxHeightCm: number } }>(
    request,
    'query ($id: ID!) { parking(id: $id) { identifier name maxHeightCm } }',
    { id: parkingId },
    owner.token,
  );
  expect(parking).toMatchObject({ name: 'Garage B', maxHeightCm: 210 });

  // One spot.
  await page.getByRole('link', { name: /^Spots/ }).click();
  await expect(page.getByRole('heading', { name: 'Spots', level: 1 })).toBeVisible();
  await expect(page.getByText('No spots yet')).toBeVisible();
  await page.getByRole('link', { name: 'Add spot' }).click();
  await page.getByLabel('Spot number').fill('P-1');
  await page.getByRole('button', { name: 'Add spot' }).click();
  await expect(page.getByText('Spot P-1 has been added.')).toBeVisible();
  await expect(spotNumbers(page)).toHaveText(['P-1']);

  // Twenty from a template, previewed before sending.
  await page.getByRole('link', { name: 'Add many spots' }).click();
  await page.getByLabel('Numbering template').fill('AXX');
  await page.getByRole('textbox', { name: /^To\b/ }).fill('20');
  await expect(page.getByText('The template has room for 2 digits, so the last number can be at most 99.')).toHaveCount(
    0,
  );
  await page.getByLabel('Numbering template').fill('A-X');
  await expect(page.getByText('The template has room for 1 digit, so the last number can be at most 9.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add spots' })).toBeDisabled();
  await page.getByLabel('Numbering template').fill('A-XX');
  await page.getByRole('textbox', { name: /^From\b/ }).fill('1');
  await expect(page.getByText('20 spots: A-01, A-02 … A-20')).toBeVisible();
  await page.getByRole('button', { name: 'Add spots' }).click();
  await expect(page.getByText('20 spots have been added.')).toBeVisible();
  const expected = [...Array.from({ length: 20 }, (_, i) => `A-${String(i + 1).padStart(2, '0')}`), 'P-1'];
  await expect(spotNumbers(page)).toHaveText(expected);

  // A range that overlaps adds nothing and says which numbers exist.
  await page.getByRole('link', { name: 'Add many spots' }).click();
  await page.getByLabel('Numbering template').fill('A-XX');
  await page.getByRole('textbox', { name: /^From\b/ }).fill('18');
  await page.getByRole('textbox', { name: /^To\b/ }).fill('25');
  await expect(page.getByText('8 spots: A-18, A-19 … A-25')).toBeVisible();
  await page.getByRole('button', { name: 'Add spots' }).click();
  await expect(page.getByText('These spot numbers already exist: A-18, A-19, A-20.').first()).toBeVisible();
  await page.getByRole('link', { name: 'Spots' }).first().click();
  await expect(spotNumbers(page)).toHaveText(expected);

  // P-1 gets a photo, which goes with the spot: deleting asks first, and afterwards the file is gone too.
  const spotsUrl = page.url();
  await page.getByRole('link', { name: 'Photos of spot P-1' }).click();
  await page.getByRole('link', { name: 'Upload photos' }).first().click();
  await page.locator('input[type="file"]').setInputFiles([
    {
      name: 'p1.png',
      mimeType: 'image/png',
      buffer: await sharp({ create: { width: 320, height: 240, channels: 3, background: '#2266cc' } })
        .png()
        .toBuffer(),
    },
  ]);
  await page.getByRole('button', { name: 'Upload 1 photo' }).click();
  await expect(page.getByText('1 photo uploaded.')).toBeVisible();
  const photoUrl = await page.getByTestId('image-card').locator('img').first().getAttribute('src');
  expect(photoUrl).toMatch(/^\/api\/images\//);
  expect((await request.get(photoUrl!)).status()).toBe(200);
  await page.goto(spotsUrl);
  await page.getByRole('button', { name: 'Delete spot P-1' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Delete spot P-1? Its photos are deleted too.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Delete spot' }).click();
  await expect(page.getByText('Spot P-1 has been deleted.')).toBeVisible();
  await expect(spotNumbers(page)).toHaveText(expected.slice(0, 20));
  expect((await request.get(photoUrl!)).status()).toBe(404);

  // The sign of a spot: an SVG with the identifier, the number and a QR code.
  const sign = await downloaded(page, () => page.getByRole('button', { name: 'Download sign for spot A-01' }).click());
  expect(sign.name).toBe(`${parking.identifier}-A-01.svg`);
  const svg = sign.bytes.toString('utf8');
  expect(svg).toContain(`>${parking.identifier}</text>`);
  expect(svg).toContain('>A-01</text>');
  expect(svg).toContain('>Scan to park here</text>');
  expect(svg).toMatch(/<path data-qr="" d="M\d+ \d+h\d+/);

  await page.getByRole('link', { name: 'Print all signs' }).click();
  await expect(page.getByRole('img', { name: /^Sign for spot / })).toHaveCount(20);
  await expect(page.getByRole('button', { name: 'Print' })).toBeEnabled();

  await page.goto('/parkings');
  await expect(page.getByRole('link', { name: /Garage B/ })).toContainText('20 spots');
  await expect(page.getByRole('link', { name: /Garage B/ })).toContainText(parking.identifier);
});

test('a Polish owner adds a parking and many spots with the preview in Polish', async ({ page, request }) => {
  const owner = await ownerWithBillingAccount(request, 'pl');
  await page.addInitScript(() => window.localStorage.setItem('locale', 'pl'));
  await signInWithToken(page, owner.token);
  await page.goto('/parkings');

  await expect(page.getByRole('heading', { name: 'Moje parkingi', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'Dodaj parking' }).click();
  await page.getByLabel('Nazwa').fill('Podwórko na Żoliborzu');
  await page.getByRole('button', { name: 'Dodaj parking' }).click();

  await expect(page.getByRole('heading', { name: 'Podwórko na Żoliborzu', level: 1 })).toBeVisible();
  await expect(page.getByText('Szkic – nie wysłano do weryfikacji')).toBeVisible();
  await expect(page.getByText('Oczekuje na weryfikację')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Wyślij do weryfikacji' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Dezaktywuj' })).toHaveCount(0);

  // Its public page is visible to the owner, marked as not public yet (issue 13).
  await page.getByRole('link', { name: 'Zobacz stronę parkingu tak, jak zobaczą ją kierowcy' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^Parking [A-Z]{3}-/ })).toBeVisible();
  await expect(page.getByText('Ten parking nie jest jeszcze publiczny')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.goBack();

  await page.getByRole('link', { name: /^Miejsca/ }).click();
  await page.getByRole('link', { name: 'Dodaj wiele miejsc' }).click();
  await page.getByLabel('Szablon numeracji').fill('B-XX');
  await page.getByRole('textbox', { name: /^Od\b/ }).fill('1');
  await page.getByRole('textbox', { name: /^Do\b/ }).fill('2');
  await expect(page.getByText('2 miejsca: B-01, B-02')).toBeVisible();
  await page.getByRole('textbox', { name: /^Do\b/ }).fill('5');
  await expect(page.getByText('5 miejsc: B-01, B-02 … B-05')).toBeVisible();
  await page.getByRole('button', { name: 'Dodaj miejsca' }).click();
  await expect(page.getByText('Dodano 5 miejsc.')).toBeVisible();
  await expect(spotNumbers(page)).toHaveText(['B-01', 'B-02', 'B-03', 'B-04', 'B-05']);

  const { bytes } = await downloaded(page, () =>
    page.getByRole('button', { name: 'Pobierz tabliczkę miejsca B-03' }).click(),
  );
  const svg = bytes.toString('utf8');
  expect(svg).toContain('>Zeskanuj, aby tu zaparkować</text>');

  await page.goto('/parkings');
  await expect(page.getByRole('link', { name: /Podwórko na Żoliborzu/ })).toContainText('5 miejsc');
  await expect(page.getByRole('link', { name: /Podwórko na Żoliborzu/ })).toContainText(
    'Szkic – nie wysłano do weryfikacji',
  );
});

test('an owner without a billing account is sent to create one first', async ({ page, request }) => {
  const user = await createVerifiedUser(request);
  await signInWithToken(page, user.token);
  await page.goto('/parking-creator');
  await expect(page.getByText('You need a billing account first')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add parking' })).toBeDisabled();
  await page.getByRole('link', { name: 'Add a billing account' }).click();
  await expect(page).toHaveURL(/\/billing-creator$/);
});

test('a rejected parking shows the reason; the owner resends it, and deactivates and activates it once live', async ({
  page,
  request,
}) => {
  const owner = await ownerWithBillingAccount(request);
  const { createParking } = await gql<{ createParking: { id: string; identifier: string } }>(
    request,
    'mutation ($input: ParkingInput!) { createParking(input: $input) { id identifier } }',
    { input: { name: 'Yard behind the shop', billingAccountId: owner.billingAccountId } },
    owner.token,
  );
  const parkingId = createParking.id;
  await gql(
    request,
    `mutation ($address: ParkingAddressInput!, $spots: CreateSpotsInput!, $price: PriceListInput!, $id: ID!) {
      createParkingAddress(input: $address) { id }
      createSpots(input: $spots) { id }
      createPriceList(input: $price) { id }
      requestParkingVerification(id: $id) { id }
    }`,
    {
      id: parkingId,
      address: {
        parkingId,
        type: 'basic',
        city: 'Warszawa',
        street: 'Mokotowska',
        number: '12',
        postcode: '00-640',
        latitude: 52.22,
        longitude: 21.02,
      },
      spots: { parkingId, template: 'XX', from: 1, to: 3 },
      price: {
        parkingId,
        name: 'Basic',
        days: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'],
        startHour: '00:00',
        endHour: '00:00',
        settlementPeriod: 'one_hour',
        firstPeriodPrice: 500,
        nextPeriodPrice: 400,
      },
    },
    owner.token,
  );
  const admin = await loginToken(request, demo.admin);
  await gql(
    request,
    'mutation ($id: ID!, $reason: String) { rejectParking(id: $id, reason: $reason) { id } }',
    { id: parkingId, reason: 'The photos do not show the entrance.' },
    admin,
  );

  await signInWithToken(page, owner.token);
  await page.goto('/parkings');
  const card = page.getByRole('link', { name: /Yard behind the shop/ });
  await expect(card).toContainText('Rejected');
  await expect(card).toContainText('Reason: The photos do not show the entrance.');
  await expect(card).toContainText('Warszawa');
  await expect(card).toContainText('3 spots');
  await card.click();
  await expect(
    page.getByText('An administrator rejected the parking: The photos do not show the entrance.'),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Add the address' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Send for verification' }).click();
  await expect(page.getByText('The parking has been sent for verification.')).toBeVisible();
  await expect(page.getByText(/^Sent for verification on /)).toBeVisible();
  await expect(page.getByText('Pending verification')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Deactivate' })).toHaveCount(0);

  await gql(request, 'mutation ($id: ID!) { verifyParking(id: $id) { id } }', { id: parkingId }, admin);
  await page.reload();
  await expect(page.getByText('Active', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: `Public page: /${createParking.identifier}` })).toBeVisible();
  await page.getByRole('button', { name: 'Deactivate' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Deactivate' }).click();
  await expect(page.getByText('The parking has been deactivated.')).toBeVisible();
  await expect(page.getByText('Inactive', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Activate' }).click();
  await expect(page.getByText('The parking is active again.')).toBeVisible();
  await expect(page.getByText('Active', { exact: true })).toBeVisible();
});
