import { isLocale, type Locale } from '@parkshare/shared/locales';
import { formatMoney } from '@parkshare/shared/money';
import { previousMonth } from '@parkshare/shared/payments/calendar';
import type { AppDeps } from '../../app-deps';
import type { InvoiceRow } from '../../db/schema/documents';
import { firstName, linkMail, type LinkMailTexts } from '../../mail/templates';
import { findUserById } from '../users/users.service';

// The invoices a job issues on its own — a monthly invoice on the 1st, Parkshare's commission invoice to an owner and
// its collective correction — are announced by e-mail at the billing account's invoice address, in the buyer's
// language, with a link to where the PDF is (decision 083). A sale invoice needs no e-mail: the buyer paid a moment
// ago and downloads it from the payment. Sent after the issuing transaction committed, by the instance that issued
// the invoice (the database gives each invoice to one run); a failed send is logged, not retried: the invoice is
// issued and in the app either way.

const monthName = (language: Locale, isoDate: string) =>
  new Intl.DateTimeFormat(language === 'pl' ? 'pl-PL' : 'en-GB', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${isoDate}T00:00:00Z`));

/** Which job issued the invoices: the buyers' monthly invoices, or the owners' commission invoices and corrections. */
export type IssuedBy = 'monthly' | 'commission';

/** What the e-mail of an issued invoice says, and where its link goes. */
export function invoiceMailTexts(
  invoice: Pick<InvoiceRow, 'kind' | 'number' | 'grossTotal' | 'periodFrom' | 'month'>,
  issuedBy: IssuedBy,
  language: Locale,
  name: string,
): LinkMailTexts & { path: string } {
  const en = language === 'en';
  const greeting = en ? `Hello ${name},` : `Cześć, ${firstName(name)}!`;
  // Both jobs issue on the 1st for the month just closed; a commission correction has no period of its own.
  const month = monthName(language, invoice.periodFrom ?? `${previousMonth(invoice.month)}-01`);
  const amount = formatMoney(Math.abs(invoice.grossTotal), language);
  if (issuedBy === 'monthly') {
    return {
      subject: en ? `Your Parkshare invoice for ${month}` : `Faktura Parkshare za ${month}`,
      lines: en
        ? [
            greeting,
            `Your monthly invoice ${invoice.number} for your parking in ${month} has been issued: ${amount} in total, already paid. You can download it from your payments:`,
          ]
        : [
            greeting,
            `Wystawiliśmy fakturę zbiorczą ${invoice.number} za parkowanie — ${month}: łącznie ${amount}, już zapłacone. Pobierzesz ją z listy płatności:`,
          ],
      linkLabel: en ? 'See your payments' : 'Zobacz płatności',
      path: '/payments',
    };
  }
  const correction = invoice.kind === 'correction';
  return {
    subject: en
      ? `Parkshare commission ${correction ? 'correction' : 'invoice'} for ${month}`
      : `${correction ? 'Korekta faktury' : 'Faktura'} za prowizję Parkshare — ${month}`,
    lines: en
      ? [
          greeting,
          correction
            ? `We have issued ${invoice.number}, a correction of our commission for ${month}: ${amount} back to you, set off against your earnings. You will find it in your parkings' statements:`
            : `We have issued ${invoice.number} for our commission in ${month}: ${amount}, already deducted from your earnings. You will find it in your parkings' statements:`,
        ]
      : [
          greeting,
          correction
            ? `Wystawiliśmy fakturę korygującą ${invoice.number} do naszej prowizji za ${month}: ${amount} na Twoją korzyść, rozliczone z Twoimi zarobkami. Znajdziesz ją w zestawieniach swoich parkingów:`
            : `Wystawiliśmy fakturę ${invoice.number} na naszą prowizję za ${month}: ${amount}, już potrącone z Twoich zarobków. Znajdziesz ją w zestawieniach swoich parkingów:`,
        ],
    linkLabel: en ? 'Open your parkings' : 'Otwórz parkingi',
    path: '/parkings',
  };
}

/** E-mails the buyers of invoices a job has just issued (committed), one after another. */
export async function mailIssuedInvoices(
  deps: AppDeps,
  issued: readonly InvoiceRow[],
  issuedBy: IssuedBy,
): Promise<void> {
  for (const invoice of issued) {
    try {
      const user = await findUserById({ deps, id: invoice.userId });
      if (!user) continue;
      const language: Locale = isLocale(user.language) ? user.language : 'en';
      const texts = invoiceMailTexts(invoice, issuedBy, language, user.name);
      const link = `${deps.config.publicUrl}${texts.path}`;
      const to = invoice.buyer.invoiceEmail || user.email;
      await deps.mailer.send({ to, ...linkMail(texts, link), headers: { 'X-Parkshare-Link': link } });
    } catch (error) {
      deps.log.error({ err: error, invoiceId: invoice.id, number: invoice.number }, 'invoice mail failed');
    }
  }
}
