import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import enTexts from '../../../locales/en/ksef.json';
import plTexts from '../../../locales/pl/ksef.json';
import { countColor, deadlineColor, deadlineWarnings, statusCodeText } from './ksef-texts';

async function t(lng: 'en' | 'pl') {
  const instance = createInstance();
  await instance.init({
    lng,
    resources: { en: { ksef: enTexts }, pl: { ksef: plTexts } },
    interpolation: { escapeValue: false },
  });
  return instance.t;
}

const titles = async (lng: 'en' | 'pl', counts: { nearDeadline: number; pastDeadline: number }) =>
  deadlineWarnings(counts, await t(lng)).map((warning) => warning.title);

describe('the KSeF screen’s words', () => {
  it('warns of nothing while every waiting invoice has time', async () => {
    expect(deadlineWarnings({ nearDeadline: 0, pastDeadline: 0 }, await t('en'))).toEqual([]);
  });

  it('puts invoices past the deadline before those near it, with the plural forms of English', async () => {
    expect(await titles('en', { nearDeadline: 2, pastDeadline: 1 })).toEqual([
      "1 invoice is past the law's deadline for KSeF",
      '2 invoices must reach KSeF within 12 hours',
    ]);
    const [past] = deadlineWarnings({ nearDeadline: 0, pastDeadline: 3 }, await t('en'));
    expect(past).toMatchObject({ level: 'passed', title: "3 invoices are past the law's deadline for KSeF" });
    expect(past?.text).toMatch(/end of the next business day/);
  });

  it('counts invoices with the plural forms of Polish', async () => {
    const pl = await t('pl');
    expect(
      [1, 2, 4, 5, 12, 21, 22, 25, 112, 122].map(
        (count) => deadlineWarnings({ nearDeadline: 0, pastDeadline: count }, pl)[0]?.title,
      ),
    ).toEqual([
      '1 faktura jest po ustawowym terminie przesłania do KSeF',
      '2 faktury są po ustawowym terminie przesłania do KSeF',
      '4 faktury są po ustawowym terminie przesłania do KSeF',
      '5 faktur jest po ustawowym terminie przesłania do KSeF',
      '12 faktur jest po ustawowym terminie przesłania do KSeF',
      '21 faktur jest po ustawowym terminie przesłania do KSeF',
      '22 faktury są po ustawowym terminie przesłania do KSeF',
      '25 faktur jest po ustawowym terminie przesłania do KSeF',
      '112 faktur jest po ustawowym terminie przesłania do KSeF',
      '122 faktury są po ustawowym terminie przesłania do KSeF',
    ]);
    expect(await titles('pl', { nearDeadline: 1, pastDeadline: 0 })).toEqual([
      '1 faktura musi trafić do KSeF w ciągu 12 godzin',
    ]);
    expect(await titles('pl', { nearDeadline: 3, pastDeadline: 0 })).toEqual([
      '3 faktury muszą trafić do KSeF w ciągu 12 godzin',
    ]);
    expect(await titles('pl', { nearDeadline: 5, pastDeadline: 0 })).toEqual([
      '5 faktur musi trafić do KSeF w ciągu 12 godzin',
    ]);
  });

  it('colours what needs attention only', () => {
    expect(deadlineColor('passed')).toBe('red');
    expect(deadlineColor('near')).toBe('orange');
    expect(countColor('rejected', 1)).toBe('red');
    expect(countColor('rejected', 0)).toBeUndefined();
    expect(countColor('queued', 40)).toBeUndefined();
  });

  it('writes KSeF’s status code, or says there is none', async () => {
    expect(statusCodeText(450, await t('en'))).toBe('450');
    expect(statusCodeText(null, await t('en'))).toBe('none');
    expect(statusCodeText(undefined, await t('pl'))).toBe('brak');
  });
});
