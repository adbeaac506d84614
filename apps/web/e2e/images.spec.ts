import type { APIRequestContext, Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import { createVerifiedUser, gql } from './support/api';
import { expect, signInWithToken, test } from './support/fixtures';

// An owner adds photos to a parking: uploads three real pictures, sees them, makes another one primary, changes
// the order with the keyboard, deletes one after confirming, and is stopped before sending a file over 10 MB or
// one that only pretends to be a picture. Once more in Polish.

async function ownerWithParking(request: APIRequestContext, language = 'en') {
  const user = await createVerifiedUser(request, { language });
  const { createBillingAccount } = await gql<{ createBillingAccount: { id: string } }>(
    request,
    'mutation CreateBillingAccount($input: BillingAccountInput!) { createBillingAccount(input: $input) { id } }',
    {
      input: {
        fullName: 'Ewa Kowalska',
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
    'mutation CreateParking($input: ParkingInput!) { createParking(input: $input) { id } }',
    { input: { name: 'Garage on Mokotowska', billingAccountId: createBillingAccount.id } },
    user.token,
  );
  return { token: user.token, parkingId: createParking.id };
}

const picture = (format: 'png' | 'jpeg' | 'webp', background: string) =>
  sharp({ create: { width: 320, height: 240, channels: 3, background } })
    .toFormat(format)
    .toBuffer();

const cards = (page: Page) => page.getByTestId('image-card');
const sources = async (page: Page) =>
  cards(page)
    .locator('img')
    .evaluateAll((images) => images.map((image) => image.getAttribute('src')));
const fileInput = (page: Page) => page.locator('input[type="file"]');

async function pressWithKeyboard(button: Locator) {
  await button.focus();
  await button.press('Enter');
}

test('an owner uploads, orders, marks primary and deletes photos of a parking', async ({ page, request }) => {
  const { token, parkingId } = await ownerWithParking(request);
  await signInWithToken(page, token);
  await page.goto(`/images/parkings/${parkingId}?parkingId=${parkingId}`);

  await expect(
    page.getByRole('heading', { name: 'Photos of the parking Garage on Mokotowska', level: 1 }),
  ).toBeVisible();
  await expect(page.getByText('No photos yet')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to the parking' })).toHaveAttribute(
    'href',
    `/parking/${parkingId}/editor`,
  );
  await page.getByRole('link', { name: 'Upload photos' }).first().click();

  await expect(page.getByRole('heading', { name: 'Upload photos', level: 1 })).toBeVisible();
  await fileInput(page).setInputFiles([
    { name: 'red.png', mimeType: 'image/png', buffer: await picture('png', '#cc2222') },
    { name: 'green.jpg', mimeType: 'image/jpeg', buffer: await picture('jpeg', '#22aa22') },
    { name: 'blue.webp', mimeType: 'image/webp', buffer: await picture('webp', '#2222cc') },
  ]);
  await expect(page.getByTestId('upload-item')).toHaveCount(3);
  await page.getByRole('button', { name: 'Upload 3 photos' }).click();

  await expect(page).toHaveURL(new RegExp(`/images/parkings/${parkingId}\\?parkingId=`));
  await expect(page.getByText('3 photos uploaded.')).toBeVisible();
  await expect(cards(page)).toHaveCount(3);
  await expect(cards(page).first().getByText('Primary')).toBeVisible();
  const [red, green, blue] = await sources(page);

  // The second photo becomes primary and moves to the front.
  await cards(page)
    .nth(1)
    .getByRole('button', { name: /Make primary/ })
    .click();
  await expect(page.getByText('The primary photo has been changed.')).toBeVisible();
  await expect.poll(() => sources(page)).toEqual([green, red, blue]);
  await expect(cards(page).first().getByText('Primary')).toBeVisible();

  // Reordered with the keyboard; saved at once, so it survives a reload.
  await pressWithKeyboard(page.getByRole('button', { name: 'Move photo 3 left' }));
  await expect.poll(() => sources(page)).toEqual([green, blue, red]);
  await page.reload();
  await expect.poll(() => sources(page)).toEqual([green, blue, red]);
  // The primary stays first: the photo next to it cannot move left.
  await expect(page.getByRole('button', { name: 'Move photo 2 left' })).toHaveCount(0);

  // Deleting asks first; cancelling keeps the photo.
  await page.getByRole('button', { name: 'Delete photo 3' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Delete this photo?')).toBeVisible();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('The photo has been deleted.')).toBeVisible();
  await expect.poll(() => sources(page)).toEqual([green, blue]);

  // The thumbnails are served with long cache headers.
  const served = await request.get(green ?? '');
  expect(served.headers()['content-type']).toBe('image/webp');
  expect(served.headers()['cache-control']).toContain('immutable');

  // A file over 10 MB is stopped before sending; one that only pretends to be a PNG is refused by the server.
  await page.getByRole('link', { name: 'Upload photos' }).click();
  const small = await picture('jpeg', '#888888');
  await fileInput(page).setInputFiles([
    { name: 'huge.jpg', mimeType: 'image/jpeg', buffer: Buffer.concat([small, Buffer.alloc(10 * 1024 * 1024)]) },
  ]);
  await expect(page.getByText('The image is too large. The maximum size is 10 MB.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Upload 1 photo' })).toBeDisabled();
  await page.getByRole('button', { name: 'Remove huge.jpg' }).click();
  await fileInput(page).setInputFiles([
    { name: 'ok.jpg', mimeType: 'image/jpeg', buffer: small },
    { name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('not a picture at all') },
  ]);
  await page.getByRole('button', { name: 'Upload 2 photos' }).click();
  await expect(
    page.getByTestId('upload-item').nth(1).getByText('The file is not a JPEG, PNG or WebP image.'),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Back to the photos' }).click();
  // All or nothing: the good file of the refused request was not stored either.
  await expect(cards(page)).toHaveCount(2);
});

test('the photo screens speak Polish', async ({ page, request }) => {
  const { token, parkingId } = await ownerWithParking(request, 'pl');
  await page.addInitScript(() => window.localStorage.setItem('locale', 'pl'));
  await signInWithToken(page, token);
  await page.goto(`/images/parkings/${parkingId}?parkingId=${parkingId}`);
  await expect(page.getByRole('heading', { name: 'Zdjęcia parkingu Garage on Mokotowska', level: 1 })).toBeVisible();
  await expect(page.getByText('Nie ma jeszcze zdjęć')).toBeVisible();
  await page.getByRole('link', { name: 'Dodaj zdjęcia' }).first().click();
  await expect(page.getByRole('heading', { name: 'Dodaj zdjęcia', level: 1 })).toBeVisible();
  const small = await picture('png', '#888888');
  await fileInput(page).setInputFiles([
    { name: 'duże.png', mimeType: 'image/png', buffer: Buffer.concat([small, Buffer.alloc(11 * 1024 * 1024)]) },
    { name: 'małe.png', mimeType: 'image/png', buffer: small },
  ]);
  await expect(page.getByText('Zdjęcie jest za duże. Maksymalny rozmiar to 10 MB.')).toBeVisible();
  await page.getByRole('button', { name: 'Usuń duże.png' }).click();
  await page.getByRole('button', { name: 'Prześlij 1 zdjęcie' }).click();
  await expect(page.getByText('Przesłano 1 zdjęcie.')).toBeVisible();
  await expect(cards(page)).toHaveCount(1);
  await expect(cards(page).first().getByText('Główne')).toBeVisible();
});
