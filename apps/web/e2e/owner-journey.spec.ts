import type { Browser, BrowserContextOptions, Page } from '@playwright/test';
import sharp from 'sharp';
import { createVerifiedUser, demo, gql, loginToken } from './support/api';
import { expectNoAxeViolations } from './support/axe';
import { downloaded } from './support/download';
import { expect, signInWithToken, test } from './support/fixtures';
import { createDriver, createParking } from './support/marketplace';
import { pdfText } from './support/pdf';
import { finishedStay } from './support/stays';

// Issue 3's acceptance journey through the real screens: a new owner adds a parking, places its address on the
// map, adds spots A-01…A-12 at once, sets the basic price, uploads a photo and sends it for verification; the
// demo admin approves it in another browser; a guest (no account) then sees it on its public page, in English
// and in Polish.

const SPOTS = Array.from({ length: 12 }, (_, i) => `A-${String(i + 1).padStart(2, '0')}`);

/** Drags the pin by (dx, dy) pixels with the mouse, the way a user does (as in addresses.spec.ts). */
async function dragPin(page: Page, dx: number, dy: number) {
  const pin = page.locator('.leaflet-marker-icon');
  const box = await pin.boundingBox();
  if (!box) throw new Error('the pin is not on the map');
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 3;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + dx / 2, y + dy / 2, { steps: 5 });
  await page.mouse.move(x + dx, y + dy, { steps: 5 });
  await page.mouse.up();
}

/** Another browser (admin, guest) with the project's viewport, blocked from the outside world like the first. */
async function newPage(browser: Browser, options: BrowserContextOptions, outbound: string[]) {
  const context = await browser.newContext(options);
  await context.route(/^(?!https?:\/\/(127\.0\.0\.1|localhost|\[::1\])[:/]).+/, async (route) => {
    const url = route.request().url();
    if (url.startsWith('data:') || url.startsWith('blob:')) return route.continue();
    outbound.push(url);
    await route.abort('blockedbyclient');
  });
  return { context, page: await context.newPage() };
}

