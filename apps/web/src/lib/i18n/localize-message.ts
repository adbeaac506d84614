import type { TFunction } from 'i18next';
import { catalogueMatcher, type CatalogueMatch } from '@parkshare/shared/validation/catalogue';
import { coreMessages } from '@parkshare/shared/validation/messages-core';
import { i18n } from './i18n';

type Matcher = (text: string) => CatalogueMatch<string> | null;

// The catalogues this page knows, each with the i18next namespace of its translations. Only the core one is
// part of the first load; the signed-in shell adds the owners' one (register-owner-messages.ts), so guests'
// pages do not carry texts they never see.
const catalogues: { match: Matcher; namespace: string }[] = [
  { match: catalogueMatcher(coreMessages), namespace: 'validation' },
];

export function registerCatalogue(catalogue: Readonly<Record<string, string>>, namespace: string): void {
  catalogues.push({ match: catalogueMatcher(catalogue), namespace });
}

// A t bound to a language (i18n.getFixedT) carries it; the app's own t follows the current language.
const languageOf = (t: TFunction): string => (t as TFunction & { lng?: string }).lng ?? i18n.resolvedLanguage ?? 'en';

// Counts become numbers (so i18next picks the plural form); amounts in złoty, written "1.00" in the English
// catalogue, are written as the language writes them ("1,00" in Polish).
function localizeParam(value: string, language: string): string | number {
  if (/^\d+$/.test(value)) return Number(value);
  if (/^\d+\.\d{2}$/.test(value)) {
    return new Intl.NumberFormat(language, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
      Number(value),
    );
  }
  return value;
}

/**
 * Shows a catalogue message (from the server or from a shared zod schema) in the current language, counts and
 * amounts as the language writes them; a text outside the known catalogues is shown as it is.
 */
export function localizeMessage(text: string, t: TFunction = i18n.t): string {
  for (const { match, namespace } of catalogues) {
    const found = match(text);
    if (found) {
      const language = languageOf(t);
      const params = Object.fromEntries(
        Object.entries(found.params).map(([name, value]) => [name, localizeParam(value, language)]),
      );
      return t(`${namespace}:${found.key}`, params);
    }
  }
  return text;
}
