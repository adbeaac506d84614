// Every browser-stored item of the session (SPEC §3, §4, §9) lives here, under exactly these names.
export const STORAGE_KEYS = {
  tokenDefault: 'auth_token_default',
  tokenImpersonate: 'auth_token_impersonate',
  user: 'auth_user',
  staySignedIn: 'auth_stay_signed_in',
  remember: 'auth_remember',
  roles: 'roles',
  locale: 'locale',
} as const;

// Kept by later issues (reservation flow) and by the guards; cleared with the session.
export const LAST_VEHICLE_KEY = 'last_vehicle';
// Kept here rather than in reservation-draft.ts, so the session can forget it without loading the booking rules.
export const RESERVATION_DRAFT_KEY = 'reservation_draft';
export const REDIRECT_KEY = 'auth_redirect';
// The driver's passes saved for offline use (offline-passes.ts): one person's, so they go with the session.
export const OFFLINE_PASSES_KEY = 'offline_passes';

const COOKIE_MAX_AGE = 14 * 24 * 60 * 60;

export interface StoredUser {
  id: string;
  name: string;
  email: string;
  language: string;
  roles: string[];
}

function storages(): Storage[] {
  return [window.localStorage, window.sessionStorage];
}

/** Stay signed in is on unless the user turned it off (SPEC §9). */
export function isStaySignedIn(): boolean {
  return localStorage.getItem(STORAGE_KEYS.staySignedIn) !== 'false';
}

export function setStaySignedIn(stay: boolean): void {
  localStorage.setItem(STORAGE_KEYS.staySignedIn, String(stay));
}

function tokenStorage(): Storage {
  return isStaySignedIn() ? localStorage : sessionStorage;
}

function readItem(key: string): string | null {
  for (const storage of storages()) {
    const value = storage.getItem(key);
    if (value) {
      return value;
    }
  }
  return null;
}

function writeCookie(name: string, value: string | null): void {
  const age = value === null ? 0 : COOKIE_MAX_AGE;
  document.cookie = `${name}=${encodeURIComponent(value ?? '')}; path=/; max-age=${age}; Secure; SameSite=None`;
}

function writeToken(key: string, token: string | null): void {
  for (const storage of storages()) {
    storage.removeItem(key);
  }
  if (token !== null) {
    tokenStorage().setItem(key, token);
  }
  writeCookie(key, token);
}

export const getDefaultToken = () => readItem(STORAGE_KEYS.tokenDefault);
export const getImpersonateToken = () => readItem(STORAGE_KEYS.tokenImpersonate);
export const setDefaultToken = (token: string | null) => writeToken(STORAGE_KEYS.tokenDefault, token);
export const setImpersonateToken = (token: string | null) => writeToken(STORAGE_KEYS.tokenImpersonate, token);

/** The token sent with requests: the impersonated session's while impersonating. */
export function getActiveToken(): string | null {
  return getImpersonateToken() ?? getDefaultToken();
}

/** Replaces whichever token is in use (refresh, password change). */
export function replaceActiveToken(token: string): void {
  if (getImpersonateToken()) {
    setImpersonateToken(token);
  } else {
    setDefaultToken(token);
  }
}

export function authorizationHeader(): Record<string, string> {
  const token = getActiveToken();
  return token ? { authorization: `Bearer ${token}` } : {};
}

export function storeUser(user: StoredUser): void {
  tokenStorage().setItem(STORAGE_KEYS.user, JSON.stringify(user));
  localStorage.setItem(STORAGE_KEYS.roles, JSON.stringify(user.roles));
}

export function readStoredUser(): StoredUser | null {
  const raw = readItem(STORAGE_KEYS.user);
  if (!raw) {
    return null;
  }
  try {
    return JSON.parse(raw) as StoredUser;
  } catch {
    return null;
  }
}

export function readRoles(): string[] {
  try {
    const roles: unknown = JSON.parse(localStorage.getItem(STORAGE_KEYS.roles) ?? '[]');
    return Array.isArray(roles) ? roles.filter((r): r is string => typeof r === 'string') : [];
  } catch {
    return [];
  }
}

/** SPEC §1: an older client wrote the literal text "undefined" as the user; such an entry is dropped at start. */
export function cleanupStoredUser(): void {
  for (const storage of storages()) {
    if (storage.getItem(STORAGE_KEYS.user) === 'undefined') {
      storage.removeItem(STORAGE_KEYS.user);
    }
  }
}

/** The reservation draft, the last chosen car and the saved passes: one person's booking choices. */
export function forgetBookingChoices(): void {
  for (const storage of storages()) {
    for (const key of [RESERVATION_DRAFT_KEY, LAST_VEHICLE_KEY, OFFLINE_PASSES_KEY]) {
      storage.removeItem(key);
    }
  }
}

/** Forgets the whole session on this device; the language and the stay-signed-in choice stay. */
export function clearSessionStorage(): void {
  setDefaultToken(null);
  setImpersonateToken(null);
  for (const storage of storages()) {
    for (const key of [STORAGE_KEYS.user, STORAGE_KEYS.roles, LAST_VEHICLE_KEY, REDIRECT_KEY, OFFLINE_PASSES_KEY]) {
      storage.removeItem(key);
    }
  }
}
