import type { APIRequestContext, Page } from '@playwright/test';
import { createVerifiedUser, demo, gql, loginToken } from './support/api';
import { expectNoAxeViolations } from './support/axe';
import { expect, signInWithToken, test } from './support/fixtures';
import { expand } from './support/layout';
import { waitForMail } from './support/mail';
import { createDriver, createParking } from './support/marketplace';
import { finishedStay } from './support/stays';

// Issue 15: a driver's complaint about a finished stay reaches the support desk; support takes it, notes what the
// owner said, grants a partial refund borne by the owner and resolves it. The stay was paid by BLIK, so the refund
// goes back to the BLIK account (decision 085): the driver sees it on the ticket and on the payment in /payments,
// not in the balance's history, and gets the e-mail; the owner sees the earning reversed. In English (desktop,
// light) and Polish (360 px, dark).

interface Story {
  owner: string;
  driver: string;
  driverEmail: string;
  ticketNumber: string;
  ticketId: string;
}

/** A new owner's parking hosted one paid hour (5 PLN by BLIK) that the driver finished, then reported. */
async function complaint(request: APIRequestContext, language: 'en' | 'pl'): Promise<Story> {
  const owner = await createVerifiedUser(request, { language });
  const parking = await createParking(request, {
    ownerToken: owner.token,
    spots: [{ template: 'S-X', from: 1, to: 1 }],
  });
  const driverUser = await createDriver(request, language);
  const reservationId = await finishedStay(request, driverUser, parking.spots[0]!.id);
  const { createTicket } = await gql<{ createTicket: { id: string; number: string } }>(
    request,
    'mutation($input: TicketInput!) { createTicket(input: $input) { id number } }',
    {
      input: {
        type: 'compensation',
        subject: 'Spot not as described',
        description: 'The spot was much narrower than the photos showed.',
        reservationId,
        reason: 'not_as_described',
      },
    },
    driverUser.token,
  );
  const { me } = await gql<{ me: { email: string } }>(request, '{ me { email } }', {}, driverUser.token);
  return {
    owner: owner.token,
    driver: driverUser.token,
    driverEmail: me.email,
    ticketNumber: createTicket.number,
    ticketId: createTicket.id,
  };
}

const cases = [
  {
    language: 'en',
    desk: 'Support desk',
    number: 'Ticket number',
    assign: 'Assign to me',
    assigned: 'The ticket is yours.',
    internal: 'Internal note',
    noteLabel: 'Your note',
    saveNote: 'Save note',
    amount: 'Amount',
    ownerBears: 'the parking owner',
    grant: 'Grant refund',
    confirm: 'Refund',
    where: 'It goes back the way the driver paid: to their BLIK / bank account.',
    granted: /PLN\s2\.50 refunded to the driver's BLIK \/ bank account, borne by the parking owner/,
    resolve: 'Resolve…',
    outcome: 'Outcome',
    resolveSubmit: 'Resolve',
    resolved: 'Resolved',
    ticketRefund: /^PLN\s2\.50 back to your BLIK \/ bank account, /,
    refunded: /Refunded PLN\s2\.50/,
    refundRow: /PLN\s2\.50 to your BLIK \/ bank account/,
    reversed: 'Earning reversed (support ticket)',
    minus: '−PLN 2.50',
    returned: 'Parkshare commission returned',
    commissionBack: '+PLN 0.25',
    mail: /refunded (PLN\s2\.50)/,
  },
  {
    language: 'pl',
    desk: 'Obsługa zgłoszeń',
    number: 'Numer zgłoszenia',
    assign: 'Przypisz do mnie',
    assigned: 'Prowadzisz to zgłoszenie.',
    internal: 'Notatka wewnętrzna',
    noteLabel: 'Twoja notatka',
    saveNote: 'Zapisz notatkę',
    amount: 'Kwota',
    ownerBears: 'właściciel parkingu',
    grant: 'Przyznaj zwrot',
    confirm: 'Zwróć',
    where: 'Pieniądze wrócą tą samą drogą, którą przyszły: na konto, z którego zapłacono BLIK-iem lub przelewem.',
    granted:
      /2,50\s*zł zwrócono kierowcy na konto, z którego zapłacono BLIK-iem lub przelewem, koszt ponosi właściciel parkingu/,
    resolve: 'Rozwiąż…',
    outcome: 'Rozstrzygnięcie',
    resolveSubmit: 'Rozwiąż',
    resolved: 'Rozwiązane',
    ticketRefund: /^Zwrócono 2,50\s*zł na konto, z którego zapłacono BLIK-iem lub przelewem, /,
    refunded: /Zwrócono 2,50\s*zł/,
    refundRow: /2,50\s*zł na konto, z którego zapłacono \(BLIK \/ przelew\)/,
    reversed: 'Cofnięty zarobek (zgłoszenie)',
    minus: /^−2,50\s*zł$/,
    returned: 'Zwrot prowizji Parkshare',
    commissionBack: /^\+0,25\s*zł$/,
    mail: /(Zwrócili\S* 2,50\s*zł)/,
  },
] as const;

