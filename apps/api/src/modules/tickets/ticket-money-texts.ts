import { isLocale, type Locale } from '@parkshare/shared/locales';
import { formatMoney } from '@parkshare/shared/money';
import type { RefundPlan } from '@parkshare/shared/payments/refunds';

// What the thread says when money moves or a remedy is taken on a ticket (decision 080): a public line every
// participant reads, written in the reporter's language (the ticket is theirs; the owner and support read it too).
// A refund says where the money went (decision 085): back to the BLIK or bank account that paid, to the Parkshare
// balance, or — a stay paid partly each way — both.

export const threadLocale = (language: string | null | undefined): Locale =>
  language && isLocale(language) ? language : 'en';

type Where = (payer: string, balance: string) => string;

const TEXTS = {
  en: {
    refund: {
      payer: (amount: string) =>
        `Support has refunded ${amount} to the driver: it is on its way back to the BLIK / bank account they paid from.`,
      balance: (amount: string) => `Support has refunded ${amount} to the driver's Parkshare balance.`,
      both: (amount: string, where: string) => `Support has refunded ${amount} to the driver: ${where}.`,
    },
    where: ((payer, balance) =>
      `${payer} is on its way back to the BLIK / bank account they paid from, ${balance} is on their Parkshare balance`) as Where,
    spotChanged: (from: string, to: string) =>
      `Spot ${from} was taken, so the stay moved to spot ${to} for the rest of its time, at no extra cost.`,
    stayCancelled: {
      payer: (amount: string) =>
        `The spot was taken, so the stay was cancelled and its full price, ${amount}, is on its way back to the driver's BLIK / bank account.`,
      balance: (amount: string) =>
        `The spot was taken, so the stay was cancelled and its full price, ${amount}, went back to the driver's balance.`,
      both: (amount: string, where: string) =>
        `The spot was taken, so the stay was cancelled and its full price, ${amount}, went back: ${where}.`,
    },
    cancelledOutcome: (amount: string) => `Stay cancelled with a full refund of ${amount}.`,
  },
  pl: {
    refund: {
      payer: (amount: string) =>
        `Zespół wsparcia zwrócił kierowcy ${amount}: pieniądze wracają na konto, z którego zapłacono BLIK-iem lub przelewem.`,
      balance: (amount: string) => `Zespół wsparcia zwrócił ${amount} na saldo kierowcy w Parkshare.`,
      both: (amount: string, where: string) => `Zespół wsparcia zwrócił kierowcy ${amount}: ${where}.`,
    },
    where: ((payer, balance) =>
      `kwota ${payer} wraca na konto, z którego zapłacono BLIK-iem lub przelewem, a kwota ${balance} — na jego saldo w Parkshare`) as Where,
    spotChanged: (from: string, to: string) =>
      `Miejsce ${from} było zajęte, więc postój przeniesiono na miejsce ${to} do końca jego czasu, bez dodatkowych opłat.`,
    stayCancelled: {
      payer: (amount: string) =>
        `Miejsce było zajęte, więc postój anulowano, a jego pełna cena, ${amount}, wraca na konto, z którego zapłacono BLIK-iem lub przelewem.`,
      balance: (amount: string) =>
        `Miejsce było zajęte, więc postój anulowano, a jego pełna cena, ${amount}, wróciła na saldo kierowcy.`,
      both: (amount: string, where: string) =>
        `Miejsce było zajęte, więc postój anulowano, a jego pełna cena, ${amount}, wróciła do kierowcy: ${where}.`,
    },
    cancelledOutcome: (amount: string) => `Postój anulowany z pełnym zwrotem ${amount}.`,
  },
} as const;

type Phrases = (typeof TEXTS)['en']['refund'];

/** The phrase for where a refund went: to the payer, to the balance, or both (with both amounts). */
function byPlan(locale: Locale, phrases: Phrases, plan: RefundPlan): string {
  const money = (grosze: number) => formatMoney(grosze, locale);
  const amount = money(plan.toPayer + plan.toBalance);
  if (plan.toBalance === 0) return phrases.payer(amount);
  if (plan.toPayer === 0) return phrases.balance(amount);
  return phrases.both(amount, TEXTS[locale].where(money(plan.toPayer), money(plan.toBalance)));
}

export const refundText = (locale: Locale, plan: RefundPlan) => byPlan(locale, TEXTS[locale].refund, plan);

export const spotChangedText = (locale: Locale, from: string, to: string) => TEXTS[locale].spotChanged(from, to);

export const stayCancelledText = (locale: Locale, plan: RefundPlan) =>
  byPlan(locale, TEXTS[locale].stayCancelled, plan);

export const cancelledOutcome = (locale: Locale, grosze: number) =>
  TEXTS[locale].cancelledOutcome(formatMoney(grosze, locale));
