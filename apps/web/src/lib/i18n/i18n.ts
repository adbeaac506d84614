import i18next, { type BackendModule, type i18n as I18n, type ReadCallback, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LOCALE, LOCALES } from '@parkshare/shared/locales';
import { languageDetector } from './language-detector';

export const i18n: I18n = i18next.createInstance();

// Namespaces load on demand, one small chunk per language and namespace, only in the language in use. The
// app renders once `common` (shell texts) is in (start.tsx waits for init).
const loaders = import.meta.glob<{ default: ResourceKey }>('../../locales/*/*.json');

const lazyBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language: string, namespace: string, callback: ReadCallback) {
    const load = loaders[`../../locales/${language}/${namespace}.json`];
    if (!load) {
      callback(null, {});
      return;
    }
    load().then(
      (module) => callback(null, module.default),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), null),
    );
  },
};

let ready: Promise<unknown> = Promise.resolve();

/** Resolves once the start-up namespaces are loaded; a text produced before the first render waits for it. */
export const whenI18nReady = (): Promise<unknown> => ready;

export function initI18n(): Promise<unknown> {
  i18n.on('languageChanged', () => {
    const language = i18n.resolvedLanguage ?? DEFAULT_LOCALE;
    document.documentElement.lang = language;
    // The installed app's name in the page's language (decision 091): one manifest per language.
    document
      .querySelector('link[rel="manifest"]')
      ?.setAttribute('href', language === 'pl' ? '/manifest.pl.webmanifest' : '/manifest.webmanifest');
  });
  ready = i18n
    .use(lazyBackend)
    .use(languageDetector)
    .use(initReactI18next)
    .init({
      supportedLngs: [...LOCALES],
      fallbackLng: DEFAULT_LOCALE,
      load: 'languageOnly',
      nonExplicitSupportedLngs: true,
      ns: ['common', 'validation'],
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      react: { useSuspense: true },
    });
  return ready;
}

/** Loads the namespaces a route needs before it renders, so no text flashes in the wrong language. */
export function loadNamespaces(namespaces: string[]): Promise<void> {
  // The router starts loading the first screen before i18next has chosen the language (start.tsx).
  return ready.then(() => i18n.loadNamespaces(namespaces));
}
