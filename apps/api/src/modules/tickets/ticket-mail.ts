import { isLocale, type Locale } from '@parkshare/shared/locales';
import { formatMoney } from '@parkshare/shared/money';
import type { RefundPlan } from '@parkshare/shared/payments/refunds';
import type { TicketStatus } from '@parkshare/shared/tickets/status';
import type { AppDeps } from '../../app-deps';
import { firstName, linkMail, type LinkMailTexts } from '../../mail/templates';
import { findUserById } from '../users/users.service';

// E-mails about tickets (decision 080), in the recipient's language, each with a link to the ticket: to the
// reporter when the owner or support answers publicly or the status changes; to the parking's owner when a ticket
// about their parking is opened or its reporter writes; to the reporter when support refunds them (the amount in
// the mail). Internal notes mail nobody. They are sent after the
// transaction has committed; a failed send is logged, not thrown (the ticket is stored and shown in the app).

export type TicketNotice =
  | { kind: 'opened'; to: string; ticket: MailTicket }
  | { kind: 'reporter_wrote'; to: string; ticket: MailTicket }
  | { kind: 'answered'; to: string; ticket: MailTicket }
  | { kind: 'status'; to: string; ticket: MailTicket; status: TicketStatus }
  | { kind: 'refunded'; to: string; ticket: MailTicket; amount: number; plan: RefundPlan };

export interface MailTicket {
  id: string;
  number: string;
  subject: string;
}

const statusNames: Record<Locale, Record<TicketStatus, string>> = {
  en: {
    new: 'new',
    open: 'open',
    in_progress: 'in progress',
    resolved: 'resolved',
    closed: 'closed',
    reopened: 'reopened',
  },
  pl: {
    new: 'nowe',
    open: 'otwarte',
    in_progress: 'w toku',
    resolved: 'rozwiązane',
    closed: 'zamknięte',
    reopened: 'ponownie otwarte',
  },
};

const hello: Record<Locale, (name: string) => string> = {
  en: (name) => `Hello ${name},`,
  pl: (name) => `Cześć, ${firstName(name)}!`,
};

const open: Record<Locale, string> = { en: 'Open the ticket', pl: 'Otwórz zgłoszenie' };

/** Where support's refund went (decision 085): the BLIK / bank account that paid, the balance, or both. */
function refundedLine(language: Locale, subject: string, plan: RefundPlan): string {
  const money = (grosze: number) => formatMoney(grosze, language);
  const total = money(plan.toPayer + plan.toBalance);
  if (language === 'en') {
    const intro = `We have refunded ${total} for your ticket “${subject}”.`;
    const where =
      plan.toBalance === 0
        ? 'It is on its way back to your BLIK / bank account; banks usually show it within a few days.'
        : plan.toPayer === 0
          ? 'It is back on your Parkshare balance.'
          : `${money(plan.toPayer)} is on its way back to your BLIK / bank account (banks usually show it within a few days) and ${money(plan.toBalance)} is back on your Parkshare balance.`;
    return `${intro} ${where} The details are here:`;
  }
  const intro = `Zwróciliśmy ${total} w związku ze zgłoszeniem „${subject}”.`;
  const where =
    plan.toBalance === 0
      ? 'Pieniądze wracają na konto, z którego zapłacono BLIK-iem lub przelewem; bank zwykle pokazuje zwrot w ciągu kilku dni.'
      : plan.toPayer === 0
        ? 'Pieniądze są już na Twoim saldzie w Parkshare.'
        : `Kwota ${money(plan.toPayer)} wraca na konto, z którego zapłacono BLIK-iem lub przelewem (bank zwykle pokazuje zwrot w ciągu kilku dni), a kwota ${money(plan.toBalance)} jest już na Twoim saldzie w Parkshare.`;
  return `${intro} ${where} Szczegóły znajdziesz tutaj:`;
}

