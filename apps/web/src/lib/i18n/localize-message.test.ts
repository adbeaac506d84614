import { beforeAll, describe, expect, it } from 'vitest';
import { formatMessage, messages } from '@parkshare/shared/validation/messages';
import { coreMessages } from '@parkshare/shared/validation/messages-core';
import { ownerMessages } from '@parkshare/shared/validation/owner-messages';
import enOwnerValidation from '../../locales/en/owner-validation.json';
import enValidation from '../../locales/en/validation.json';
import plOwnerValidation from '../../locales/pl/owner-validation.json';
import plValidation from '../../locales/pl/validation.json';
import { i18n } from './i18n';
import { localizeMessage } from './localize-message';
import './register-owner-messages';

beforeAll(async () => {
  await i18n.init({
    lng: 'en',
    fallbackLng: 'en',
    resources: {
      en: { validation: enValidation, 'owner-validation': enOwnerValidation },
      pl: { validation: plValidation, 'owner-validation': plOwnerValidation },
    },
    interpolation: { escapeValue: false },
  });
});

const t = (lng: string) => i18n.getFixedT(lng);

describe('localizeMessage', () => {
  it('shows server texts in English word for word', () => {
    expect(localizeMessage(messages.required, t('en'))).toBe('This field is required.');
    expect(localizeMessage(formatMessage('minLength', { count: 8 }), t('en'))).toBe(
      'This field should be at least 8 characters long.',
    );
    expect(localizeMessage(messages.invalidCredentials, t('en'))).toBe('Invalid email address or password.');
  });

  it('writes amounts as each language does: 1,00 zł in Polish, 1.00 PLN in English', () => {
    const min = formatMessage('amountMin', { min: '1.00' });
    expect(localizeMessage(min, t('pl'))).toBe('Kwota musi wynosić co najmniej 1,00 zł.');
    expect(localizeMessage(min, t('en'))).toBe('The amount must be at least 1.00 PLN.');
    const max = formatMessage('amountMax', { max: '10000.00' });
    expect(localizeMessage(max, t('pl'))).toBe('Kwota może wynosić najwyżej 10\u00a0000,00 zł.');
    expect(localizeMessage(max, t('en'))).toBe('The amount can be at most 10,000.00 PLN.');
    expect(localizeMessage(formatMessage('priceTooLow', { min: '0.10' }), t('pl'))).toBe(
      'Cena musi wynosić co najmniej 0,10 zł.',
    );
  });

  it('shows them in Polish with the right plural form', () => {
    expect(localizeMessage(messages.required, t('pl'))).toBe('To pole jest wymagane.');
    expect(localizeMessage(formatMessage('minLength', { count: 1 }), t('pl'))).toBe(
      'To pole musi mieć co najmniej 1 znak.',
    );
    expect(localizeMessage(formatMessage('minLength', { count: 3 }), t('pl'))).toBe(
      'To pole musi mieć co najmniej 3 znaki.',
    );
    expect(localizeMessage(formatMessage('minLength', { count: 8 }), t('pl'))).toBe(
      'To pole musi mieć co najmniej 8 znaków.',
    );
    expect(localizeMessage(formatMessage('maxLength', { count: 22 }), t('pl'))).toBe(
      'To pole może mieć najwyżej 22 znaki.',
    );
    expect(localizeMessage(formatMessage('tooManyRequests', { count: 5 }), t('pl'))).toBe(
      'Zbyt wiele prób. Spróbuj ponownie za 5 sekund.',
    );
  });

  it('shows owner texts once the signed-in shell has registered their catalogue', () => {
    expect(localizeMessage(messages.invalidNip, t('pl'))).toBe(plOwnerValidation.invalidNip);
    expect(localizeMessage(formatMessage('tooManySpots', { count: 500 }), t('en'))).toBe(
      'You can add at most 500 spots at once.',
    );
  });

  it('shows the messages of the text rule (decision 062) in Polish', () => {
    expect(localizeMessage(messages.controlCharacter, t('pl'))).toBe(
      'To pole zawiera niewidoczny znak sterujący. Usuń go i spróbuj ponownie.',
    );
    expect(localizeMessage(messages.lineBreak, t('pl'))).toBe(
      'To pole musi mieścić się w jednym wierszu, bez podziałów wiersza i tabulatorów.',
    );
  });

  it('shows the message of an instant without its offset (decision 063) in both languages', () => {
    expect(localizeMessage(messages.instantOffset, t('en'))).toBe(
      'Give the time with its offset from UTC, for example 2026-11-25T10:00:00+01:00.',
    );
    expect(localizeMessage(messages.instantOffset, t('pl'))).toBe(
      'Podaj czas wraz z przesunięciem względem UTC, na przykład 2026-11-25T10:00:00+01:00.',
    );
  });

  it('shows an unknown text as it came', () => {
    expect(localizeMessage('Something new from the server.', t('pl'))).toBe('Something new from the server.');
  });
});

describe('locale files', () => {
  const base = (key: string) => key.replace(/_(zero|one|two|few|many|other)$/, '');
  const files = import.meta.glob<{ default: Record<string, unknown> }>('../../locales/*/*.json', { eager: true });
  const flatten = (value: unknown, prefix = ''): string[] =>
    typeof value === 'object' && value !== null
      ? Object.entries(value).flatMap(([k, v]) => flatten(v, prefix ? `${prefix}.${k}` : k))
      : [prefix];

  it('have the same keys in English and Polish (up to plural forms), and Polish has all four plural forms', () => {
    const namespaces = Object.keys(files)
      .filter((path) => path.includes('/en/'))
      .map((path) => path.split('/').pop() as string);
    expect(namespaces.length).toBeGreaterThan(5);
    for (const ns of namespaces) {
      const en = flatten(files[`../../locales/en/${ns}`]?.default);
      const pl = flatten(files[`../../locales/pl/${ns}`]?.default);
      expect(new Set(pl.map(base)), ns).toEqual(new Set(en.map(base)));
      for (const key of pl.filter((k) => k.endsWith('_one'))) {
        const stem = key.slice(0, -4);
        expect(pl, `${ns}:${stem}`).toEqual(expect.arrayContaining([`${stem}_few`, `${stem}_many`, `${stem}_other`]));
      }
    }
  });

  it('cover every message of the shared catalogues, each in its own namespace', () => {
    const core = new Set(Object.keys(enValidation).map(base));
    const owner = new Set(Object.keys(enOwnerValidation).map(base));
    expect(Object.keys(coreMessages).filter((key) => !core.has(key))).toEqual([]);
    expect(Object.keys(ownerMessages).filter((key) => !owner.has(key))).toEqual([]);
    expect([...core, ...owner].filter((key) => !(key in messages))).toEqual([]);
  });
});