test('an owner puts a parking on the app, the admin approves it and a guest sees it (issue 3)', async ({
  page,
  request,
  browser,
  baseURL,
  viewport,
  isMobile,
  hasTouch,
}) => {
  test.setTimeout(180_000);
  const contextOptions: BrowserContextOptions = { baseURL, viewport, isMobile, hasTouch };
  const outbound: string[] = [];
  let parkingId = '';
  let identifier = '';
  let addressLine = '';
  let ownerToken = '';

  await test.step('a fresh verified owner with a billing account signs in', async () => {
    const owner = await createVerifiedUser(request);
    await gql(
      request,
      'mutation CreateBillingAccount($input: BillingAccountInput!) { createBillingAccount(input: $input) { id } }',
      {
        input: {
          fullName: 'Ewa Kowalska',
          street: 'Mokotowska',
          buildingNumber: '12',
          postcode: '00-640',
          city: 'Warszawa',
          invoiceEmail: owner.email,
        },
      },
      owner.token,
    );
    ownerToken = owner.token;
    await signInWithToken(page, owner.token);
  });

  await test.step('creates the parking', async () => {
    await page.goto('/parking-creator');
    await expect(page.getByRole('heading', { name: 'Add parking', level: 1 })).toBeVisible();
    await page.getByLabel('Name').fill('Yard on Marszałkowska');
    await page.getByLabel('Note for drivers').fill('Ring the bell at the gate.');
    await expect(page.getByLabel('Billing account')).toHaveValue(/.+/);
    await page.getByRole('button', { name: 'Add parking' }).click();
    await expect(page.getByRole('heading', { name: 'Yard on Marszałkowska', level: 1 })).toBeVisible();
    await expect(page).toHaveURL(/\/parking\/[^/]+\/editor$/);
    parkingId = /\/parking\/([^/]+)\/editor/.exec(page.url())?.[1] ?? '';
    expect(parkingId).not.toBe('');
    await expect(page.getByText('Draft – not sent for verification')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Send for verification' })).toBeDisabled();
  });

  await test.step('adds the basic address on the map', async () => {
    await page.getByRole('link', { name: /^Addresses/ }).click();
    await expect(page.getByRole('heading', { name: 'Addresses', level: 1 })).toBeVisible();
    await page.getByRole('link', { name: 'Add the basic address' }).first().click();
    await expect(page.getByRole('heading', { name: 'Add the basic address', level: 1 })).toBeVisible();
    await expect(page.locator('.leaflet-tile-loaded').first()).toBeVisible();

    await page.getByLabel('Search for an address').fill('Marszałkowska');
    await expect(page.getByText('2 places found', { exact: false })).toBeVisible();
    await page.getByRole('button', { name: /^10, Marszałkowska/ }).click();
    await expect(page.getByLabel('Street')).toHaveValue('Marszałkowska');
    await expect(page.getByLabel('Latitude')).toHaveValue('52.22968');

    await expect(page.locator('.leaflet-marker-icon')).toBeVisible();
    await dragPin(page, 70, 45);
    await expect(page.getByLabel('Latitude')).not.toHaveValue('52.22968');
    await expect(page.getByLabel('Street')).toHaveValue('Aleje Jerozolimskie');
    await expect(page.getByLabel('Postcode')).toHaveValue('00-697');
    await expect(page.getByLabel('Number')).toHaveValue(/^\d+$/);
    const number = await page.getByLabel('Number').inputValue();
    const city = await page.getByLabel('City').inputValue();
    addressLine = `Aleje Jerozolimskie ${number}, 00-697 ${city}`;

    await page.getByRole('button', { name: 'Save the address' }).click();
    await expect(page).toHaveURL(new RegExp(`/parking/${parkingId}/addresses$`));
    await expect(page.getByText('Address saved (Basic address).')).toBeVisible();
    const basicCard = page.getByRole('article').filter({ hasText: 'Basic address' });
    await expect(basicCard.getByRole('heading', { name: `Aleje Jerozolimskie ${number}` })).toBeVisible();
  });

  await test.step('adds spots A-01 to A-12 at once', async () => {
    await page.getByRole('link', { name: 'Parking details' }).click();
    await expect(page.getByRole('heading', { name: 'Yard on Marszałkowska', level: 1 })).toBeVisible();
    await page.getByRole('link', { name: /^Spots/ }).click();
    await expect(page.getByRole('heading', { name: 'Spots', level: 1 })).toBeVisible();
    await page.getByRole('link', { name: 'Add many spots' }).click();
    await page.getByLabel('Numbering template').fill('A-XX');
    await page.getByRole('textbox', { name: /^From\b/ }).fill('1');
    await page.getByRole('textbox', { name: /^To\b/ }).fill('12');
    await expect(page.getByText('12 spots: A-01, A-02 … A-12')).toBeVisible();
    await page.getByRole('button', { name: 'Add spots' }).click();
    await expect(page.getByText('12 spots have been added.')).toBeVisible();
    await expect(
      page.getByRole('list', { name: 'Spots of the parking' }).getByRole('listitem').locator('p:first-child'),
    ).toHaveText(SPOTS);
  });

  await test.step('sets the basic price', async () => {
    await page.goto(`/parking/${parkingId}/editor`);
    await page.getByRole('link', { name: /^Prices/ }).click();
    await expect(page.getByRole('heading', { name: 'Price lists', level: 1 })).toBeVisible();
    const main = page.getByRole('main');
    await main.getByRole('link', { name: 'Add price list' }).click();
    await expect(page.getByRole('heading', { name: 'Add the basic price', level: 1 })).toBeVisible();
    await page.getByLabel('Price of the first period').fill('5,00');
    await page.getByLabel('Price of each next period').fill('4,00');
    await expect(page.getByTestId('pricing-example')).toHaveText(
      'Example: a 2 h 30 min stay from 10:00 costs PLN 13.00.',
    );
    await page.getByRole('button', { name: 'Add price list' }).click();
    await expect(page).toHaveURL(`/parking/${parkingId}/prices`);
    const basic = page.getByRole('article', { name: 'Basic price' });
    await expect(basic.getByText('Basic price — applies around the clock')).toBeVisible();
    await expect(basic.getByText('first period PLN 5.00, each next PLN 4.00')).toBeVisible();
  });

  await test.step('uploads a photo of the parking', async () => {
    await page.goto(`/parking/${parkingId}/editor`);
    await page.getByRole('link', { name: /^Photos/ }).click();
    await expect(
      page.getByRole('heading', { name: 'Photos of the parking Yard on Marszałkowska', level: 1 }),
    ).toBeVisible();
    await page.getByRole('link', { name: 'Upload photos' }).first().click();
    await expect(page.getByRole('heading', { name: 'Upload photos', level: 1 })).toBeVisible();
    const photo = await sharp({ create: { width: 320, height: 240, channels: 3, background: '#2a6fdb' } })
      .png()
      .toBuffer();
    await page
      .locator('input[type="file"]')
      .setInputFiles([{ name: 'yard.png', mimeType: 'image/png', buffer: photo }]);
    await expect(page.getByTestId('upload-item')).toHaveCount(1);
    await page.getByRole('button', { name: 'Upload 1 photo' }).click();
    await expect(page.getByText('1 photo uploaded.')).toBeVisible();
    await expect(page.getByTestId('image-card')).toHaveCount(1);
    await expect(page.getByTestId('image-card').first().getByText('Primary')).toBeVisible();
  });

  await test.step('sends the parking for verification from its editor', async () => {
    await page.getByRole('link', { name: 'Back to the parking' }).click();
    await expect(page.getByRole('heading', { name: 'Yard on Marszałkowska', level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'Send for verification' }).click();
    await expect(page.getByText('The parking has been sent for verification.')).toBeVisible();
    await expect(page.getByText(/^Sent for verification on /)).toBeVisible();
    await expect(page.getByText('Pending verification')).toBeVisible();
    await expect(page.getByText('Draft – not sent for verification')).toHaveCount(0);
    const { parking } = await gql<{ parking: { identifier: string; status: string } }>(
      request,
      'query ($id: ID!) { parking(id: $id) { identifier status } }',
      { id: parkingId },
      ownerToken,
    );
    expect(parking.status).toBe('pending_verification');
    identifier = parking.identifier;
  });

  await test.step('the owner sees the public page marked as not public yet; a guest still gets 404', async () => {
    await page.getByRole('link', { name: 'See the parking page as drivers will see it' }).click();
    await expect(page).toHaveURL(new RegExp(`/${identifier}$`));
    await expect(page.getByRole('heading', { level: 1, name: `Parking ${identifier}` })).toBeVisible();
    await expect(page.getByText('This parking is not public yet')).toBeVisible();
    await expect(page.getByText(/First hour PLN\s?5\.00, each next hour PLN\s?4\.00/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Reserve a spot' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Reserve a spot' })).toHaveCount(0);
    const guest = await newPage(browser, contextOptions, outbound);
    await guest.page.goto(`/${identifier}`);
    await expect(guest.page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expect(guest.page.getByText('This parking is not public yet')).toHaveCount(0);
    await guest.context.close();
  });

  await test.step('the admin approves it in another browser', async () => {
    const admin = await newPage(browser, contextOptions, outbound);
    await signInWithToken(admin.page, await loginToken(request, demo.admin));
    await admin.page.goto('/admin/verification');
    await expect(admin.page.getByRole('heading', { level: 1, name: 'Verification' })).toBeVisible();
    const card = admin.page.getByRole('article', { name: identifier });
    await expect(card).toBeVisible();
    await expect(card.getByText('12 spots')).toBeVisible();
    // The admin sees what drivers will pay and the photos before approving (issue 13).
    await expect(card.getByText(/One hour, first period PLN\s?5\.00, each next PLN\s?4\.00/)).toBeVisible();
    await expect(card.getByRole('img', { name: `Photo 1 of 1 of ${identifier}` })).toBeVisible();
    await card.getByRole('button', { name: `Approve ${identifier}` }).click();
    await admin.page.getByRole('dialog').getByRole('button', { name: 'Approve', exact: true }).click();
    await expect(admin.page.getByText(`${identifier} is now live.`)).toBeVisible();
    await expect(card).toBeHidden();
    await admin.context.close();
  });

  await test.step('a guest sees the public page in English, then in Polish', async () => {
    const guest = await newPage(browser, contextOptions, outbound);
    const spots = guest.page.getByRole('list', { name: /^(Spots|Miejsca)$/ }).getByRole('link');
    const photoShown = async (label: string) => {
      const thumbs = guest.page.getByRole('list', { name: label }).getByRole('listitem');
      await expect(thumbs).toHaveCount(1);
      const img = thumbs.first().locator('img');
      await expect(img).toBeVisible();
      await expect
        .poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth))
        .toBeGreaterThan(0);
    };

    await guest.page.goto(`/${identifier}`);
    await expect(guest.page.getByRole('heading', { level: 1, name: `Parking ${identifier}` })).toBeVisible();
    await expect(guest.page.getByText(addressLine).first()).toBeVisible();
    await expect(guest.page.getByText(/First hour PLN\s?5\.00, each next hour PLN\s?4\.00/)).toBeVisible();
    await expect(guest.page.getByText('Ring the bell at the gate.')).toBeVisible();
    await expect(guest.page.getByText('Yard on Marszałkowska')).toHaveCount(0);
    await expect(spots).toHaveText(SPOTS);
    await photoShown('Photos of the parking');

    await guest.page.addInitScript(() => window.localStorage.setItem('locale', 'pl'));
    await guest.page.goto(`/${identifier}`);
    await expect(guest.page.getByRole('heading', { level: 1, name: `Parking ${identifier}` })).toBeVisible();
    await expect(guest.page.getByText('Wolne miejsca: 12 z 12')).toBeVisible();
    await expect(guest.page.getByText(addressLine).first()).toBeVisible();
    await expect(guest.page.getByText(/Pierwsza godzina 5,00\szł, każda kolejna godzina 4,00\szł/)).toBeVisible();
    await expect(spots).toHaveText(SPOTS);
    await photoShown('Zdjęcia parkingu');
    await guest.context.close();
  });

  expect(outbound, 'requests that left this machine').toEqual([]);
});

