import i18next from 'i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { detectLanguage, languageDetector } from './language-detector';

const browserLanguages = (languages: string[]) => vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);

beforeEach(() => localStorage.clear());
afterEach(() => vi.restoreAllMocks());

describe('the language the app starts in', () => {
  it('is the one chosen before, whatever the browser says', () => {
    localStorage.setItem('locale', 'pl');
    browserLanguages(['en-GB', 'en']);
    expect(detectLanguage()).toBe('pl');
  });

  it("is the browser's first language Parkshare speaks, without its region", () => {
    browserLanguages(['de-DE', 'pl-PL', 'en']);
    expect(detectLanguage()).toBe('pl');
  });

  it('ignores a stored value Parkshare does not speak and falls back to English', () => {
    localStorage.setItem('locale', 'fr');
    browserLanguages(['de-DE', 'uk']);
    expect(detectLanguage()).toBe('en');
  });

  it('still starts when storage is blocked', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    browserLanguages(['pl']);
    expect(detectLanguage()).toBe('pl');
  });
});

describe('with i18next', () => {
  it('starts in the detected language and keeps a change of language under `locale`', async () => {
    browserLanguages(['pl-PL']);
    const instance = i18next.createInstance();
    await instance.use(languageDetector).init({ supportedLngs: ['en', 'pl'], fallbackLng: 'en', resources: {} });
    expect(instance.language).toBe('pl');
    expect(localStorage.getItem('locale')).toBe('pl');

    await instance.changeLanguage('en-US');
    expect(localStorage.getItem('locale')).toBe('en');
  });
});
