import '@testing-library/jest-dom/vitest';
import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import en from '../../../locales/en/reservations.json';
import { ReservationFacts } from './reservation-facts';

// The reservation page's facts: the rows the saved pass shows too (offline-pass-view.test.tsx), and what only the
// live page has: the link to the parking, the vehicle's name, the billing account, the amount, the directions.

const i18n = i18next.createInstance();

beforeAll(async () => {
  await i18n
    .use(initReactI18next)
    .init({ lng: 'en', resources: { en: { reservations: en } }, interpolation: { escapeValue: false } });
});

afterEach(cleanup);

const reservation = {
  startAt: '2030-01-15T09:00:00.000Z',
  endAt: '2030-01-15T10:00:00.000Z',
  parkingName: 'Złota 44',
  parkingIdentifier: 'WAW-7K2P',
  spotNumber: 'B-1',
  amount: 1250,
  currency: 'PLN',
  vehicle: { registrationNumber: 'WA12345', name: 'Family car' },
  billingAccount: { fullName: 'Ewa Nowak', companyName: null },
  location: { address: 'Złota 44, 00-120 Warszawa', latitude: 52.23, longitude: 21.0 },
};

const show = (value: Parameters<typeof ReservationFacts>[0]['reservation'] = reservation) =>
  render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider env="test">
        <MemoryRouter>
          <ReservationFacts reservation={value} />
        </MemoryRouter>
      </MantineProvider>
    </I18nextProvider>,
  );

describe('ReservationFacts', () => {
  it('shows the parking as a link, the spot, the vehicle with its name, the billing account and the amount', () => {
    show();
    expect(screen.getByRole('link', { name: 'Złota 44' })).toHaveAttribute('href', '/WAW-7K2P');
    expect(screen.getByText('WAW-7K2P')).toBeInTheDocument();
    expect(screen.getByTestId('reservation-spot')).toHaveTextContent('B-1');
    expect(screen.getByTestId('reservation-vehicle')).toHaveTextContent('WA 12345 · Family car');
    expect(screen.getByText('Ewa Nowak')).toBeInTheDocument();
    expect(screen.getByTestId('reservation-range')).not.toBeEmptyDOMElement();
    expect(screen.getByTestId('reservation-amount')).toHaveTextContent(/12\.50/);
    expect(screen.getByRole('link', { name: 'Directions' })).toHaveAttribute('target', '_blank');
  });

  it('leaves out the billing row and the vehicle name when there are none', () => {
    show({ ...reservation, vehicle: { registrationNumber: 'WA12345' }, billingAccount: null });
    expect(screen.getByTestId('reservation-vehicle')).toHaveTextContent(/^WA 12345$/);
    expect(screen.queryByText('Billing account')).toBeNull();
  });
});
