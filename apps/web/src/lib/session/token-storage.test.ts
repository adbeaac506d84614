import { beforeEach, describe, expect, it } from 'vitest';
import {
  authorizationHeader,
  cleanupStoredUser,
  clearSessionStorage,
  getActiveToken,
  LAST_VEHICLE_KEY,
  readStoredUser,
  REDIRECT_KEY,
  replaceActiveToken,
  setDefaultToken,
  setImpersonateToken,
  setStaySignedIn,
  storeUser,
  STORAGE_KEYS,
} from './token-storage';

const user = { id: '1', name: 'Anna', email: 'anna@example.pl', language: 'pl', roles: ['user'] };

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('token storage', () => {
  it('keeps the token in local storage by default (stay signed in is on)', () => {
    setDefaultToken('t1');
    expect(localStorage.getItem('auth_token_default')).toBe('t1');
    expect(authorizationHeader()).toEqual({ authorization: 'Bearer t1' });
  });

  it('keeps it in session storage when stay signed in is off', () => {
    setStaySignedIn(false);
    setDefaultToken('t2');
    expect(localStorage.getItem('auth_token_default')).toBeNull();
    expect(sessionStorage.getItem('auth_token_default')).toBe('t2');
    expect(localStorage.getItem('auth_stay_signed_in')).toBe('false');
  });

  it('sends the impersonation token while impersonating and refreshes the one in use', () => {
    setDefaultToken('admin');
    setImpersonateToken('acting');
    expect(getActiveToken()).toBe('acting');
    replaceActiveToken('acting-2');
    expect(localStorage.getItem('auth_token_impersonate')).toBe('acting-2');
    expect(localStorage.getItem('auth_token_default')).toBe('admin');
    setImpersonateToken(null);
    expect(getActiveToken()).toBe('admin');
  });

  it('removes a stored user whose value is the literal text "undefined"', () => {
    localStorage.setItem('auth_user', 'undefined');
    cleanupStoredUser();
    expect(localStorage.getItem('auth_user')).toBeNull();
    storeUser(user);
    cleanupStoredUser();
    expect(readStoredUser()).toEqual(user);
  });

  it('clears tokens, user, roles, last vehicle and saved redirect, and keeps the language', () => {
    setDefaultToken('a');
    setImpersonateToken('b');
    storeUser(user);
    localStorage.setItem(LAST_VEHICLE_KEY, 'v1');
    sessionStorage.setItem(REDIRECT_KEY, '/settings');
    localStorage.setItem(STORAGE_KEYS.locale, 'pl');
    clearSessionStorage();
    for (const key of ['auth_token_default', 'auth_token_impersonate', 'auth_user', 'roles', LAST_VEHICLE_KEY]) {
      expect(localStorage.getItem(key), key).toBeNull();
    }
    expect(sessionStorage.getItem(REDIRECT_KEY)).toBeNull();
    expect(localStorage.getItem('locale')).toBe('pl');
    expect(getActiveToken()).toBeNull();
  });
});
