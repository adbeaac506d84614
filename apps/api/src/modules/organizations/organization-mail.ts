import type { Locale } from '@parkshare/shared/locales';
import { escapeHtml, layout, type MailContent } from '../../mail/templates';

// The invitation e-mail (issue 3), in the invitee's language when they already have an account, else in the
// inviter's: the person who invites usually writes to neighbours who speak the same language.

export interface InvitationMailOptions {
  language: Locale;
  /** The invitee's name when they already have an account. */
  inviteeName: string | null;
  inviterName: string;
  organizationName: string;
  email: string;
  link: string;
  expiresAt: Date;
}

interface Texts {
  subject: string;
  lines: string[];
  footer: string;
}

const formatExpiry = (language: Locale, date: Date) =>
  new Intl.DateTimeFormat(language === 'pl' ? 'pl-PL' : 'en-GB', {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'Europe/Warsaw',
  }).format(date);

const texts: Record<Locale, (o: InvitationMailOptions) => Texts> = {
  en: (o) => ({
    subject: `${o.inviterName} invites you to ${o.organizationName} on Parkshare`,
    lines: [
      o.inviteeName ? `Hello ${o.inviteeName},` : 'Hello,',
      `${o.inviterName} invites you to join ${o.organizationName} on Parkshare. Once you join, you will see the organization's parkings in your lists.`,
      `Open this link to accept the invitation. It is valid until ${formatExpiry('en', o.expiresAt)}:`,
    ],
    footer: `Only the Parkshare account with the address ${o.email} can accept this invitation. If you did not expect it, you can ignore this message.`,
  }),
  pl: (o) => ({
    subject: `${o.inviterName} zaprasza Cię do organizacji „${o.organizationName}” w Parkshare`,
    lines: [
      // The first name, as in the other Polish mails ("Cześć, Anna!").
      o.inviteeName ? `Cześć, ${o.inviteeName.trim().split(/\s+/)[0]}!` : 'Dzień dobry!',
      `${o.inviterName} zaprasza Cię do organizacji „${o.organizationName}” w Parkshare. Po dołączeniu zobaczysz jej parkingi na swoich listach.`,
      `Otwórz ten link, aby przyjąć zaproszenie. Jest ważne do ${formatExpiry('pl', o.expiresAt)}:`,
    ],
    footer: `Zaproszenie może przyjąć tylko konto Parkshare z adresem ${o.email}. Jeśli się go nie spodziewasz, zignoruj tę wiadomość.`,
  }),
};

export function organizationInvitationMail(options: InvitationMailOptions): MailContent {
  const t = texts[options.language](options);
  const safeLink = escapeHtml(options.link);
  return {
    // Names come from users: no line breaks in a header, whatever was typed.
    subject: t.subject.replace(/[\r\n]+/g, ' '),
    text: `${t.lines.join('\n\n')}\n\n${options.link}\n\n${t.footer}\n`,
    html: layout(t.lines, `<a href="${safeLink}" style="font-size:16px;letter-spacing:0">${safeLink}</a>`, t.footer),
  };
}
