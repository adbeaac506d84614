import '@testing-library/jest-dom/vitest';
import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n/i18n';
import dates from '../../locales/en/dates.json';
import { DateTimeField } from './date-time-field';

beforeAll(async () => {
  await i18n
    .use(initReactI18next)
    .init({ lng: 'en', resources: { en: { dates } }, interpolation: { escapeValue: false } });
});

afterEach(cleanup);

function Field({ initial, picked }: { initial: Date; picked: Date[] }) {
  const [value, setValue] = useState<Date | null>(initial);
  return (
    <DateTimeField
      label="Until"
      value={value}
      onChange={(date) => {
        if (date) picked.push(date);
        setValue(date);
      }}
    />
  );
}

/** Opens the field, types `typed` into the hour input (as a driver does: click, then digits) and sets it. */
async function typeTime(initial: Date, typed: string): Promise<{ shown: string; picked: Date[] }> {
  const picked: Date[] = [];
  const user = userEvent.setup();
  render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider env="test">
        <Field initial={initial} picked={picked} />
      </MantineProvider>
    </I18nextProvider>,
  );
  await user.click(screen.getByRole('button', { name: 'Until' }));
  await user.click(screen.getByRole('spinbutton', { name: 'Hour' }));
  await user.keyboard(typed);
  await user.click(screen.getByRole('button', { name: 'Set' }));
  return { shown: screen.getByRole('button', { name: 'Until' }).textContent ?? '', picked };
}

describe('DateTimeField, typing a time', () => {
  it('takes 02:01 typed over 00:01 (a 0 typed into an hour of 0 is a digit, not a move to the minutes)', async () => {
    const { shown, picked } = await typeTime(new Date(2026, 10, 30, 0, 1), '0201');
    expect(shown).toBe('11/30/26 02:01');
    expect(picked.at(-1)).toEqual(new Date(2026, 10, 30, 2, 1));
  });

  it('takes 00:05 typed over 00:30, and 13:45 over 09:00', async () => {
    expect((await typeTime(new Date(2026, 10, 30, 0, 30), '0005')).shown).toBe('11/30/26 00:05');
    cleanup();
    expect((await typeTime(new Date(2026, 10, 30, 9, 0), '1345')).shown).toBe('11/30/26 13:45');
  });
});
