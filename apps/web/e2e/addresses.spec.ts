import type { APIRequestContext, Page } from '@playwright/test';
import { createVerifiedUser, gql } from './support/api';
import { expect, signInWithToken, test } from './support/fixtures';

// An owner puts a parking on the map: searches the address, drags the pin to the exact place (the fields follow
// by reverse geocoding), saves it as the basic address, adds an entry, and deletes it again. The tiles and the
// geocoder are the loopback stand-ins of support/tile-server.mjs.

async function ownerWithParking(request: APIRequestContext, language = 'en') {
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
  const { createParking } = await gql<{ createParking: { id: string } }>(
    request,
    'mutation CreateParking($input: ParkingInput!) { createParking(input: $input) { id } }',
    { input: { name: 'Podwórko na Mokotowskiej', billingAccountId: createBillingAccount.id } },
    user.token,
  );
  return { token: user.token, parkingId: createParking.id };
}

/** Drags the pin by (dx, dy) pixels with the mouse, the way a user does. */
async function dragPin(page: Page, dx: number, dy: number) {
  const pin = page.locator('.leaflet-marker-icon');
  const box = await pin.boundingBox();
  if (!box) throw new Error('the pin is not on the map');
  // Grab the pin's head, not its tip.
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 3;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + dx / 2, y + dy / 2, { steps: 5 });
  await page.mouse.move(x + dx, y + dy, { steps: 5 });
  await page.mouse.up();
}

