import '@testing-library/jest-dom/vitest';
import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import en from '../../../locales/en/reservations.json';
import pl from '../../../locales/pl/reservations.json';
import type { OfflinePass } from '../../../lib/offline-passes';
import { OfflinePassView } from './offline-pass-view';

// Decision 091: the saved pass says it is a copy and from when, and shows all a driver needs at the gate.

const i18n = i18next.createInstance();

beforeAll(async () => {
  await i18n.use(initReactI18next).init({
    lng: 'en',
    resources: { en: { reservations: en }, pl: { reservations: pl } },
    interpolation: { escapeValue: false },
  });
});

afterEach(cleanup);

const savedAt = new Date();
savedAt.setHours(9, 5, 0, 0);

const pass: OfflinePass = {
  id: 'r1',
  status: 'confirmed',
  parkingName: 'Złota 44',
  parkingIdentifier: 'WAW-7K2P',
  spotNumber: 'B-1',
  address: 'Złota 44, 00-120 Warszawa',
  startAt: '2030-01-15T09:00:00.000Z',
  endAt: '2030-01-15T10:00:00.000Z',
  registrationNumber: 'WA12345',
  accessInstructions: 'Gate code 1234, then the second ramp down.',
  qrUrl: 'https://parkshare.pl/WAW-7K2P/B-1',
  savedAt: savedAt.toISOString(),
};

const show = async (language: 'en' | 'pl', value: OfflinePass = pass) => {
  await i18n.changeLanguage(language);
  return render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider env="test">
        <OfflinePassView pass={value} />
      </MantineProvider>
    </I18nextProvider>,
  );
};

describe('OfflinePassView', () => {
  it('marks the copy with the time it was saved and shows the pass with its QR code', async () => {
    await show('en');
    expect(screen.getByTestId('offline-pass-mark')).toHaveTextContent('Offline — showing the pass saved at 09:05');
    expect(screen.getByTestId('reservation-spot')).toHaveTextContent('B-1');
    expect(screen.getByTestId('reservation-vehicle')).toHaveTextContent('WA 12345');
    expect(screen.getByTestId('reservation-address')).toHaveTextContent('Złota 44, 00-120 Warszawa');
    expect(screen.getByTestId('pass-access')).toHaveTextContent('Gate code 1234');
    const qr = await screen.findByRole('img', { name: 'QR code of spot B-1' });
    expect(qr).toHaveAttribute('data-qr-text', 'https://parkshare.pl/WAW-7K2P/B-1');
    expect(qr.querySelector('path')?.getAttribute('d')).toMatch(/^M\d/);
    // A copy for the gate: nothing on it leads anywhere that needs a connection.
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('speaks Polish, and leaves out access instructions the pass does not have', async () => {
    await show('pl', { ...pass, accessInstructions: null });
    expect(screen.getByTestId('offline-pass-mark')).toHaveTextContent(
      'Brak połączenia — wyświetlamy przepustkę zapisaną o 09:05',
    );
    expect(screen.queryByTestId('pass-access')).toBeNull();
    expect(await screen.findByRole('img', { name: 'Kod QR miejsca B-1' })).toBeInTheDocument();
  });

  it('gives the date too when the copy is from another day', async () => {
    await show('en', { ...pass, savedAt: '2030-01-14T18:30:00.000Z' });
    expect(screen.getByTestId('offline-pass-mark')).toHaveTextContent(/saved at \d{2}\/\d{2}\/\d{2}, \d{2}:\d{2}/);
  });
});
