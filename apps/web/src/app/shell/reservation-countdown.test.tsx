import '@testing-library/jest-dom/vitest';
import { MockedProvider, type MockedResponse } from '@apollo/client/testing';
import { MantineProvider } from '@mantine/core';
import { act, cleanup, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { configStore, FALLBACK_CONFIG } from '../../lib/config';
import { sessionStore } from '../../lib/session/session-store';
import { activeReservationDocument } from './active-reservation';
import { ReservationCountdown } from './reservation-countdown';

const i18n = i18next.createInstance();

beforeAll(async () => {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    writable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
  await i18n.use(initReactI18next).init({
    lng: 'en',
    resources: {
      en: {
        common: {
          reservation_countdown: 'Your reservation: {{time}} left. Open the reservation',
          reservation_starts_countdown: 'Your reservation starts in {{time}}. Open the reservation',
          reservation_starts_in: 'Starts in {{time}}',
        },
      },
      pl: { common: { reservation_countdown: 'Twoja rezerwacja: zostało {{time}}. Otwórz rezerwację' } },
    },
    interpolation: { escapeValue: false },
  });
});

beforeEach(() => {
  configStore.set({ config: FALLBACK_CONFIG });
  sessionStore.set({ authenticated: true, loaded: true });
});

afterEach(async () => {
  cleanup();
  vi.restoreAllMocks();
  await i18n.changeLanguage('en');
});

const reservation = (endAt: Date, id = 'r-1', startAt = new Date(Date.now() - 60_000)) => ({
  __typename: 'Reservation' as const,
  id,
  parkingId: 'p-1',
  spotId: 's-1',
  startAt: startAt.toISOString(),
  endAt: endAt.toISOString(),
  status: 'active' as const,
  createdAt: new Date().toISOString(),
  updatedAt: new Date().toISOString(),
});

const answer = (value: ReturnType<typeof reservation> | null): MockedResponse => ({
  request: { query: activeReservationDocument },
  result: { data: { activeReservation: value } },
});

const show = (mocks: MockedResponse[]) =>
  render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider>
        <MemoryRouter>
          <MockedProvider mocks={mocks}>
            <ReservationCountdown />
          </MockedProvider>
        </MemoryRouter>
      </MantineProvider>
    </I18nextProvider>,
  );

const countdown = () => screen.queryByTestId('reservation-countdown');

describe('ReservationCountdown (SPEC §4)', () => {
  it('shows the time left to the end in SPEC §9 units and links to the reservation', async () => {
    show([answer(reservation(new Date(Date.now() + 3_725_500)))]);
    expect(await screen.findByTestId('reservation-countdown')).toHaveTextContent(/^1h 2m [56]s$/);
    expect(countdown()).toHaveAttribute('href', '/reservation/r-1');
    expect(countdown()).toHaveAccessibleName(/^Your reservation: 1h 2m [56]s left\. Open the reservation$/);
  });

  it('writes hours as g in Polish', async () => {
    await i18n.changeLanguage('pl');
    show([answer(reservation(new Date(Date.now() + 3_725_500)))]);
    expect(await screen.findByTestId('reservation-countdown')).toHaveTextContent(/^1g 2m [56]s$/);
  });

  it('ticks every second and is empty once the end is reached', async () => {
    show([answer(reservation(new Date(Date.now() + 2_500)))]);
    const element = await screen.findByTestId('reservation-countdown');
    const first = element.textContent;
    expect(first).toMatch(/^[23]s$/);
    await act(() => new Promise((resolve) => setTimeout(resolve, 1_100)));
    expect(countdown()?.textContent).not.toBe(first);
    await act(() => new Promise((resolve) => setTimeout(resolve, 2_500)));
    expect(countdown()).toBeNull();
  });

  it('shows nothing without an active reservation', async () => {
    show([answer(null)]);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(countdown()).toBeNull();
  });

  it('clears the countdown when the fetch fails, only logging it', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    show([{ request: { query: activeReservationDocument }, error: new Error('boom') }]);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(countdown()).toBeNull();
    expect(warn).toHaveBeenCalled();
  });

  it('asks nothing before the configuration has loaded or while the session is not authenticated', async () => {
    const result = vi.fn(() => ({ data: { activeReservation: reservation(new Date(Date.now() + 60_000)) } }));
    configStore.set({ config: null });
    const view = show([{ request: { query: activeReservationDocument }, result }]);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(result).not.toHaveBeenCalled();
    view.unmount();
    configStore.set({ config: FALLBACK_CONFIG });
    sessionStore.set({ authenticated: false });
    show([{ request: { query: activeReservationDocument }, result }]);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(result).not.toHaveBeenCalled();
    expect(countdown()).toBeNull();
  });

  it('counts down to the start of a reservation that has not begun, not to its end', async () => {
    const start = new Date(Date.now() + 2 * 3_600_000 + 5_500);
    show([answer(reservation(new Date(start.getTime() + 3_600_000), 'r-2', start))]);
    const element = await screen.findByTestId('reservation-countdown');
    expect(element).toHaveTextContent(/^Starts in 2h 0m [56]s$/);
    expect(element).toHaveAttribute('data-phase', 'upcoming');
    expect(element).toHaveAccessibleName(/^Your reservation starts in 2h 0m [56]s/);
  });
});
