import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './styles/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { loadConfig } from './lib/config';
import { takeCampaignFromAddressBar } from './lib/consent/campaign';
import { initI18n } from './lib/i18n/i18n';
import { refreshServiceWorker } from './lib/service-worker';
import { initSession } from './lib/session/session-store';

// SPEC §1: utm_ parameters leave the address bar at once, before the router reads it, whatever the consent.
takeCampaignFromAddressBar();

const root = createRoot(document.getElementById('root') as HTMLElement);

// Translations first (the placeholder itself is translated), then configuration and session in parallel.
void initI18n().then(() => {
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
void loadConfig();
void initSession();
void refreshServiceWorker();
