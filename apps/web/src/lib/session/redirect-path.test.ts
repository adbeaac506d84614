import { beforeEach, describe, expect, it } from 'vitest';
import {
  isSafePath,
  readRedirectPath,
  resolvePostLoginPath,
  saveRedirectPath,
  takePostLoginPath,
} from './redirect-path';

beforeEach(() => sessionStorage.clear());

describe('post-login path (SPEC §2)', () => {
  it('prefers the return-after-login path, then the saved path, then the map', () => {
    expect(resolvePostLoginPath('/settings', '/languages')).toBe('/settings');
    expect(resolvePostLoginPath(null, '/languages')).toBe('/languages');
    expect(resolvePostLoginPath(undefined, null)).toBe('/map');
  });

  it('refuses paths that leave the site', () => {
    expect(isSafePath('//evil.example')).toBe(false);
    expect(isSafePath('https://evil.example')).toBe(false);
    expect(isSafePath('/\\evil.example')).toBe(false);
    expect(resolvePostLoginPath('//evil.example', '/settings')).toBe('/settings');
  });

  it('saves the target once and forgets it after use', () => {
    saveRedirectPath('/admin?page=2');
    expect(readRedirectPath()).toBe('/admin?page=2');
    expect(takePostLoginPath(null)).toBe('/admin?page=2');
    expect(takePostLoginPath(null)).toBe('/map');
  });
});
