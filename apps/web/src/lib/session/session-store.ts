import type { MeQuery } from '../../gql/graphql';
import { createStore } from '../create-store';
import { normalizeError } from '../errors/normalize-error';
import { request } from '../graphql/request';
import { i18n, whenI18nReady } from '../i18n/i18n';
import { navigateTo } from '../navigation';
import { notify } from '../notify';
import { logoutUserDocument } from './logout-user';
import { meDocument } from './me-query';
import { announceSignOut, onSignOutElsewhere } from './other-tabs';
import { refreshTokenDocument } from './refresh-token';
import { stopImpersonatingDocument } from './stop-impersonating';
import {
  cleanupStoredUser,
  clearSessionStorage,
  forgetBookingChoices,
  getActiveToken,
  getImpersonateToken,
  readRoles,
  readStoredUser,
  replaceActiveToken,
  setDefaultToken,
  setImpersonateToken,
  storeUser,
} from './token-storage';

export type SessionUser = MeQuery['me'];

/** SPEC §4: authenticated is unknown (null) until the first check ends; impersonating is its own flag. */
export interface SessionState {
  authenticated: boolean | null;
  loaded: boolean;
  impersonating: boolean;
  offline: boolean;
  user: SessionUser | null;
  roles: string[];
  /**
   * The user signed out on purpose: the guarded screen being left sends them home, not to sign-in (SPEC §2:
   * logout → home). Cleared once home is on screen (root-layout.tsx): a protected address opened after that asks
   * to sign in.
   */
  signedOut: boolean;
}

export const REFRESH_INTERVAL_MS = 30 * 60 * 1000;

export const sessionStore = createStore<SessionState>({
  authenticated: null,
  loaded: false,
  impersonating: false,
  offline: false,
  user: null,
  roles: [],
  signedOut: false,
});

export const useSession = sessionStore.useStore;

let refreshTimer: ReturnType<typeof setInterval> | undefined;

function startRefresh(): void {
  clearInterval(refreshTimer);
  refreshTimer = setInterval(() => void refreshSession(), REFRESH_INTERVAL_MS);
}

async function refreshSession(): Promise<void> {
  try {
    const data = await request(refreshTokenDocument);
    replaceActiveToken(data.refreshToken.token);
    sessionStore.set({ offline: false });
  } catch (error) {
    if (normalizeError(error).kind === 'unauthenticated') {
      expireSession();
    } else {
      sessionStore.set({ offline: true });
    }
  }
}

/** Reads the user behind the stored token; an invalid token ends the session on this device. */
export async function loadUser(): Promise<void> {
  if (!getActiveToken()) {
    localLogout();
    return;
  }
  try {
    const { me } = await request(meDocument);
    storeUser({ id: me.id, name: me.name, email: me.email, language: me.language, roles: me.roles });
    sessionStore.set({
      authenticated: true,
      signedOut: false,
      loaded: true,
      offline: false,
      user: me,
      roles: me.roles,
      impersonating: getImpersonateToken() !== null,
    });
    startRefresh();
  } catch (error) {
    if (normalizeError(error).kind === 'unauthenticated') {
      // SPEC §8: a rejected token is an expired session. Say so and forget it here; the route guards then
      // send a protected page to sign-in and bring the user back to it afterwards.
      localLogout();
      announceExpiredSession();
      return;
    }
    // SPEC §8: a failed user fetch says so and marks the client offline (the shell shows it until a fetch
    // succeeds); the stored user keeps the session usable.
    void whenI18nReady().then(() => notify('error', i18n.t('common:session.fetch_failed')));
    const stored = readStoredUser();
    sessionStore.set({
      authenticated: stored !== null,
      loaded: true,
      offline: true,
      roles: readRoles(),
      impersonating: getImpersonateToken() !== null,
    });
  }
}

let stopFollowing: (() => void) | undefined;

// A client marked offline tries again as soon as the device is back online (decision 091: the pass saved for
// offline use goes, and so should the banner), rather than waiting for the user's "Try again".
function retryWhenOnline(): void {
  if (sessionStore.get().offline && getActiveToken()) void loadUser();
}

export function initSession(): Promise<void> {
  cleanupStoredUser();
  stopFollowing?.();
  // Another tab signed out: so does this one, with no "session expired" warning; the route guards send a
  // protected page to sign-in.
  stopFollowing = onSignOutElsewhere(() => {
    if (sessionStore.get().authenticated === true) localLogout();
  });
  window.removeEventListener('online', retryWhenOnline);
  window.addEventListener('online', retryWhenOnline);
  return loadUser();
}

/** Stores the token of a fresh sign-in and loads its user. */
export async function signIn(token: string): Promise<void> {
  setImpersonateToken(null);
  setDefaultToken(token);
  await loadUser();
}

/** Forgets the session on this device only (no server call). */
export function localLogout({ signedOut = false } = {}): void {
  clearInterval(refreshTimer);
  clearSessionStorage();
  sessionStore.set({ authenticated: false, loaded: true, impersonating: false, user: null, roles: [], signedOut });
}

/** Logout: the server ends the session, then everything stored goes and the user lands home. */
export async function logout(): Promise<void> {
  try {
    await request(logoutUserDocument);
  } catch {
    // The local session ends whatever the server says: the user asked to leave.
  }
  localLogout({ signedOut: true });
  announceSignOut();
  void navigateTo('/');
}

// At start-up the token is checked while the translations are still loading: wait for them, so the toast
// says the sentence and not its key.
function announceExpiredSession(): void {
  void whenI18nReady().then(() => notify('warning', i18n.t('common:session.expired')));
}

/** SPEC §8: a missing or rejected token → warning toast, local logout, sign-in. */
export function expireSession(): void {
  const wasSignedIn = sessionStore.get().authenticated !== false || getActiveToken() !== null;
  localLogout();
  if (wasSignedIn) {
    announceExpiredSession();
  }
  void navigateTo('/sign-in');
}

// Another person at the keyboard (impersonation start or end): the previous person's booking choices go too.
// (Their cached answers and countdown follow the user id: see apollo-client.ts and reservation-countdown.tsx.)
function forgetPersonalChoices(): void {
  forgetBookingChoices();
}

/** Impersonation keeps the admin's own token aside (auth_token_default) and acts with the new one. */
export async function startImpersonation(token: string): Promise<void> {
  forgetPersonalChoices();
  setImpersonateToken(token);
  await loadUser();
  void navigateTo('/');
}

export async function stopImpersonation(): Promise<void> {
  try {
    await request(stopImpersonatingDocument);
  } catch {
    // The impersonated session may already be gone; the admin's own session is what matters now.
  }
  forgetPersonalChoices();
  setImpersonateToken(null);
  await loadUser();
  void navigateTo('/admin');
}
