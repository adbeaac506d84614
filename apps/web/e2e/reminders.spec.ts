import type { Worker } from '@playwright/test';
import { createVerifiedUser, gql } from './support/api';
import { expectNoAxeViolations } from './support/axe';
import { expect, signInWithToken, test } from './support/fixtures';

// Reminders (issue 17 §3): the settings section, then the service worker's push and click handlers in Chromium.
// The push is delivered through DevTools (ServiceWorker.deliverPushMessage): a real subscription would need the
// browser's push service on the internet. A notification cannot be clicked through DevTools either, so the test calls
// what the click does (self.parkshareReminders.openReminder in sw-push.js) inside the worker.

const RESERVATION = '7f0c1c4e-1111-4000-8000-000000000000';

test('a driver chooses when reminders come; a push shows the reminder and its click opens the extension', async ({
  page,
  context,
  request,
}) => {
  const user = await createVerifiedUser(request);
  await signInWithToken(page, user.token);
  await page.goto('/settings');

  await expect(page.getByRole('heading', { name: 'Reminders' })).toBeVisible();
  const when = page.getByLabel('Remind me');
  await expect(when).toHaveValue('10');
  await when.selectOption({ label: '15 minutes before' });
  await expect(page.getByText('Your reminder setting has been saved.')).toBeVisible();
  const { me } = await gql<{ me: { reminderMinutes: number | null } }>(
    request,
    '{ me { reminderMinutes } }',
    {},
    user.token,
  );
  expect(me.reminderMinutes).toBe(15);
  await expect(page.getByRole('button', { name: 'Allow notifications on this device' })).toBeVisible();
  await expectNoAxeViolations(page);
  // The section in the dark scheme, at 360 px.
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.setViewportSize({ width: 360, height: 740 });
  await page.getByRole('heading', { name: 'Reminders' }).scrollIntoViewIfNeeded();
  await expectNoAxeViolations(page);
  // (expectNothingSideways would trip over the password rules' visually hidden spans elsewhere on this page.)
  const section = await page.getByRole('region', { name: 'Reminders' }).boundingBox();
  const allow = await page.getByRole('button', { name: 'Allow notifications on this device' }).boundingBox();
  expect(section!.x + section!.width).toBeLessThanOrEqual(360);
  expect(allow!.x + allow!.width).toBeLessThanOrEqual(section!.x + section!.width);

  // The worker that start.tsx registered, in control of this page (sw.js claims its clients).
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  await context.grantPermissions(['notifications']);
  const cdp = await context.newCDPSession(page);
  // Each registration's latest state: the app unregisters the previous page's worker before registering sw.js
  // again (service-worker.ts), and a push sent to the unregistered one would never show.
  const registrations = new Map<string, { registrationId: string; scopeURL: string; isDeleted: boolean }>();
  cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations: updated }) =>
    updated.forEach((registration) => registrations.set(registration.registrationId, registration)),
  );
  await cdp.send('ServiceWorker.enable');
  const origin = new URL(page.url()).origin;
  const live = () =>
    [...registrations.values()].find((r) => r.scopeURL === `${origin}/` && !r.isDeleted)?.registrationId;
  await expect.poll(live).toBeTruthy();
  const registrationId = live()!;

  const push = (title: string) =>
    cdp.send('ServiceWorker.deliverPushMessage', {
      origin,
      registrationId,
      data: JSON.stringify({
        title,
        body: 'Marszałkowska 1, Warszawa: your time is up at 14:30. Tap to extend it.',
        tag: 'res-7f0c1c4e111140008000000000',
        url: `/reservation/${RESERVATION}/extension-creator`,
      }),
    });
  const shown = () =>
    page.evaluate(async () =>
      (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({
        title: n.title,
        tag: n.tag,
        url: (n.data as { url: string }).url,
      })),
    );
  await push('Your parking ends in 10 minutes');
  await expect.poll(shown).toEqual([
    {
      title: 'Your parking ends in 10 minutes',
      tag: 'res-7f0c1c4e111140008000000000',
      url: `/reservation/${RESERVATION}/extension-creator`,
    },
  ]);
  // An extension's new reminder has the same tag: it replaces the first instead of piling up.
  await push('Your parking ends in 5 minutes');
  await expect.poll(async () => (await shown()).map((n) => n.title)).toEqual(['Your parking ends in 5 minutes']);

  // start.tsx unregisters the workers of older builds before registering sw.js, so the context may also know a
  // worker that has been replaced: the one that runs is the one with the reminders' handlers.
  const hasHandlers = (worker: Worker) => worker.evaluate(() => 'parkshareReminders' in self).catch(() => false);
  let worker: Worker | undefined;
  await expect
    .poll(async () => {
      for (const candidate of context.serviceWorkers()) if (await hasHandlers(candidate)) worker = candidate;
      return worker !== undefined;
    })
    .toBe(true);
  await worker!.evaluate(async (url) => {
    const scope = self as unknown as { parkshareReminders: { openReminder(url: string): Promise<unknown> } };
    await scope.parkshareReminders.openReminder(url).catch(() => undefined);
  }, `/reservation/${RESERVATION}/extension-creator`);
  await expect(page).toHaveURL(`${origin}/reservation/${RESERVATION}/extension-creator`);
});
