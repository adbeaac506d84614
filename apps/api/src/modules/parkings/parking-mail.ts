import { isLocale, type Locale } from '@parkshare/shared/locales';
import type { AppDeps } from '../../app-deps';
import type { ParkingRow } from '../../db/schema/parkings';
import { firstName, linkMail, type LinkMailTexts, type MailContent } from '../../mail/templates';
import { findUserById } from '../users/users.service';

// E-mails about the verification of a parking, in the owner's language. A failed send is logged, not thrown:
// the admin's decision is already stored and the owner also sees it in the app.

type Texts = LinkMailTexts;

const rejected: Record<Locale, (name: string, identifier: string, reason: string) => Texts> = {
  en: (name, identifier, reason) => ({
    subject: `Your parking ${identifier} needs changes`,
    lines: [
      `Hello ${name},`,
      `We could not verify your parking ${identifier} yet. The reason:`,
      reason,
      'Fix it in the parking editor and send the parking for verification again.',
    ],
    linkLabel: 'Open the parking editor',
  }),
  pl: (name, identifier, reason) => ({
    subject: `Parking ${identifier} wymaga poprawek`,
    lines: [
      `Cześć, ${firstName(name)}!`,
      `Nie możemy jeszcze zweryfikować Twojego parkingu ${identifier}. Powód:`,
      reason,
      'Popraw dane w edytorze parkingu i wyślij parking do weryfikacji ponownie.',
    ],
    linkLabel: 'Otwórz edytor parkingu',
  }),
};

const verified: Record<Locale, (name: string, identifier: string) => Texts> = {
  en: (name, identifier) => ({
    subject: `Your parking ${identifier} is live`,
    lines: [
      `Hello ${name},`,
      `Your parking ${identifier} has been verified. Drivers can now find and reserve it here:`,
    ],
    linkLabel: 'Open the parking page',
  }),
  pl: (name, identifier) => ({
    subject: `Parking ${identifier} jest już dostępny`,
    lines: [
      `Cześć, ${firstName(name)}!`,
      `Twój parking ${identifier} został zweryfikowany. Kierowcy mogą go teraz znaleźć i zarezerwować tutaj:`,
    ],
    linkLabel: 'Otwórz stronę parkingu',
  }),
};

const render = linkMail;

async function sendToOwner(
  deps: AppDeps,
  parking: ParkingRow,
  build: (language: Locale, name: string) => { mail: MailContent; link: string },
) {
  try {
    const owner = await findUserById({ deps, id: parking.ownerId });
    if (!owner) return;
    const { mail, link } = build(isLocale(owner.language) ? owner.language : 'en', owner.name);
    await deps.mailer.send({ to: owner.email, ...mail, headers: { 'X-Parkshare-Link': link } });
  } catch (error) {
    deps.log.error({ err: error, parkingId: parking.id }, 'parking verification mail failed');
  }
}

/** Tells the owner why the parking was rejected, with a link to its editor. */
export function sendParkingRejectedMail(deps: AppDeps, parking: ParkingRow): Promise<void> {
  return sendToOwner(deps, parking, (language, name) => {
    const link = `${deps.config.publicUrl}/parking/${parking.id}/editor`;
    return { link, mail: render(rejected[language](name, parking.identifier, parking.rejectionReason ?? ''), link) };
  });
}

/** Tells the owner the parking is live, with its public link. */
export function sendParkingVerifiedMail(deps: AppDeps, parking: ParkingRow): Promise<void> {
  return sendToOwner(deps, parking, (language, name) => {
    const link = `${deps.config.publicUrl}/${parking.identifier}`;
    return { link, mail: render(verified[language](name, parking.identifier), link) };
  });
}
