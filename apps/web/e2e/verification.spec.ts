import type { APIRequestContext } from '@playwright/test';
import { demo, gql, loginToken } from './support/api';
import { expectNoAxeViolations } from './support/axe';
import { expect, signInWithToken, test } from './support/fixtures';
import { waitForMail } from './support/mail';
import { ownerBillingAccount } from './support/marketplace';

// The admin's verification queue: the demo owner sends a parking, the admin rejects it with a reason (which the
// owner gets by e-mail), the owner sends it again and the admin approves it. Once in English, once in Polish.

const FULL_WEEK = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'];

async function ownerParking(request: APIRequestContext, city: string) {
  const token = await loginToken(request, demo.owner);
  const billingAccountId = await ownerBillingAccount(request, token, {
    fullName: 'Olga Właścicielka',
    buildingNumber: '3',
    postcode: '90-001',
    city,
    invoiceEmail: demo.owner,
  });
  const { createParking } = await gql<{ createParking: { id: string; identifier: string } }>(
    request,
    'mutation ($input: ParkingInput!) { createParking(input: $input) { id identifier } }',
    {
      input: {
        name: 'Podwórko za sklepem',
        note: 'Wjazd od ulicy Zielonej',
        billingAccountId,
        hasRestrictions: true,
        maxHeightCm: 210,
      },
    },
    token,
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
        city,
        street: 'Piotrkowska',
        number: '104',
        postcode: '90-001',
        latitude: 51.76,
        longitude: 19.46,
      },
      spots: { parkingId, template: 'A-X', from: 1, to: 3 },
      price: {
        parkingId,
        name: 'Basic',
        days: FULL_WEEK,
        startHour: '00:00',
        endHour: '00:00',
        settlementPeriod: 'one_hour',
        firstPeriodPrice: 500,
        nextPeriodPrice: 400,
      },
    },
    token,
  );
  return { token, parkingId, identifier: createParking.identifier };
}

const texts = {
  en: {
    nav: 'Verification',
    users: 'Users',
    title: 'Verification',
    reject: (id: string) => `Reject ${id}`,
    approve: (id: string) => `Approve ${id}`,
    reason: 'Reason',
    submit: 'Reject',
    required: 'This field is required.',
    confirm: 'Approve',
    spots: '3 spots',
    limits: 'height up to 210 cm',
    prices: /Basic \(basic price, around the clock\): One hour, first period PLN\s?5\.00, each next PLN\s?4\.00/,
    noPhotos: 'No photos',
    live: (id: string) => `${id} is now live.`,
  },
  pl: {
    nav: 'Weryfikacja',
    users: 'Użytkownicy',
    title: 'Weryfikacja',
    reject: (id: string) => `Odrzuć ${id}`,
    approve: (id: string) => `Zatwierdź ${id}`,
    reason: 'Powód',
    submit: 'Odrzuć',
    required: 'To pole jest wymagane.',
    confirm: 'Zatwierdź',
    spots: '3 miejsca',
    limits: 'wysokość do 210 cm',
    prices: /Basic \(cena podstawowa, całą dobę\): Godzina, pierwszy okres 5,00\szł, każdy kolejny 4,00\szł/,
    noPhotos: 'Brak zdjęć',
    live: (id: string) => `Parking ${id} jest już dostępny.`,
  },
} as const;

for (const language of ['en', 'pl'] as const) {
  test(`an admin rejects a parking with a reason and approves it once resent (${language})`, async ({
    page,
    request,
  }) => {
    const l = texts[language];
    const city = language === 'pl' ? 'Łódź' : 'Kraków';
    const { token, parkingId, identifier } = await ownerParking(request, city);
    expect(identifier).toMatch(language === 'pl' ? /^LOD-/ : /^KRA-/);

    if (language === 'pl') {
      await page.addInitScript(() => window.localStorage.setItem('locale', 'pl'));
    }
    await signInWithToken(page, await loginToken(request, demo.admin));
    await page.goto('/admin');
    await page.getByText(l.nav, { exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/verification$/);
    await expect(page.getByRole('heading', { level: 1, name: l.title })).toBeVisible();

    const card = page.getByRole('article', { name: identifier });
    await expect(card).toBeVisible();
    await expect(card.getByText(demo.owner)).toBeVisible();
    await expect(card.getByText(`Piotrkowska 104, ${city}`)).toBeVisible();
    await expect(card.getByText(l.spots)).toBeVisible();
    await expect(card.getByText(l.limits)).toBeVisible();
    await expect(card.getByText(l.prices)).toBeVisible();
    await expect(card.getByText(l.noPhotos)).toBeVisible();
    await expectNoAxeViolations(page);
    await expect(card.getByText('Wjazd od ulicy Zielonej')).toBeVisible();

    // Reject: the reason is required.
    await card.getByRole('button', { name: l.reject(identifier) }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: l.submit, exact: true }).click();
    await expect(dialog.getByText(l.required)).toBeVisible();
    const reason = `Zdjęcia nie pokazują wjazdu (${identifier}).`;
    await dialog.getByLabel(l.reason).fill(reason);
    await dialog.getByRole('button', { name: l.submit, exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(card).toBeHidden();

    const mailed = await waitForMail(demo.owner, new RegExp(`(${reason.replace(/[()]/g, '\\$&')})`));
    expect(mailed).toBe(reason);

    // The owner fixes it and asks again; the queue shows it again.
    await gql(request, 'mutation ($id: ID!) { requestParkingVerification(id: $id) { id } }', { id: parkingId }, token);
    await page.reload();
    await expect(card).toBeVisible();
    await card.getByRole('button', { name: l.approve(identifier) }).click();
    await page.getByRole('dialog').getByRole('button', { name: l.confirm, exact: true }).click();
    await expect(page.getByText(l.live(identifier))).toBeVisible();
    await expect(card).toBeHidden();

    const { parking } = await gql<{ parking: { status: string; rejectionReason: string | null } }>(
      request,
      'query ($id: ID!) { parking(id: $id) { status rejectionReason } }',
      { id: parkingId },
      token,
    );
    expect(parking).toEqual({ status: 'active', rejectionReason: null });

    await page.getByText(l.users, { exact: true }).click();
    await expect(page).toHaveURL(/\/admin$/);
  });
}
