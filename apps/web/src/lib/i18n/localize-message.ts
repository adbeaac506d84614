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

/**
 * Shows a catalogue message (from the server or from a shared zod schema) in the current language. Counts
 * become numbers so that i18next picks the plural form; a text outside the known catalogues is shown as it is.
 */
export function localizeMessage(text: string, t: TFunction = i18n.t): string {
  for (const { match, namespace } of catalogues) {
    const found = match(text);
    if (found) {
      const params = Object.fromEntries(
        Object.entries(found.params).map(([name, value]) => [name, /^\d+$/.test(value) ? Number(value) : value]),
      );
      return t(`${namespace}:${found.key}`, params);
    }
  }
  return text;
}
