import type { Locale } from '@parkshare/shared/locales';

// Language names are written in their own language, as language pickers do, so they are not translated.
export const LANGUAGE_NAMES: Record<Locale, string> = { en: 'English', pl: 'Polski' };
