import { createParking, createDriver } from './support/marketplace';
import { expect, signInWithToken, ONE_LANGUAGE_A_WIDTH, test } from './support/fixtures';

// Issue 5, the whole drivers' journey in one go: the map finds a parking near the driver, its card leads to the
// parking page, a spot is chosen there and reserved for 1 hour, paid with BLIK in the sandbox (777xxx approves),
// the countdown shows in the header, the stay is extended by an hour (paid with BLIK again) and finished early.
// English and Polish, on desktop and at 360 px. Each run has its own parking at its own place on the map.

const texts = {
  en: {
    mapTitle: 'Find a parking spot',
    locate: 'Locate me',
    details: (address: string) => `Details of ${address}`,
    openParking: 'Open the parking page',
    spot: /^Spot B-2, /,
    reserveSpot: 'Reserve spot B-2',
    oneHour: '1 hour',
    terms: 'I accept the terms of service and the parking rules',
    submit: 'Reserve and pay',
    blik: /BLIK code/,
    pay: /^Pay PLN\s?5\.00$/,
    reserved: 'Parking spot reserved',
    countdown: /^(5\dm \d{1,2}s|1h 0m 0s)$/,
    extend: 'Extend',
    plusHour: '+1 h',
    extensionAmount: /^PLN\s?4\.00$/,
    payExtension: /^Pay PLN\s?4\.00/,
    extended: 'Reservation extended',
    amount: /^PLN\s?9\.00$/,
    longerCountdown: /^(1h \d{1,2}m \d{1,2}s|2h 0m 0s)$/,
    finishNow: 'Finish now',
    leave: 'Please leave the spot within 5 minutes',
    finish: 'Finish',
    finished: 'Finished',
  },
  pl: {
    mapTitle: 'Znajdź miejsce parkingowe',
    locate: 'Pokaż moją lokalizację',
    details: (address: string) => `Szczegóły: ${address}`,
    openParking: 'Otwórz stronę parkingu',
    spot: /^Miejsce B-2, /,
    reserveSpot: 'Zarezerwuj miejsce B-2',
    oneHour: '1 godz.',
    terms: 'Akceptuję regulamin serwisu i zasady parkingu',
    submit: 'Zarezerwuj i zapłać',
    blik: /Kod BLIK/,
    pay: /^Zapłać 5,00\s?zł$/,
    reserved: 'Miejsce parkingowe zarezerwowane',
    countdown: /^(5\dm \d{1,2}s|1g 0m 0s)$/,
    extend: 'Przedłuż',
    plusHour: '+1 godz.',
    extensionAmount: /^4,00\s?zł$/,
    payExtension: /^Zapłać 4,00\s?zł/,
    extended: 'Rezerwacja przedłużona',
    amount: /^9,00\s?zł$/,
    longerCountdown: /^(1g \d{1,2}m \d{1,2}s|2g 0m 0s)$/,
    finishNow: 'Zakończ teraz',
    leave: 'Zwolnij miejsce w ciągu 5 minut',
    finish: 'Zakończ',
    finished: 'Zakończona',
  },
} as const;

let place = 0;

for (const language of ['en', 'pl'] as const) {
  const t = texts[language];

  test(`map → parking → spot → reserve → BLIK → countdown → extend → finish (${language})`, async ({
    page,
    context,
    request,
    isMobile,
  }, testInfo) => {
    test.skip(isMobile !== (language === 'pl'), ONE_LANGUAGE_A_WIDTH);
    // A street number and a place on the map of its own, south of the city: the map journeys that look at the
    // demo parkings in central Warsaw never see these.
    place += 1;
    const number = `${200 + testInfo.workerIndex * 20 + place}`;
    const latitude = 52.1 - (testInfo.workerIndex * 20 + place) * 0.0013;
    const longitude = 21.1;
    const address = `Marszałkowska ${number}, Warszawa`;
    const [parking, driver] = await Promise.all([
      createParking(request, { number, latitude, longitude }),
      createDriver(request, language),
    ]);
    await page.addInitScript((locale) => window.localStorage.setItem('locale', locale), language);
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation({ latitude, longitude });
    await signInWithToken(page, driver.token);

    // Find: the map around the driver, the parking in the list beside it, its card, the parking page.
    await page.goto('/map');
    await expect(page.getByRole('heading', { level: 1, name: t.mapTitle })).toBeVisible();
    await page.getByRole('button', { name: t.locate }).click();
    const item = page.getByTestId('map-list-item').filter({ hasText: address });
    await item.getByRole('button', { name: t.details(address) }).click();
    const card = page.getByRole('dialog', { name: address });
    await card.getByRole('link', { name: t.openParking }).click();
    await expect(page).toHaveURL(new RegExp(`/${parking.identifier}$`));

    // Choose spot B-2 on the parking page and reserve it for an hour.
    await page.getByRole('link', { name: t.spot }).click();
    await expect(page).toHaveURL(new RegExp(`/${parking.identifier}/B-2$`));
    await page.getByRole('button', { name: t.reserveSpot }).click();
    await expect(page).toHaveURL(/\/reservations\/new$/);
    await page.getByText(t.oneHour, { exact: true }).click();
    await page.getByLabel(t.terms).check();
    await page.getByRole('button', { name: t.submit }).click();

    // Pay with BLIK in the sandbox.
    await expect(page).toHaveURL(/\/reservation\/payments\?orderId=.+/);
    await page.getByRole('textbox', { name: t.blik }).fill('777123');
    await page.getByRole('button', { name: t.pay }).click();
    await expect(page.getByText(t.reserved)).toBeVisible({ timeout: 20_000 });
    await expect(page).toHaveURL(/\/reservation\/[0-9a-f-]{36}$/);
    const reservationPath = new URL(page.url()).pathname;
    const countdown = page.getByTestId('reservation-countdown');
    await expect(countdown).toHaveText(t.countdown);

    // Extend by an hour (4 PLN more: the engine prices two hours at 9 PLN), pay with BLIK again.
    await page.getByRole('link', { name: t.extend, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${reservationPath}/extension-creator$`));
    await page.getByText(t.plusHour, { exact: true }).click();
    await expect(page.getByTestId('extension-amount')).toHaveText(t.extensionAmount);
    await page.getByRole('button', { name: t.payExtension }).click();
    await expect(page).toHaveURL(/\/reservation\/extension-payments\?reservationId=[^&]+&orderId=/);
    await page.locator('input[type="radio"][value="BLIK"]').check();
    await page.getByRole('textbox', { name: t.blik }).fill('777456');
    await page.getByRole('button', { name: t.payExtension }).click();
    await expect(page.getByText(t.extended).first()).toBeVisible({ timeout: 20_000 });
    await expect(page).toHaveURL(new RegExp(`${reservationPath}$`));
    await expect(page.getByTestId('reservation-amount')).toHaveText(t.amount);
    await expect(countdown).toHaveText(t.longerCountdown);

    // Finish early: the confirmation asks to leave within 5 minutes; the countdown goes.
    await page.getByRole('button', { name: t.finishNow }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText(t.leave, { exact: false })).toBeVisible();
    await dialog.getByRole('button', { name: t.finish, exact: true }).click();
    await expect(page.getByTestId('reservation-status').first()).toHaveText(t.finished);
    await expect(countdown).toHaveCount(0);
  });
}
