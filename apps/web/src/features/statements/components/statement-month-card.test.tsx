import '@testing-library/jest-dom/vitest';
import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen, within } from '@testing-library/react';
import i18next from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import en from '../../../locales/en/statements.json';
import pl from '../../../locales/pl/statements.json';
import { StatementMonthCard, type StatementMonth } from './statement-month-card';

afterEach(cleanup);

async function wrap(language: 'en' | 'pl', ui: ReactNode) {
  const i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({
    lng: language,
    resources: { en: { statements: en }, pl: { statements: pl } },
    interpolation: { escapeValue: false },
  });
  return render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider env="test">{ui}</MantineProvider>
    </I18nextProvider>,
  );
}

const file = (name: string) => ({ url: `/api/documents/statements/p/${name}`, fileName: name });
const month: StatementMonth = {
  month: '2026-11',
  closed: true,
  stays: 5,
  reversals: 1,
  earnings: 123_450,
  commission: 12_345,
  refundsBorne: 1_000,
  commissionReturned: 100,
  net: 123_450 - 12_345 - 900,
  currency: 'PLN',
  pdf: file('2026-11.pdf'),
  csv: file('2026-11.csv'),
  commissionInvoice: null,
  commissionCorrection: null,
};

describe('StatementMonthCard', () => {
  it('shows the month’s figures and its files, in English and in Polish', async () => {
    await wrap('en', <StatementMonthCard month={month} />);
    const card = screen.getByRole('article', { name: 'November 2026' });
    expect(within(card).getByText('Fees (5 stays)')).toBeInTheDocument();
    expect(within(card).getByText('PLN 1,234.50')).toBeInTheDocument();
    expect(within(card).getByTestId('statement-net')).toHaveTextContent('PLN 1,102.05');
    expect(within(card).getByText('\u2212PLN 123.45')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Statement for November 2026 as PDF' })).toHaveTextContent('PDF');
    expect(within(card).queryByRole('button', { name: /Commission invoice/ })).toBeNull();
    expect(within(card).queryByText('Month in progress')).toBeNull();
    cleanup();
    await wrap('pl', <StatementMonthCard month={{ ...month, closed: false }} />);
    const polish = screen.getByRole('article', { name: 'listopad 2026' });
    expect(within(polish).getByText('Opłaty (5 postojów)')).toBeInTheDocument();
    expect(within(polish).getByText('Miesiąc trwa')).toBeInTheDocument();
    expect(within(polish).getByTestId('statement-net').textContent?.replace(/\s/g, ' ')).toBe('1102,05 zł');
    expect(
      within(polish).getByRole('button', { name: 'Zestawienie za listopad 2026 w CSV, do arkusza kalkulacyjnego' }),
    ).toBeEnabled();
  });

  it('offers the commission invoice and its correction to a VAT-registered owner', async () => {
    const invoice = { id: 'i', number: 'FV/2026/12/000003', ...file('fv.pdf') };
    const correction = { id: 'k', number: 'KOR/2026/12/000001', ...file('kor.pdf') };
    await wrap(
      'pl',
      <StatementMonthCard
        month={{ ...month, stays: 2, commissionInvoice: invoice, commissionCorrection: correction }}
      />,
    );
    expect(screen.getByText('Opłaty (2 postoje)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Faktura za prowizję FV/2026/12/000003 w PDF' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Korekta faktury KOR/2026/12/000001 w PDF' })).toBeEnabled();
  });
});
