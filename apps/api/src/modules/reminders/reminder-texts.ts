import type { Locale } from '@parkshare/shared/locales';
import type { ReminderKind } from '../../db/schema/reminders';

// What a reminder says, in the driver's language: the push notification's title and body, and the e-mail sent
// instead when the driver has no browser subscribed.

export interface ReminderFacts {
  kind: ReminderKind;
  /** Where: the parking's public address line. */
  place: string;
  /** The end (ends_soon) or the start (starts_soon). */
  at: Date;
  timezone: string;
  now: Date;
}

const minutesWord = (language: Locale, minutes: number) => {
  if (language === 'en') return minutes === 1 ? '1 minute' : `${minutes} minutes`;
  const form = new Intl.PluralRules('pl').select(minutes);
  return `${minutes} ${form === 'one' ? 'minutę' : form === 'few' ? 'minuty' : 'minut'}`;
};

const clock = (language: Locale, at: Date, timezone: string) =>
  new Intl.DateTimeFormat(language === 'pl' ? 'pl-PL' : 'en-GB', {
    hour: '2-digit',
    minute: '2-digit',
    timeZone: timezone,
  }).format(at);

export function reminderTexts(language: Locale, facts: ReminderFacts): { title: string; body: string } {
  const minutes = minutesWord(language, Math.max(1, Math.ceil((facts.at.getTime() - facts.now.getTime()) / 60_000)));
  const time = clock(language, facts.at, facts.timezone);
  const en = language === 'en';
  if (facts.kind === 'ends_soon') {
    return en
      ? {
          title: `Your parking ends in ${minutes}`,
          body: `${facts.place}: your time is up at ${time}. Tap to extend it.`,
        }
      : {
          title: `Twój postój kończy się za ${minutes}`,
          body: `${facts.place}: czas mija o ${time}. Dotknij, aby przedłużyć.`,
        };
  }
  return en
    ? { title: `Your parking starts in ${minutes}`, body: `${facts.place}: your spot is yours from ${time}.` }
    : {
        title: `Twój postój zaczyna się za ${minutes}`,
        body: `${facts.place}: miejsce czeka na Ciebie od ${time}.`,
      };
}
