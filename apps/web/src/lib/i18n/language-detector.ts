import type { LanguageDetectorModule } from 'i18next';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@parkshare/shared/locales';

// The language the app starts in: the one the user chose before (localStorage `locale`, SPEC §9), else the first
// of the browser's languages Parkshare speaks (pl-PL counts as pl), else the default. The choice is kept under
// `locale`, so <html lang> and the stored value always hold a supported code. Written here rather than taken from
// i18next-browser-languagedetector, whose cookie, query-string and path lookups the app never used: the entry
// chunk every route loads is on a budget (decision 020).

const STORAGE_KEY = 'locale';

const supported = (language: string | null | undefined): Locale | undefined => {
  const code = language?.split('-')[0]?.toLowerCase();
  return LOCALES.find((locale) => locale === code);
};

function stored(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEY);
  } catch {
    return null; // storage blocked (privacy settings): fall back to the browser's languages
  }
}

/** The language to start in, from what the user chose before and what the browser says. */
export function detectLanguage(): Locale {
  const browser = typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]);
  return [stored(), ...browser].map(supported).find((locale) => locale !== undefined) ?? DEFAULT_LOCALE;
}

export const languageDetector: LanguageDetectorModule = {
  type: 'languageDetector',
  detect: detectLanguage,
  cacheUserLanguage(language: string) {
    const locale = supported(language);
    if (!locale) return;
    try {
      localStorage.setItem(STORAGE_KEY, locale);
    } catch {
      // storage blocked: the choice lasts until the page closes
    }
  },
};
