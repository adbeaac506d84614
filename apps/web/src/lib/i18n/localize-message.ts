import type { TFunction } from 'i18next';
import { matchMessage } from '@parkshare/shared/validation/messages';
import { i18n } from './i18n';

/**
 * Shows a catalogue message (from the server or from a shared zod schema) in the current language. Counts
 * become numbers so that i18next picks the plural form; a text outside the catalogue is shown as it is.
 */
export function localizeMessage(text: string, t: TFunction = i18n.t): string {
  const match = matchMessage(text);
  if (!match) {
    return text;
  }
  const params = Object.fromEntries(
    Object.entries(match.params).map(([name, value]) => [name, /^\d+$/.test(value) ? Number(value) : value]),
  );
  return t(`validation:${match.key}`, params);
}
