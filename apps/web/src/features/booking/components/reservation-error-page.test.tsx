import '@testing-library/jest-dom/vitest';
import { ApolloClient, ApolloLink, ApolloProvider, InMemoryCache, Observable } from '@apollo/client';
import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import booking from '../../../locales/en/booking.json';
import { newReservationDraft, saveReservationDraft } from '../../../lib/reservation-draft';
import { ReservationErrorPage } from './reservation-error-page';

// 'You already have an active or pending reservation' covers two refusals since drivers may hold several
// reservations (decision 077): one still waiting for payment, or one at the same time. The page tells them apart
// by the driver's current reservation and offers the step that fits.

const i18n = i18next.createInstance();

beforeAll(async () => {
  await i18n
    .use(initReactI18next)
    .init({ lng: 'en', resources: { en: { booking } }, interpolation: { escapeValue: false } });
});

afterEach(() => {
  cleanup();
  window.sessionStorage.clear();
});

type Current = { id: string; status: string; unpaidOrder: { id: string } | null } | null;

function client(current: Current) {
  const link = new ApolloLink(
    () =>
      new Observable((observer) => {
        const activeReservation = current
          ? {
              __typename: 'Reservation',
              ...current,
              unpaidOrder: current.unpaidOrder ? { __typename: 'Order', ...current.unpaidOrder } : null,
            }
          : null;
        observer.next({ data: { activeReservation } });
        observer.complete();
      }),
  );
  return new ApolloClient({ link, cache: new InMemoryCache() });
}

const show = (current: Current) =>
  render(
    <I18nextProvider i18n={i18n}>
      <ApolloProvider client={client(current)}>
        <MantineProvider env="test">
          <MemoryRouter initialEntries={['/reservation/error/active-reservation-exists']}>
            <Routes>
              <Route path="/reservation/error/:errorType" element={<ReservationErrorPage />} />
            </Routes>
          </MemoryRouter>
        </MantineProvider>
      </ApolloProvider>
    </I18nextProvider>,
  );

const texts = booking.error;

describe('ReservationErrorPage: active_reservation_exists', () => {
  it('a reservation waiting for payment: says so and offers to pay for it', async () => {
    show({ id: 'r-1', status: 'pending_payment', unpaidOrder: { id: 'o-1' } });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(texts.codes.active_reservation_exists.title);
    expect(await screen.findByText(texts.codes.active_reservation_exists.text_unpaid)).toBeVisible();
    expect(screen.getByRole('link', { name: texts.actions.pay })).toHaveAttribute(
      'href',
      '/reservation/payments?orderId=o-1',
    );
    expect(screen.getByRole('link', { name: texts.actions.my_reservation })).toHaveAttribute(
      'href',
      '/reservation/r-1',
    );
  });

  it('a reservation at the same time: says stays cannot overlap, offers another time and the list of reservations', async () => {
    saveReservationDraft(newReservationDraft({ identifier: 'WAR-TEST1', address: null }, null));
    show({ id: 'r-2', status: 'confirmed', unpaidOrder: null });
    expect(await screen.findByText(texts.codes.active_reservation_exists.text)).toBeVisible();
    expect(screen.queryByText(texts.codes.active_reservation_exists.text_unpaid)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: texts.actions.other_time })).toHaveAttribute('href', '/reservations/new');
    expect(screen.getByRole('link', { name: texts.actions.my_reservations })).toHaveAttribute('href', '/reservations');
    expect(screen.queryByRole('link', { name: texts.actions.pay })).not.toBeInTheDocument();
  });
});