test('an owner searches the address, drags the pin, saves the basic address, adds an entry and deletes it', async ({
  page,
  request,
}) => {
  const { token, parkingId } = await ownerWithParking(request);
  await signInWithToken(page, token);
  await page.goto(`/parking/${parkingId}/addresses`);

  await expect(page.getByRole('heading', { name: 'Addresses', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Where is your parking?' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'My parkings' })).toHaveAttribute('href', '/parkings');
  await expect(page.getByRole('link', { name: 'Parking details' })).toHaveAttribute(
    'href',
    `/parking/${parkingId}/editor`,
  );
  await page.getByRole('link', { name: 'Add the basic address' }).first().click();

  await expect(page.getByRole('heading', { name: 'Add the basic address', level: 1 })).toBeVisible();
  await expect(page.locator('.leaflet-tile-loaded').first()).toBeVisible();
  await expect(page.getByLabel('Latitude')).toHaveValue('');

  // Search: the results come while typing; choosing one moves the pin there and fills the fields.
  await page.getByLabel('Search for an address').fill('Marszałkowska');
  await expect(page.getByText('2 places found', { exact: false })).toBeVisible();
  await page.getByRole('button', { name: /^10, Marszałkowska/ }).click();
  await expect(page.getByLabel('Street')).toHaveValue('Marszałkowska');
  await expect(page.getByLabel('Number')).toHaveValue('10');
  await expect(page.getByLabel('Postcode')).toHaveValue('00-590');
  await expect(page.getByLabel('City')).toHaveValue('Warszawa');
  await expect(page.getByLabel('Region (voivodeship)')).toHaveValue('mazowieckie');
  await expect(page.getByLabel('Latitude')).toHaveValue('52.22968');
  await expect(page.getByLabel('Longitude')).toHaveValue('21.01223');

  // Drag the pin: new coordinates, and the address found there fills the fields.
  await expect(page.locator('.leaflet-marker-icon')).toBeVisible();
  await dragPin(page, 70, 45);
  await expect(page.getByLabel('Latitude')).not.toHaveValue('52.22968');
  await expect(page.getByLabel('Street')).toHaveValue('Aleje Jerozolimskie');
  await expect(page.getByLabel('Postcode')).toHaveValue('00-697');
  const latitude = Number(await page.getByLabel('Latitude').inputValue());
  const longitude = Number(await page.getByLabel('Longitude').inputValue());
  expect(latitude).toBeLessThan(52.22968);
  expect(longitude).toBeGreaterThan(21.01223);
  const number = await page.getByLabel('Number').inputValue();
  expect(number).toMatch(/^\d+$/);

  // The pin also moves with the arrow keys; a hand-typed number is kept, with an offer to take the pin's one.
  await page.getByLabel('Number').fill('12A');
  await page.getByRole('button', { name: /^Parking pin/ }).focus();
  await page.keyboard.press('ArrowUp');
  await expect(page.getByLabel('Latitude')).not.toHaveValue(latitude.toFixed(5));
  await expect(page.getByText('these fields you typed were kept: Number')).toBeVisible();
  await expect(page.getByLabel('Number')).toHaveValue('12A');
  await page.getByRole('button', { name: 'Use the address at the pin' }).click();
  await expect(page.getByLabel('Number')).toHaveValue(/^\d+$/);
  const savedNumber = await page.getByLabel('Number').inputValue();

  await page.getByRole('button', { name: 'Save the address' }).click();
  await expect(page).toHaveURL(new RegExp(`/parking/${parkingId}/addresses$`));
  await expect(page.getByText('Address saved (Basic address).')).toBeVisible();
  const basicCard = page.getByRole('article').filter({ hasText: 'Basic address' });
  await expect(basicCard.getByRole('heading', { name: `Aleje Jerozolimskie ${savedNumber}` })).toBeVisible();

  // An entry: "basic" is taken, the map opens at the parking; a tap places the pin.
  await page.getByRole('link', { name: 'Add address' }).click();
  await expect(page.getByRole('heading', { name: 'Add an address', level: 1 })).toBeVisible();
  await expect(page.getByText('This parking already has a basic address', { exact: false })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Basic address' })).toBeDisabled();
  await expect(page.getByRole('radio', { name: 'Entry' })).toBeChecked();
  await page.getByRole('button', { name: 'Save the address' }).click();
  await expect(page.getByText('Place the pin on the map', { exact: false })).toBeVisible();
  await page.locator('.leaflet-container').click({ position: { x: 60, y: 60 } });
  await expect(page.getByLabel('Street')).toHaveValue('Aleje Jerozolimskie');
  await expect(page.getByLabel('Latitude')).not.toHaveValue('');
  await page.getByRole('button', { name: 'Save the address' }).click();

  await expect(page.getByText('Address saved (Entry).')).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(2);
  // The basic address first.
  await expect(page.getByRole('article').first()).toContainText('Basic address');
  const entryCard = page.getByRole('article').filter({ hasText: 'Entry' });

  await entryCard.getByRole('button', { name: /^Delete the address/ }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Delete this address (Entry)?')).toBeVisible();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Address deleted (Entry).')).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(1);
  await expect(page.getByRole('article')).toContainText('Basic address');
});

test('po polsku: wyszukiwarka niedostępna, pinezka z wyszukiwania, adres główny zapisany', async ({
  page,
  request,
}) => {
  const { token, parkingId } = await ownerWithParking(request, 'pl');
  await page.addInitScript(() => window.localStorage.setItem('locale', 'pl'));
  await signInWithToken(page, token);
  await page.goto(`/parking/${parkingId}/address-creator`);

  await expect(page.getByRole('heading', { name: 'Dodaj adres główny', level: 1 })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Adres główny' })).toBeChecked();
  await expect(page.getByText('Wyszukaj adres albo dotknij mapy, aby umieścić pinezkę.')).toBeVisible();

  // The geocoder fails: the user is told, and can still use the map and the fields.
  await page.getByLabel('Szukaj adresu').fill('geocoder-down');
  await page.getByLabel('Szukaj adresu').press('Enter');
  await expect(page.getByText('Wyszukiwanie adresów jest teraz niedostępne.', { exact: false })).toBeVisible();

  await page.getByLabel('Szukaj adresu').fill('Floriańska Kraków');
  await page.getByRole('button', { name: /^3, Floriańska/ }).click();
  await expect(page.getByLabel('Ulica')).toHaveValue('Floriańska');
  await expect(page.getByLabel('Województwo')).toHaveValue('małopolskie');
  await expect(page.getByLabel('Kod pocztowy')).toHaveValue('31-019');
  await expect(page.getByText('Przeciągnij pinezkę', { exact: false })).toBeVisible();

  // The Polish postcode takes digits only and gets its hyphen by itself.
  await page.getByLabel('Kod pocztowy').fill('');
  await page.getByLabel('Kod pocztowy').pressSequentially('31a020');
  await expect(page.getByLabel('Kod pocztowy')).toHaveValue('31-020');

  await page.getByRole('button', { name: 'Zapisz adres' }).click();
  await expect(page.getByText('Adres zapisany (Adres główny).')).toBeVisible();
  const card = page.getByRole('article');
  await expect(card).toHaveCount(1);
  await expect(card.getByRole('heading', { name: 'Floriańska 3' })).toBeVisible();
  await expect(card).toContainText('31-020 Kraków, małopolskie');
  await expect(card).toContainText('Adres główny');
  await expect(page.getByRole('main').getByRole('link', { name: 'Moje parkingi' })).toBeVisible();
});