async function asUser(page: Page, token: string, language: string) {
  await page.addInitScript((value) => window.localStorage.setItem('locale', value), language);
  await signInWithToken(page, token);
}

for (const c of cases) {
  // English in the light scheme, Polish in the dark one.
  test.describe(`${c.language}, ${c.language === 'pl' ? 'dark' : 'light'}`, () => {
    test.use({ colorScheme: c.language === 'pl' ? 'dark' : 'light' });
    test(`support grants a partial refund borne by the owner, and both see it (${c.language})`, async ({
      browser,
      page,
      request,
    }, testInfo) => {
      // English on desktop, Polish at 360 px: both languages, both widths and both schemes in two runs (CI time).
      test.skip((testInfo.project.name === 'mobile-360') !== (c.language === 'pl'), 'each language runs at one width');
      test.slow();
      const story = await complaint(request, c.language);

      // Support finds the ticket in the queue by its number and opens it.
      await asUser(page, await loginToken(request, demo.admin), c.language);
      await page.goto('/admin/tickets');
      await expect(page.getByRole('heading', { name: c.desk, level: 1 })).toBeVisible();
      await page.getByLabel(c.number).fill(story.ticketNumber);
      const card = page.getByTestId('queue-ticket').filter({ hasText: story.ticketNumber });
      await expect(card).toHaveCount(1);
      await expectNoAxeViolations(page);
      await card.getByRole('link').click();
      await expect(page).toHaveURL(/\/admin\/tickets\/[0-9a-f-]{36}$/);

      await page.getByRole('button', { name: c.assign }).click();
      await expect(page.getByText(c.assigned)).toBeVisible();
      await page.getByText(c.internal, { exact: true }).click();
      await page.getByLabel(c.noteLabel).fill('The owner confirmed the spot is narrower than listed.');
      await page.getByRole('button', { name: c.saveNote }).click();
      await expect(page.getByTestId('internal-note')).toHaveCount(1);

      // A partial refund, borne by the owner, asked once and confirmed; it goes back the way the driver paid.
      await expect(page.getByTestId('refund-where')).toHaveText(c.where);
      await page.getByLabel(c.amount).fill(c.language === 'pl' ? '2,50' : '2.50');
      await page.getByRole('radio', { name: c.ownerBears }).check();
      await page.getByRole('button', { name: c.grant }).click();
      await page.getByRole('dialog').getByRole('button', { name: c.confirm, exact: true }).click();
      await expect(page.getByTestId('refund-granted')).toHaveText(c.granted);

      await page.getByRole('button', { name: c.resolve }).click();
      await page.getByRole('dialog').getByLabel(c.outcome).fill('2.50 PLN refunded; the listing will be corrected.');
      await page.getByRole('dialog').getByRole('button', { name: c.resolveSubmit, exact: true }).click();
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await expect(page.getByText(c.resolved, { exact: true }).first()).toBeVisible();
      await expectNoAxeViolations(page);
      // Nothing is cut or pushed sideways at 360 px.
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
      ).toBe(0);

      // The driver: the refund on the ticket and on the BLIK payment it goes back to, and an e-mail.
      expect(await waitForMail(story.driverEmail, c.mail)).toBeTruthy();
      const driver = await browser.newPage({ viewport: page.viewportSize() ?? undefined });
      await asUser(driver, story.driver, c.language);
      await driver.goto(`/ticket/${story.ticketId}`);
      await expect(driver.getByTestId('ticket-refund')).toHaveText(c.ticketRefund);
      await driver.goto('/payments');
      const payment = driver.getByTestId('payment').filter({ hasText: c.refunded });
      await expand(payment.getByRole('button').first());
      await expect(payment.getByTestId('payment-refund')).toContainText(c.refundRow);
      await driver.close();

      // The owner: the earning for that stay reversed in part, with the commission on that part returned.
      const owner = await browser.newPage({ viewport: page.viewportSize() ?? undefined });
      await asUser(owner, story.owner, c.language);
      await owner.goto('/transactions');
      const rows = owner.getByTestId('transaction');
      await expect(rows.filter({ hasText: c.reversed }).getByText(c.minus)).toBeVisible();
      await expect(rows.filter({ hasText: c.returned }).getByText(c.commissionBack)).toBeVisible();
      await owner.close();
    });
  });
}
