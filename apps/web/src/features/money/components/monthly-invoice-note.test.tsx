import '@testing-library/jest-dom/vitest';
import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import en from '../../../locales/en/money.json';
import pl from '../../../locales/pl/money.json';
import { MonthlyInvoiceNote } from './monthly-invoice-note';

afterEach(cleanup);

async function wrap(language: 'en' | 'pl', ui: ReactNode) {
  const i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({
    lng: language,
    resources: { en: { money: en }, pl: { money: pl } },
    interpolation: { escapeValue: false },
  });
  return render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider env="test">{ui}</MantineProvider>
    </I18nextProvider>,
  );
}

const pending = { month: '2026-11', issueDate: '2026-12-01', document: null };
const issued = {
  ...pending,
  document: {
    kind: 'monthly_invoice',
    number: 'FV/2026/12/000007',
    url: '/api/documents/invoices/x',
    fileName: 'f.pdf',
  },
};

describe('MonthlyInvoiceNote', () => {
  it('says when the monthly invoice will be issued, in English and in Polish', async () => {
    await wrap('en', <MonthlyInvoiceNote invoice={pending} />);
    expect(screen.getByTestId('monthly-invoice')).toHaveTextContent(
      'This purchase will be included in the monthly VAT invoice for November 2026, issued on 1 December 2026.',
    );
    cleanup();
    await wrap('pl', <MonthlyInvoiceNote invoice={pending} />);
    expect(screen.getByTestId('monthly-invoice')).toHaveTextContent(
      'Ten zakup zostanie ujęty w zbiorczej fakturze VAT za listopad 2026, wystawianej 1 grudnia 2026.',
    );
  });

  it('names the issued invoice and offers its PDF', async () => {
    await wrap('pl', <MonthlyInvoiceNote invoice={issued} />);
    expect(screen.getByText('Ten zakup jest ujęty w zbiorczej fakturze VAT FV/2026/12/000007.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pobierz fakturę zbiorczą (PDF)' })).toBeEnabled();
  });

  it('gives the invoice’s KSeF number once KSeF accepted it, and no KSeF line before', async () => {
    await wrap('en', <MonthlyInvoiceNote invoice={issued} />);
    expect(screen.queryByTestId('ksef-number')).not.toBeInTheDocument();
    cleanup();
    const ksefNumber = '5265877635-20261201-0100A0B1C2D3-4E';
    const accepted = { ...issued, document: { ...issued.document, ksefNumber } };
    await wrap('en', <MonthlyInvoiceNote invoice={accepted} />);
    expect(screen.getByTestId('ksef-number')).toHaveTextContent(`KSeF number: ${ksefNumber}`);
    cleanup();
    await wrap('pl', <MonthlyInvoiceNote invoice={accepted} />);
    expect(screen.getByTestId('ksef-number')).toHaveTextContent(`Numer KSeF: ${ksefNumber}`);
  });
});
