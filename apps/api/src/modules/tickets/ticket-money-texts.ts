import { isLocale, type Locale } from '@parkshare/shared/locales';
import { formatMoney } from '@parkshare/shared/money';

// What the thread says when money moves or a remedy is taken on a ticket (decision 080): a public line every
// participant reads, written in the reporter's language (the ticket is theirs; the owner and support read it too).

export const threadLocale = (language: string | null | undefined): Locale =>
  language && isLocale(language) ? language : 'en';

const TEXTS = {
  en: {
    refund: (amount: string) => `Support has refunded ${amount} to the driver's Parkshare balance.`,
    spotChanged: (from: string, to: string) =>
      `Spot ${from} was taken, so the stay moved to spot ${to} for the rest of its time, at no extra cost.`,
    stayCancelled: (amount: string) =>
      `The spot was taken, so the stay was cancelled and its full price, ${amount}, went back to the driver's balance.`,
    cancelledOutcome: (amount: string) => `Stay cancelled with a full refund of ${amount}.`,
  },
  pl: {
    refund: (amount: string) => `Zespół wsparcia zwrócił ${amount} na saldo kierowcy w Parkshare.`,
    spotChanged: (from: string, to: string) =>
      `Miejsce ${from} było zajęte, więc postój przeniesiono na miejsce ${to} do końca jego czasu, bez dodatkowych opłat.`,
    stayCancelled: (amount: string) =>
      `Miejsce było zajęte, więc postój anulowano, a jego pełna cena, ${amount}, wróciła na saldo kierowcy.`,
    cancelledOutcome: (amount: string) => `Postój anulowany z pełnym zwrotem ${amount}.`,
  },
} satisfies Record<Locale, Record<string, (...args: string[]) => string>>;

export const refundText = (locale: Locale, grosze: number) => TEXTS[locale].refund(formatMoney(grosze, locale));

export const spotChangedText = (locale: Locale, from: string, to: string) => TEXTS[locale].spotChanged(from, to);

export const stayCancelledText = (locale: Locale, grosze: number) =>
  TEXTS[locale].stayCancelled(formatMoney(grosze, locale));

export const cancelledOutcome = (locale: Locale, grosze: number) =>
  TEXTS[locale].cancelledOutcome(formatMoney(grosze, locale));
