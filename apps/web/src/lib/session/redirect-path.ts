import { REDIRECT_KEY } from './token-storage';

export const DEFAULT_AFTER_LOGIN = '/map';

// Only same-site paths: an open redirect through ?returnTo= would let a link send users anywhere.
export function isSafePath(path: string | null | undefined): path is string {
  return typeof path === 'string' && path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\');
}

export function saveRedirectPath(path: string): void {
  if (isSafePath(path)) {
    sessionStorage.setItem(REDIRECT_KEY, path);
  }
}

export function readRedirectPath(): string | null {
  return sessionStorage.getItem(REDIRECT_KEY);
}

export function clearRedirectPath(): void {
  sessionStorage.removeItem(REDIRECT_KEY);
}

/** SPEC §2: a return-after-login path wins over the saved path; otherwise the saved path; else the map. */
export function resolvePostLoginPath(returnTo: string | null | undefined, saved: string | null | undefined): string {
  if (isSafePath(returnTo)) {
    return returnTo;
  }
  if (isSafePath(saved)) {
    return saved;
  }
  return DEFAULT_AFTER_LOGIN;
}

/** Reads and forgets the saved path, so an old target does not come back after a later sign-in. */
export function takePostLoginPath(returnTo: string | null | undefined): string {
  const target = resolvePostLoginPath(returnTo, readRedirectPath());
  clearRedirectPath();
  return target;
}
