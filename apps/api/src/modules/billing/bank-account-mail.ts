import { formatIban } from '@parkshare/shared/validation/iban';
import { isLocale, type Locale } from '@parkshare/shared/locales';
import type { AppDeps } from '../../app-deps';
import type { BankAccountRow } from '../../db/schema/billing';
import { firstName, linkMail, type LinkMailTexts } from '../../mail/templates';
import { findUserById } from '../users/users.service';

// E-mails about the verification of a bank account, in the owner's language, like the parking ones
// (parking-mail.ts): a failed send is logged, not thrown, since the decision is stored and shown on /bank-accounts.

type Texts = (name: string, account: string, reason: string) => LinkMailTexts;

const rejected: Record<Locale, Texts> = {
  en: (name, account, reason) => ({
    subject: 'Your bank account needs changes',
    lines: [
      `Hello ${name},`,
      `We could not verify your bank account ${account}. The reason:`,
      reason,
      'Correct it on the bank accounts page and it will be checked again. Payouts go only to a verified account.',
    ],
    linkLabel: 'Open your bank accounts',
  }),
  pl: (name, account, reason) => ({
    subject: 'Konto bankowe wymaga poprawek',
    lines: [
      `Cześć, ${firstName(name)}!`,
      `Nie możemy zweryfikować Twojego konta bankowego ${account}. Powód:`,
      reason,
      'Popraw je na stronie kont bankowych, a sprawdzimy je ponownie. Wypłaty trafiają tylko na zweryfikowane konto.',
    ],
    linkLabel: 'Otwórz konta bankowe',
  }),
};

const verified: Record<Locale, Texts> = {
  en: (name, account) => ({
    subject: 'Your bank account is verified',
    lines: [
      `Hello ${name},`,
      `Your bank account ${account} has been verified. Your earnings can now be paid out to it.`,
    ],
    linkLabel: 'See your balance and payouts',
  }),
  pl: (name, account) => ({
    subject: 'Konto bankowe zostało zweryfikowane',
    lines: [
      `Cześć, ${firstName(name)}!`,
      `Twoje konto bankowe ${account} zostało zweryfikowane. Możemy już wypłacać na nie Twoje zarobki.`,
    ],
    linkLabel: 'Zobacz saldo i wypłaty',
  }),
};

async function sendToOwner(deps: AppDeps, account: BankAccountRow, texts: Record<Locale, Texts>, path: string) {
  try {
    const owner = await findUserById({ deps, id: account.userId });
    if (!owner) return;
    const language = isLocale(owner.language) ? owner.language : 'en';
    const link = `${deps.config.publicUrl}${path}`;
    const content = texts[language](owner.name, formatIban(account.accountNumber), account.rejectionReason ?? '');
    await deps.mailer.send({ to: owner.email, ...linkMail(content, link), headers: { 'X-Parkshare-Link': link } });
  } catch (error) {
    deps.log.error({ err: error, bankAccountId: account.id }, 'bank account verification mail failed');
  }
}

/** Tells the owner why the bank account was refused, with a link to where they correct it. */
export const sendBankAccountRejectedMail = (deps: AppDeps, account: BankAccountRow) =>
  sendToOwner(deps, account, rejected, '/bank-accounts');

/** Tells the owner the bank account is verified, with a link to their balance. */
export const sendBankAccountVerifiedMail = (deps: AppDeps, account: BankAccountRow) =>
  sendToOwner(deps, account, verified, '/balance');
