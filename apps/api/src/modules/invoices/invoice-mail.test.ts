import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { createUser, uniqueEmail } from '../../test/factories';
import { createBillingAccountFixture } from '../../test/money-factories';
import { invoiceMailTexts } from './invoice-mail';
import { issueMonthlyInvoicesJob } from './invoices.jobs';
import { companyBuyer, purchase } from './invoices.test-helpers';

// The invoices a job issues are announced by e-mail at the billing account's invoice address, in the buyer's
// language, once: the monthly invoice on the 1st (through the job, as it runs), the commission invoice and its
// correction (their texts).

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

const mailsTo = (email: string) => t.outbox().filter((mail) => mail.to.includes(email));

describe('invoice e-mails', () => {
  it('the monthly invoice reaches the invoice address on the 1st, in Polish, once', async () => {
    const driver = await createUser(t.app, { language: 'pl', name: 'Zofia Wąsik' });
    const invoiceEmail = uniqueEmail('faktury');
    const account = await createBillingAccountFixture(t.app, driver.id, { ...companyBuyer(true), invoiceEmail });
    for (const day of ['2026-05-04T10:00:00Z', '2026-05-20T16:30:00Z']) {
      await purchase(t.app, {
        userId: driver.id,
        billingAccountId: account.id,
        paidAt: new Date(day),
        unitGross: 1_250,
      });
    }
    const firstOfJune = new Date('2026-05-31T22:10:00Z'); // 00:10 on 1 June in Warsaw
    await issueMonthlyInvoicesJob.run(t.app.deps, firstOfJune);
    await issueMonthlyInvoicesJob.run(t.app.deps, new Date(firstOfJune.getTime() + 5 * 60_000));
    const mails = mailsTo(invoiceEmail);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail?.subject).toBe('Faktura Parkshare za maj 2026');
    expect(mail?.text).toContain('Cześć, Zofia!');
    expect(mail?.text).toMatch(
      /Wystawiliśmy fakturę zbiorczą FV\/2026\/06\/\d{6} za parkowanie — maj 2026: łącznie 25,00\s?zł/,
    );
    expect(mail?.text).toContain(`Zobacz płatności: ${t.config.publicUrl}/payments`);
    expect(mail?.headers['x-parkshare-link']).toBe(`${t.config.publicUrl}/payments`);
    expect(mailsTo(driver.email)).toEqual([]);
  });

  it('says what a commission invoice and its correction are, in English and Polish', () => {
    const invoice = { number: 'FV/2026/06/000007', grossTotal: 1_230, periodFrom: '2026-05-01', month: '2026-06' };
    const commission = invoiceMailTexts({ ...invoice, kind: 'commission' }, 'commission', 'en', 'Adam Nowak');
    expect(commission).toMatchObject({
      subject: 'Parkshare commission invoice for May 2026',
      lines: [
        'Hello Adam Nowak,',
        expect.stringMatching(
          /^We have issued FV\/2026\/06\/000007 for our commission in May 2026: PLN\s?12\.30, already deducted/,
        ),
      ],
      path: '/parkings',
    });
    const correction = {
      ...invoice,
      kind: 'correction' as const,
      number: 'KOR/2026/06/000002',
      grossTotal: -246,
      periodFrom: null,
    };
    expect(invoiceMailTexts(correction, 'commission', 'pl', 'Adam Nowak')).toMatchObject({
      subject: 'Korekta faktury za prowizję Parkshare — maj 2026',
      lines: [
        'Cześć, Adam!',
        expect.stringMatching(
          /^Wystawiliśmy fakturę korygującą KOR\/2026\/06\/000002 do naszej prowizji za maj 2026: 2,46\s?zł na Twoją korzyść/,
        ),
      ],
      linkLabel: 'Otwórz parkingi',
    });
  });
});
