import { createStore } from '../create-store';

// The visitor's choice of optional cookies (issue 18 §2, decision 094): necessary ones are always on; analytics and
// session recording load only once granted here. Kept in localStorage with a version: when what Parkshare collects
// changes, the version goes up and everyone is asked again.

export const CONSENT_STORAGE_KEY = 'cookie_consent';
export const CONSENT_VERSION = 1;

export interface ConsentChoice {
  analytics: boolean;
  recording: boolean;
}

interface StoredConsent extends ConsentChoice {
  version: number;
  /** When the visitor decided, ISO 8601: the record of consent a regulator may ask for. */
  decidedAt: string;
}

/** The stored choice when it is well formed and of the current version; anything else asks again. */
export function parseConsent(raw: string | null, version: number = CONSENT_VERSION): ConsentChoice | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<StoredConsent> | null;
    if (
      !value ||
      value.version !== version ||
      typeof value.analytics !== 'boolean' ||
      typeof value.recording !== 'boolean'
    ) {
      return null;
    }
    return { analytics: value.analytics, recording: value.recording };
  } catch {
    return null;
  }
}

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    // Storage blocked (a privacy mode): the banner asks on every visit and nothing is remembered.
    return null;
  }
}

export function readConsent(): ConsentChoice | null {
  try {
    return parseConsent(storage()?.getItem(CONSENT_STORAGE_KEY) ?? null);
  } catch {
    return null;
  }
}

function writeConsent(choice: ConsentChoice, now: Date): void {
  const stored: StoredConsent = { ...choice, version: CONSENT_VERSION, decidedAt: now.toISOString() };
  try {
    storage()?.setItem(CONSENT_STORAGE_KEY, JSON.stringify(stored));
  } catch {
    // Quota or blocked storage: the choice holds for this visit only.
  }
}

/** `choice` null: not decided yet (the banner shows). `bannerOpen`: reopened from a "Cookie settings" link. */
export const consentStore = createStore<{ choice: ConsentChoice | null; bannerOpen: boolean }>({
  choice: readConsent(),
  bannerOpen: false,
});

/** Records the visitor's decision, remembers it and closes the banner; the tags follow (lib/consent/tags.ts). */
export function decideConsent(choice: ConsentChoice, now: Date = new Date()): void {
  writeConsent(choice, now);
  consentStore.set({ choice: { analytics: choice.analytics, recording: choice.recording }, bannerOpen: false });
}

/** Opens the banner again with the current choice, for a guest's "Cookie settings" link. */
export function openConsentBanner(): void {
  consentStore.set({ bannerOpen: true });
}

export function closeConsentBanner(): void {
  consentStore.set({ bannerOpen: false });
}
