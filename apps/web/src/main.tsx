import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './styles/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { initAnalytics } from './lib/analytics';
import { loadConfig } from './lib/config';
import { initI18n } from './lib/i18n/i18n';
import { refreshServiceWorker } from './lib/service-worker';
import { initSession } from './lib/session/session-store';

const root = createRoot(document.getElementById('root') as HTMLElement);

// Translations first (the placeholder itself is translated), then configuration and session in parallel.
void initI18n().then(() => {
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
void loadConfig().then((config) => {
  initAnalytics(config.analyticsId);
  // Only with a DSN: without one, not a byte of error reporting is loaded (decision 093).
  if (config.sentry?.dsn) void import('./lib/error-reporting').then((m) => m.startErrorReporting(config.sentry));
});
void initSession();
void refreshServiceWorker();
