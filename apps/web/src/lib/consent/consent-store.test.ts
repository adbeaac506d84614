import { beforeEach, describe, expect, it } from 'vitest';
import {
  CONSENT_STORAGE_KEY,
  CONSENT_VERSION,
  consentStore,
  decideConsent,
  openConsentBanner,
  parseConsent,
  readConsent,
} from './consent-store';

beforeEach(() => {
  localStorage.clear();
  consentStore.set({ choice: null, bannerOpen: false });
});

describe('consent storage', () => {
  it('remembers the choice with its version and when it was made, and closes the banner', () => {
    openConsentBanner();
    decideConsent({ analytics: true, recording: false }, new Date('2026-11-29T10:00:00Z'));
    expect(JSON.parse(localStorage.getItem(CONSENT_STORAGE_KEY) ?? '')).toEqual({
      analytics: true,
      recording: false,
      version: CONSENT_VERSION,
      decidedAt: '2026-11-29T10:00:00.000Z',
    });
    expect(consentStore.get()).toEqual({ choice: { analytics: true, recording: false }, bannerOpen: false });
    expect(readConsent()).toEqual({ analytics: true, recording: false });
  });

  it('asks again after a policy change (another version)', () => {
    const stored = JSON.stringify({ analytics: true, recording: true, version: CONSENT_VERSION, decidedAt: 'x' });
    expect(parseConsent(stored)).toEqual({ analytics: true, recording: true });
    expect(parseConsent(stored, CONSENT_VERSION + 1)).toBeNull();
  });

  it.each([null, '', 'undefined', '{', '[]', 'null', '"yes"', '{"analytics":"true","recording":false,"version":1}'])(
    'treats a missing or malformed entry (%s) as no decision',
    (raw) => {
      expect(parseConsent(raw)).toBeNull();
    },
  );

  it('keeps only the two choices from a stored entry', () => {
    const stored = JSON.stringify({ analytics: false, recording: true, version: CONSENT_VERSION, extra: '<x>' });
    expect(parseConsent(stored)).toEqual({ analytics: false, recording: true });
  });
});