// Issue 16: an owner whose parking hosted a paid hour (5 PLN, finished) opens the parking's statements from its
// management screen, sees the month's figures, downloads the PDF and the CSV, in English and in Polish, light and
// dark, with axe on the screen.
test('an owner reads the parking’s monthly statement and downloads it as PDF and CSV (issue 16)', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const owner = await createVerifiedUser(request);
  const parking = await createParking(request, {
    ownerToken: owner.token,
    spots: [{ template: 'S-X', from: 1, to: 1 }],
    parking: { name: 'Podwórko na Żelaznej' },
  });
  await finishedStay(request, await createDriver(request, 'en'), parking.spots[0]!.id);
  const month = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Warsaw', year: 'numeric', month: '2-digit' })
    .format(new Date())
    .slice(0, 7);
  await signInWithToken(page, owner.token);

  await test.step('from the parking’s management screen to its statements, in English', async () => {
    await page.goto(`/parking/${parking.parkingId}/editor`);
    await page.getByRole('link', { name: /^Statements/ }).click();
    await expect(page).toHaveURL(`/parking/${parking.parkingId}/statements`);
    await expect(page.getByRole('heading', { level: 1, name: 'Statements' })).toBeVisible();
    const card = page.getByTestId('statement-month');
    await expect(card).toHaveCount(1);
    await expect(card.getByText('Fees (1 stay)')).toBeVisible();
    await expect(card.getByText('PLN 5.00')).toBeVisible();
    await expect(card.getByText('−PLN 0.50')).toBeVisible();
    await expect(card.getByTestId('statement-net')).toHaveText('PLN 4.50');
    await expect(card.getByText('Month in progress')).toBeVisible();
    const width = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(width).toBe(0);
    await expectNoAxeViolations(page);
    await page.emulateMedia({ colorScheme: 'dark' });
    await expectNoAxeViolations(page);
    await page.emulateMedia({ colorScheme: 'light' });

    const pdf = await downloaded(page, () => card.getByRole('button', { name: /as PDF$/ }).click());
    expect(pdf.name).toBe(`zestawienie-${parking.identifier}-${month}.pdf`);
    const text = (await pdfText(pdf.bytes)).replace(/\s+/g, ' ');
    for (const expected of ['Zestawienie miesięczne parkingu', 'Monthly parking statement', 'Podwórko na Żelaznej']) {
      expect(text).toContain(expected);
    }
    expect(text).toContain('5,00 zł');
    expect(text).toContain('-0,50 zł');
    expect(text).toContain('Payouts from your balance this month');
    const csv = await downloaded(page, () => card.getByRole('button', { name: /as CSV/ }).click());
    expect(csv.name).toBe(`zestawienie-${parking.identifier}-${month}.csv`);
    expect([...csv.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows = csv.bytes
      .toString('utf8')
      .slice(1)
      .trimEnd()
      .split('\r\n')
      .map((row) => row.split(';'));
    expect(rows[0]?.[0]).toBe('Data / Date');
    const earning = rows.find((row) => row[1] === 'earning');
    expect(earning?.slice(7, 11)).toEqual(['5,00', '-0,50', '', '4,50']);
    expect(rows.at(-1)?.[1]).toBe('closing_balance');
  });

  await test.step('the same screen and file in Polish', async () => {
    await page.evaluate(() => window.localStorage.setItem('locale', 'pl'));
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Zestawienia' })).toBeVisible();
    const card = page.getByTestId('statement-month');
    await expect(card.getByText('Opłaty (1 postój)')).toBeVisible();
    await expect(card.getByText(/^5,00\szł$/)).toBeVisible();
    await expect(card.getByTestId('statement-net')).toHaveText(/^4,50\szł$/);
    await expect(card.getByText('Miesiąc trwa')).toBeVisible();
    await expectNoAxeViolations(page);
    const pdf = await downloaded(page, () => card.getByRole('button', { name: /w PDF$/ }).click());
    expect((await pdfText(pdf.bytes)).replace(/\s+/g, ' ')).toContain(
      'Na saldo z tego parkingu / Credited to your balance 4,50 zł',
    );
    const csv = await downloaded(page, () => card.getByRole('button', { name: /w CSV/ }).click());
    expect(csv.bytes.toString('utf8')).toContain('Postój / Stay · miejsce / spot S-1');
  });
});
