import { beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@parkshare/shared/validation/messages';
import enCommon from '../../locales/en/common.json';
import enValidation from '../../locales/en/validation.json';
import plCommon from '../../locales/pl/common.json';
import plValidation from '../../locales/pl/validation.json';
import { GraphqlRequestError } from '../graphql/request-error';
import { i18n } from '../i18n/i18n';
import { errorText } from './report-error';

beforeAll(async () => {
  await i18n.init({
    lng: 'pl',
    fallbackLng: 'en',
    resources: {
      en: { common: enCommon, validation: enValidation },
      pl: { common: plCommon, validation: plValidation },
    },
    interpolation: { escapeValue: false },
  });
});

const refused = (validation: Record<string, string[]>) =>
  new GraphqlRequestError([{ message: 'The given data was invalid.', extensions: { code: 'VALIDATION', validation } }]);

describe('errorText: what a toast says about a failed action outside a form', () => {
  it("says the field's reason in the UI language, not the generic 'invalid data'", async () => {
    await i18n.changeLanguage('pl');
    expect(errorText(refused({ name: [messages.required, messages.invalidValue] }))).toBe(
      i18n.t('validation:required'),
    );
    expect(errorText(refused({ name: [messages.required, messages.invalidValue] }))).not.toBe(messages.required);
  });

  it('joins the first reason of each field', async () => {
    await i18n.changeLanguage('en');
    expect(errorText(refused({ name: [messages.required], city: [messages.invalidValue] }))).toBe(
      `${messages.required} ${messages.invalidValue}`,
    );
  });

  it('falls back to the generic message of the error', async () => {
    await i18n.changeLanguage('pl');
    expect(errorText(new GraphqlRequestError([{ message: 'Not found.', extensions: { code: 'NOT_FOUND' } }]))).toBe(
      i18n.t('common:errors.not_found'),
    );
  });
});
