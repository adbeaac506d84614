import { StrictMode, startTransition } from 'react';
import type { Root } from 'react-dom/client';
import { App } from './app/app';
import { createRouter } from './app/router';
import { loadConfig } from './lib/config';
import { initI18n } from './lib/i18n/i18n';
import { nextTask } from './lib/next-task';
import { refreshServiceWorker } from './lib/service-worker';
import { initSession } from './lib/session/session-store';

/** Starts the app in `root`, in short tasks each (issue 17, total blocking time). */
export async function start(root: Root): Promise<void> {
  // Translations first (the placeholder itself is translated), then configuration and session in parallel.
  const i18nReady = initI18n();
  void loadConfig().then((config) => {
    // Only with a DSN: without one, not a byte of error reporting is loaded (decision 093).
    if (config.sentry?.dsn) void import('./lib/error-reporting').then((m) => m.startErrorReporting(config.sentry));
  });
  void initSession();
  void refreshServiceWorker();
  await nextTask();
  // Made now rather than once the session is known: a router starts loading the lazy screens the address matches
  // (and their translations, after i18next's start) at once, alongside the configuration and the session, instead
  // of one round trip after them (issue 17, decision 097).
  const router = createRouter();
  await nextTask();
  await i18nReady;
  // A transition: React renders in slices and yields to the browser between them (issue 17, total blocking time).
  startTransition(() => {
    root.render(
      <StrictMode>
        <App router={router} />
      </StrictMode>,
    );
  });
}
