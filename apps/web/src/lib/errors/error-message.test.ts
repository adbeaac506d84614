import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import enCommon from '../../locales/en/common.json';
import plCommon from '../../locales/pl/common.json';
import { GraphqlRequestError } from '../graphql/request-error';
import { errorMessage } from './error-message';
import { normalizeError } from './normalize-error';

const i18n = i18next.createInstance();

beforeAll(async () => {
  await i18n.init({ lng: 'pl', fallbackLng: 'en', resources: { en: { common: enCommon }, pl: { common: plCommon } } });
});

const coded = (code: string, message: string) =>
  normalizeError(new GraphqlRequestError([{ message, extensions: { code } }]));

describe('errorMessage: server error codes in the UI language', () => {
  it.each([
    ['NOT_FOUND', 'Not found.', 'Nie znaleziono. Mogło zostać usunięte albo nie masz do tego dostępu.'],
    ['NOT_FOUND', 'Unknown payout.', 'Nie znaleziono. Mogło zostać usunięte albo nie masz do tego dostępu.'],
    ['FORBIDDEN', 'You do not have the required permissions.', 'Nie masz uprawnień, aby to zrobić.'],
  ])('%s (%s) reads in Polish', (code, message, polish) => {
    expect(errorMessage(coded(code, message), i18n.getFixedT('pl'))).toBe(polish);
  });

  it('and in English, never the raw server text', () => {
    expect(errorMessage(coded('NOT_FOUND', 'Not found.'), i18n.getFixedT('en'))).toBe(
      'Not found. It may have been deleted, or you have no access to it.',
    );
  });
});
