import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

// The date-time field (components/ui/date-time-field.tsx) as a driver uses it: SPEC §9's date in the UI
// language, a calendar and a 24-hour time typed from the keyboard. The browser runs in this machine's time
// zone, so local times here are the page's.

type Language = 'en' | 'pl';

const texts = {
  en: { firstWeekday: 'Su', hour: 'Hour', minute: 'Minute', set: 'Set', day: 'en-GB' },
  pl: { firstWeekday: 'Pn', hour: 'Godzina', minute: 'Minuta', set: 'Ustaw', day: 'pl-PL' },
} as const;

const two = (n: number) => String(n).padStart(2, '0');

/** The day of `date` as the app writes it: 05/17/26 (en) or 17.05.26 (pl). */
export function dayText(date: Date, language: Language): string {
  const [day, month, year] = [two(date.getDate()), two(date.getMonth() + 1), two(date.getFullYear() % 100)];
  return language === 'pl' ? `${day}.${month}.${year}` : `${month}/${day}/${year}`;
}

/** What the field shows for `date`: 05/17/26 14:05 (en) or 17.05.26 14:05 (pl). */
export function fieldText(date: Date, language: Language): string {
  return `${dayText(date, language)} ${two(date.getHours())}:${two(date.getMinutes())}`;
}

/** `date` to the minute, as the field keeps it. */
export const toMinute = (date: Date) => new Date(Math.floor(date.getTime() / 60_000) * 60_000);

/**
 * Opens the field (from the keyboard), picks the day of `date` in the calendar, types its time and sets it. Checks on
 * the way that the calendar's weeks start as the language's do and that it fits the screen (360 px too).
 */
export async function pickDateTime(page: Page, field: Locator, date: Date, language: Language): Promise<void> {
  const t = texts[language];
  // The picker loads on first use; until then a look-alike stands in its place.
  await expect(field).not.toHaveAttribute('aria-busy');
  await field.focus();
  await page.keyboard.press('Enter');
  const calendar = page.locator('[data-dates-dropdown]');
  await expect(calendar).toBeVisible();
  await expect(calendar.locator('thead th').first()).toHaveText(t.firstWeekday);
  const box = await calendar.boundingBox();
  const width = page.viewportSize()?.width ?? 0;
  expect(box && box.x >= 0 && box.x + box.width <= width, 'the calendar fits the screen').toBe(true);

  const dayName = new Intl.DateTimeFormat(t.day, { day: 'numeric', month: 'long', year: 'numeric' }).format(date);
  await calendar.getByRole('button', { name: dayName, exact: true }).click();
  const hour = calendar.getByRole('spinbutton', { name: t.hour });
  await hour.focus();
  await page.keyboard.type(two(date.getHours()));
  await expect(calendar.getByRole('spinbutton', { name: t.minute })).toBeFocused();
  await page.keyboard.type(two(date.getMinutes()));
  await calendar.getByRole('button', { name: t.set }).click();
  await expect(calendar).toBeHidden();
}
