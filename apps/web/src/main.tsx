import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
// The theme's CSS variables, worked out at build time (build/theme-variables-plugin.ts): after Mantine's defaults.
import 'virtual:theme-variables.css';
import './styles/global.css';
import { createRoot } from 'react-dom/client';
import { takeCampaignFromAddressBar } from './lib/consent/campaign';
import { nextTask } from './lib/next-task';

// SPEC §1: utm_ parameters leave the address bar at once, before the router reads it, whatever the consent.
takeCampaignFromAddressBar();

// The entry holds React DOM alone, the largest part of the start-up script; the app (start.tsx) is evaluated in the
// next task. Both are fetched at once (the build preloads start.tsx's chunks, build/preload-start-plugin.ts), but
// evaluated as one script they were one long task on a phone's CPU (issue 17, total blocking time).
const root = createRoot(document.getElementById('root') as HTMLElement);
void nextTask()
  .then(() => import('./start'))
  .then(({ start }) => start(root));