function texts(notice: TicketNotice, language: Locale, name: string): LinkMailTexts {
  const { number, subject } = notice.ticket;
  const greeting = hello[language](name);
  const en = language === 'en';
  switch (notice.kind) {
    case 'opened':
      return {
        subject: en
          ? `New ticket ${number} about your parking`
          : `Nowe zgłoszenie ${number} dotyczące Twojego parkingu`,
        lines: en
          ? [greeting, `A driver has reported a problem with your parking: “${subject}”. Read it and answer here:`]
          : [greeting, `Kierowca zgłosił problem z Twoim parkingiem: „${subject}”. Przeczytaj i odpowiedz tutaj:`],
        linkLabel: open[language],
      };
    case 'reporter_wrote':
      return {
        subject: en ? `New message in ticket ${number}` : `Nowa wiadomość w zgłoszeniu ${number}`,
        lines: en
          ? [greeting, `The driver has written again in the ticket “${subject}” about your parking:`]
          : [greeting, `Kierowca napisał ponownie w zgłoszeniu „${subject}” dotyczącym Twojego parkingu:`],
        linkLabel: open[language],
      };
    case 'answered':
      return {
        subject: en ? `You have an answer in ticket ${number}` : `Masz odpowiedź w zgłoszeniu ${number}`,
        lines: en
          ? [greeting, `There is a new answer in your ticket “${subject}”. Read it here:`]
          : [greeting, `W Twoim zgłoszeniu „${subject}” pojawiła się nowa odpowiedź. Przeczytaj ją tutaj:`],
        linkLabel: open[language],
      };
    case 'refunded': {
      const amount = formatMoney(notice.amount, language);
      return {
        subject: en ? `Refund of ${amount} on ticket ${number}` : `Zwrot ${amount} w zgłoszeniu ${number}`,
        lines: [greeting, refundedLine(language, subject, notice.plan)],
        linkLabel: open[language],
      };
    }
    case 'status': {
      const status = statusNames[language][notice.status];
      return {
        subject: en ? `Ticket ${number} is now ${status}` : `Zgłoszenie ${number} ma nowy status: ${status}`,
        lines: en
          ? [greeting, `The status of your ticket “${subject}” has changed to: ${status}.`]
          : [greeting, `Status Twojego zgłoszenia „${subject}” zmienił się na: ${status}.`],
        linkLabel: open[language],
      };
    }
  }
}

async function sendOne(deps: AppDeps, notice: TicketNotice): Promise<void> {
  try {
    const user = await findUserById({ deps, id: notice.to });
    if (!user) return;
    const language: Locale = isLocale(user.language) ? user.language : 'en';
    const link = `${deps.config.publicUrl}/ticket/${notice.ticket.id}`;
    const mail = linkMail(texts(notice, language, user.name), link);
    await deps.mailer.send({ to: user.email, ...mail, headers: { 'X-Parkshare-Link': link } });
  } catch (error) {
    deps.log.error({ err: error, ticketId: notice.ticket.id, kind: notice.kind }, 'ticket mail failed');
  }
}

/** Sends the notices of a committed change, one after another. */
export async function sendTicketMails(deps: AppDeps, notices: readonly TicketNotice[]): Promise<void> {
  for (const notice of notices) await sendOne(deps, notice);
}

/**
 * The notices of something done to a ticket: `answered` and `status` go to the reporter unless they did it;
 * `opened` and `reporter_wrote` to the parking's owner, unless there is none or the owner is the reporter.
 */
export function noticesFor(
  ticket: MailTicket & { reporterId: string; parkingOwnerId: string | null },
  actorId: string,
  what: { kind: 'opened' | 'reporter_wrote' | 'answered' } | { kind: 'status'; status: TicketStatus },
): TicketNotice[] {
  const mail = { id: ticket.id, number: ticket.number, subject: ticket.subject };
  if (what.kind === 'answered' || what.kind === 'status') {
    if (ticket.reporterId === actorId) return [];
    return what.kind === 'status'
      ? [{ kind: 'status', to: ticket.reporterId, ticket: mail, status: what.status }]
      : [{ kind: 'answered', to: ticket.reporterId, ticket: mail }];
  }
  const owner = ticket.parkingOwnerId;
  if (!owner || owner === ticket.reporterId || owner === actorId) return [];
  return [{ kind: what.kind, to: owner, ticket: mail }];
}
