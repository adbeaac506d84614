import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import enCommon from '../../locales/en/common.json';
import plCommon from '../../locales/pl/common.json';
import { stayLength } from './stay-length';

async function t(lng: 'en' | 'pl') {
  const instance = createInstance();
  await instance.init({
    lng,
    resources: { en: { common: enCommon }, pl: { common: plCommon } },
    interpolation: { escapeValue: false },
  });
  return instance.t;
}

describe('stayLength', () => {
  it('names the booking presets and a day in English and in Polish with its plural forms', async () => {
    const en = await t('en');
    expect([30, 60, 120, 1440].map((minutes) => stayLength(minutes, en))).toEqual([
      '30 min',
      '1 hour',
      '2 hours',
      '1 day',
    ]);
    const pl = await t('pl');
    expect([30, 60, 120, 300, 1440].map((minutes) => stayLength(minutes, pl))).toEqual([
      '30 min',
      '1 godzina',
      '2 godziny',
      '5 godzin',
      '1 doba',
    ]);
  });
});
