import type { Locale } from '@parkshare/shared/locales';

export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

export const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

export const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? name;

/** A notice with one call to action: its lines as paragraphs, then the link (owners' verification e-mails). */
export interface LinkMailTexts {
  subject: string;
  lines: string[];
  linkLabel: string;
}

export function linkMail(texts: LinkMailTexts, link: string): MailContent {
  const paragraphs = texts.lines.map((line) => `<p style="margin:0 0 16px">${escapeHtml(line)}</p>`).join('');
  const safeLink = escapeHtml(link);
  return {
    subject: texts.subject,
    text: `${texts.lines.join('\n\n')}\n\n${texts.linkLabel}: ${link}\n`,
    html: `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#1f2933;background:#f5f7fa;padding:24px">
<div style="max-width:520px;margin:0 auto;background:#fff;border-radius:8px;padding:24px">
<h1 style="font-size:20px;margin:0 0 16px">Parkshare</h1>${paragraphs}
<p style="margin:0"><a href="${safeLink}">${escapeHtml(texts.linkLabel)}</a></p></div></body></html>`,
  };
}

export function layout(paragraphs: string[], highlight: string, footer: string): string {
  const body = paragraphs.map((p) => `<p style="margin:0 0 16px">${escapeHtml(p)}</p>`).join('');
  return `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#1f2933;background:#f5f7fa;padding:24px">
<div style="max-width:520px;margin:0 auto;background:#fff;border-radius:8px;padding:24px">
<h1 style="font-size:20px;margin:0 0 16px">Parkshare</h1>${body}
<p style="font-size:24px;font-weight:bold;letter-spacing:2px;margin:0 0 16px">${highlight}</p>
<p style="font-size:12px;color:#7b8794;margin:0">${escapeHtml(footer)}</p></div></body></html>`;
}

const verification = {
  en: (name: string) => ({
    subject: 'Your Parkshare verification code',
    lines: [`Hello ${name},`, 'Enter this code in Parkshare to verify your email address. It is valid for 10 minutes.'],
    footer: 'If you did not create a Parkshare account, you can ignore this message.',
  }),
  pl: (name: string) => ({
    subject: 'Twój kod weryfikacyjny Parkshare',
    // "Cześć, Dawid!": the first name in a Polish greeting; the full name ("Cześć Dawid Kierowca,") reads like a form.
    lines: [
      `Cześć, ${name.trim().split(/\s+/)[0]}!`,
      'Wpisz ten kod w Parkshare, aby potwierdzić swój adres e-mail. Kod jest ważny przez 10 minut.',
    ],
    footer: 'Jeśli to nie Ty zakładasz konto w Parkshare, zignoruj tę wiadomość.',
  }),
} satisfies Record<Locale, (name: string) => { subject: string; lines: string[]; footer: string }>;

const reset = {
  en: (name: string) => ({
    subject: 'Reset your Parkshare password',
    lines: [
      `Hello ${name},`,
      'Someone asked to reset the password of your Parkshare account. Open this link within an hour to choose a new one:',
    ],
    footer: 'If it was not you, ignore this message: your password stays as it is.',
  }),
  pl: (name: string) => ({
    subject: 'Ustaw nowe hasło do Parkshare',
    lines: [
      `Cześć, ${name.trim().split(/\s+/)[0]}!`,
      'Otrzymaliśmy prośbę o zresetowanie hasła do Twojego konta w Parkshare. Otwórz ten link w ciągu godziny, aby ustawić nowe hasło:',
    ],
    footer: 'Jeśli to nie Ty, zignoruj tę wiadomość – Twoje hasło się nie zmieni.',
  }),
} satisfies Record<Locale, (name: string) => { subject: string; lines: string[]; footer: string }>;

export function verificationCodeMail(language: Locale, name: string, code: string): MailContent {
  const t = verification[language](name);
  return {
    subject: t.subject,
    text: `${t.lines.join('\n\n')}\n\n${code}\n\n${t.footer}\n`,
    html: layout(t.lines, escapeHtml(code), t.footer),
  };
}

export function passwordResetMail(language: Locale, name: string, link: string): MailContent {
  const t = reset[language](name);
  const safeLink = escapeHtml(link);
  return {
    subject: t.subject,
    text: `${t.lines.join('\n\n')}\n\n${link}\n\n${t.footer}\n`,
    html: layout(t.lines, `<a href="${safeLink}" style="font-size:16px;letter-spacing:0">${safeLink}</a>`, t.footer),
  };
}
