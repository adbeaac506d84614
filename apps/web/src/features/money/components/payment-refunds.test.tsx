import '@testing-library/jest-dom/vitest';
import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen, within } from '@testing-library/react';
import i18next from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import en from '../../../locales/en/money.json';
import pl from '../../../locales/pl/money.json';
import { PaymentRefunds } from './payment-refunds';

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

const refund = {
  id: 'r1',
  amount: 900,
  currency: 'PLN',
  destination: 'payer',
  status: 'completed',
  createdAt: '2026-11-20T10:00:00Z',
  finishedAt: '2026-11-20T10:00:02Z',
  correction: null,
} as const;
const corrected = {
  ...refund,
  id: 'r2',
  amount: 300,
  correction: {
    kind: 'correction',
    number: 'KOR/2026/11/000004',
    url: '/api/documents/invoices/i1',
    fileName: 'faktura-korygujaca-KOR-2026-11-000004.pdf',
  },
} as const;

describe('PaymentRefunds', () => {
  it('offers the correction invoice under the refund that has one, in English and in Polish', async () => {
    await wrap('en', <PaymentRefunds refunds={[refund, corrected]} />);
    const [plain, withKor] = screen.getAllByTestId('payment-refund');
    expect(within(plain!).queryByRole('button')).toBeNull();
    expect(within(withKor!).getByRole('button', { name: 'Correction invoice KOR/2026/11/000004 (PDF)' })).toBeEnabled();
    cleanup();
    await wrap('pl', <PaymentRefunds refunds={[corrected]} />);
    expect(screen.getByRole('button', { name: 'Faktura korygująca KOR/2026/11/000004 (PDF)' })).toBeEnabled();
  });
});
