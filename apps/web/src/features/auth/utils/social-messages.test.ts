import { socialMessages } from '@parkshare/shared/validation/messages-social';
import { beforeAll, describe, expect, it } from 'vitest';
import enSocial from '../../../locales/en/social-sign-in.json';
import plSocial from '../../../locales/pl/social-sign-in.json';
import { i18n } from '../../../lib/i18n/i18n';
import { localizeMessage } from '../../../lib/i18n/localize-message';
import './social-messages';

beforeAll(async () => {
  await i18n.init({
    lng: 'en',
    fallbackLng: 'en',
    resources: { en: { 'social-sign-in': enSocial }, pl: { 'social-sign-in': plSocial } },
    interpolation: { escapeValue: false },
  });
});

describe("the server's messages about sign-in with Google (decision 095)", () => {
  it('are all translated, word for word in English', () => {
    for (const [key, text] of Object.entries(socialMessages)) {
      expect(enSocial, key).toHaveProperty(key, text);
      expect(plSocial, key).toHaveProperty(key);
    }
  });

  it('are shown in Polish once the Google screens registered them', () => {
    expect(localizeMessage(socialMessages.socialUnverified, i18n.getFixedT('pl'))).toBe(
      'Google nie potwierdził tego adresu e-mail, więc nie można go tu użyć do logowania. Zaloguj się hasłem.',
    );
  });
});
