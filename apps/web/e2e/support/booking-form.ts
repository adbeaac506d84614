import type { Page } from '@playwright/test';
import { expect } from './fixtures';

// The booking form (/reservations/new) and the payment screen after it, as the booking journeys read them: their
// texts in both languages, and paying with BLIK in the sandbox (a 777xxx code approves).

export type Language = 'en' | 'pl';

export const bookingTexts = {
  en: {
    title: 'New reservation',
    later: 'Later',
    startAt: 'Start time',
    oneHour: '1 hour',
    terms: 'I accept the terms of service and the parking rules',
    submit: 'Reserve and pay',
    payTitle: 'Pay for the reservation',
    blik: 'BLIK code',
    pay: /^Pay PLN\s?5\.00$/,
    reserved: 'Parking spot reserved',
    header: (date: string) => `Starts ${date}, 10:00`,
    upcoming: 'Upcoming',
  },
  pl: {
    title: 'Nowa rezerwacja',
    later: 'Później',
    startAt: 'Godzina rozpoczęcia',
    oneHour: '1 godz.',
    terms: 'Akceptuję regulamin serwisu i zasady parkingu',
    submit: 'Zarezerwuj i zapłać',
    payTitle: 'Zapłać za rezerwację',
    blik: 'Kod BLIK',
    pay: /^Zapłać 5,00\s?zł$/,
    reserved: 'Miejsce parkingowe zarezerwowane',
    header: (date: string) => `Początek ${date}, 10:00`,
    upcoming: 'Nadchodzące',
  },
} as const;

/**
 * On /reservation/payments (already open): a BLIK code the sandbox approves, Pay, then 'Parking spot reserved' on
 * the reservation's page. Answers the reservation's id.
 */
export async function payWithBlik(page: Page, language: Language): Promise<string> {
  const t = bookingTexts[language];
  await page.getByLabel(t.blik).fill('777123');
  await page.getByRole('button', { name: t.pay }).click();
  await expect(page.getByText(t.reserved)).toBeVisible({ timeout: 20_000 });
  await expect(page).toHaveURL(/\/reservation\/[0-9a-f-]{36}$/);
  return new URL(page.url()).pathname.split('/').pop() ?? '';
}
