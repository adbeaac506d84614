import { createStore } from './create-store';

/** GET /api/config: what the SPA needs to know about its deployment, loaded before anything renders. */
export interface AppConfig {
  mapTileUrl: string;
  mapAttribution: string;
  geocoderUrl: string;
  /** Google Analytics 4 measurement id; null: analytics off. */
  analyticsId: string | null;
  /** gtag.js for that id, loaded only after consent (decision 094); absent from an older server. */
  analyticsScriptUrl?: string | null;
  /** Session recording, its tag loaded only after consent (decision 094); null: off; absent from an older server. */
  recording?: { provider: 'clarity' | 'hotjar'; id: string; scriptUrl: string } | null;
  version: string;
  locales: string[];
  /** Money limits and BLIK timings (issue 4); absent from an older server, see PAYMENTS_FALLBACK. */
  payments?: PaymentsConfig;
  /** Reservation holds and limits (issue 5); absent from an older server. */
  reservations?: ReservationsConfig;
  /** Web Push reminders (issue 17 §3): the key a browser subscribes with; absent from an older server. */
  push?: { vapidPublicKey: string };
  /** Which sign-in buttons the sign-in and sign-up screens show (decision 095); absent from an older server. */
  auth?: { google: boolean };
  /** Error reporting (issue 18 §1, decision 093): null when the deployment has none; absent from an older server. */
  sentry?: SentryPublicConfig | null;
}

export interface SentryPublicConfig {
  dsn: string;
  environment: string;
  /** The commit the server was built from (or SENTRY_RELEASE); the web app is built with it. */
  release: string | null;
  sampleRate: number;
  tracesSampleRate: number;
}

export interface ReservationsConfig {
  /** Minutes a new reservation or extension holds its spot while waiting for payment. */
  holdMinutes: number;
  /** The longest reservation, days. */
  maxDays: number;
  /** Minutes a driver has to leave after finishing (the spot is held that long). */
  leaveBufferMinutes: number;
}

export interface PaymentsConfig {
  maxTopUp: number;
  minTopUp: number;
  blikCodeValiditySeconds: number;
  blikApprovalTimeoutSeconds: number;
  /** Test mode only: the sandbox bank app's address for a payment ({paymentId} replaced); null with a real gateway. */
  sandboxBankAppUrl?: string | null;
  /** Whose terms the BLIK form shows to be ticked before paying (BLIK charged on Parkshare's page); null: none. */
  blikTerms?: 'przelewy24' | null;
}

// Used when /api/config cannot be reached, so the app still starts (the map then uses OpenStreetMap).
export const FALLBACK_CONFIG: AppConfig = {
  mapTileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  mapAttribution: '&copy; OpenStreetMap contributors',
  geocoderUrl: 'https://nominatim.openstreetmap.org',
  analyticsId: null,
  version: 'unknown',
  locales: ['en', 'pl'],
};

export const configStore = createStore<{ config: AppConfig | null }>({ config: null });

export async function loadConfig(): Promise<AppConfig> {
  let config = FALLBACK_CONFIG;
  try {
    const response = await fetch('/api/config', { headers: { accept: 'application/json' } });
    if (response.ok) {
      config = { ...FALLBACK_CONFIG, ...((await response.json()) as Partial<AppConfig>) };
    }
  } catch {
    // Offline start: the fallback keeps the shell usable.
  }
  configStore.set({ config });
  return config;
}

export function useConfig(): AppConfig {
  return configStore.useStore().config ?? FALLBACK_CONFIG;
}
