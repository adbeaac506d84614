import '@testing-library/jest-dom/vitest';
import { MockedProvider, type MockedResponse } from '@apollo/client/testing';
import { MantineProvider } from '@mantine/core';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { configStore, FALLBACK_CONFIG } from '../../lib/config';
import { sessionStore } from '../../lib/session/session-store';
import { activeReservationDocument } from './active-reservation';
import { ReservationCountdown } from './reservation-countdown';
import enCommon from '../../locales/en/common.json';
import plCommon from '../../locales/pl/common.json';

const i18n = i18next.createInstance();

beforeAll(async () => {
  await i18n.use(initReactI18next).init({
    lng: 'en',
    resources: { en: { common: enCommon }, pl: { common: plCommon } },
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

type Status = 'pending_payment' | 'confirmed' | 'active';

const reservation = (
  endAt: Date,
  id = 'r-1',
  startAt = new Date(Date.now() - 60_000),
  status: Status = 'active',
  paymentDueAt: Date | null = null,
) => ({
  __typename: 'Reservation' as const,
  id,
  parkingId: 'p-1',
  spotId: 's-1',
  startAt: startAt.toISOString(),
  endAt: endAt.toISOString(),
  status,
  createdAt: new Date().toISOString(),
  updatedAt: new Date().toISOString(),
  paymentDueAt: paymentDueAt?.toISOString() ?? null,
  unpaidOrder: status === 'pending_payment' ? { __typename: 'Order' as const, id: 'o-1' } : null,
});

const answer = (value: ReturnType<typeof reservation> | null): MockedResponse => ({
  request: { query: activeReservationDocument },
  result: { data: { activeReservation: value } },
});

const show = (mocks: MockedResponse[]) =>
  render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider env="test">
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
    show([answer(reservation(new Date(Date.now() + 2_500))), answer(null)]);
    const element = await screen.findByTestId('reservation-countdown');
    const first = element.textContent;
    expect(first).toMatch(/^[23]s$/);
    await act(() => new Promise((resolve) => setTimeout(resolve, 1_100)));
    expect(countdown()?.textContent).not.toBe(first);
    await act(() => new Promise((resolve) => setTimeout(resolve, 2_500)));
    expect(countdown()).toBeNull();
  });

  it('when the stay under way ends, asks again and shows the next reservation the driver has booked', async () => {
    const tomorrow = new Date(Date.now() + 86_400_000);
    show([
      answer(reservation(new Date(Date.now() + 1_500), 'r-now')),
      answer(reservation(new Date(tomorrow.getTime() + 3_600_000), 'r-next', tomorrow, 'confirmed')),
    ]);
    expect(await screen.findByTestId('reservation-countdown')).toHaveAttribute('data-phase', 'running');
    await waitFor(() => expect(countdown()).toHaveAttribute('data-phase', 'upcoming'), { timeout: 4_000 });
    expect(countdown()).toHaveAttribute('href', '/reservation/r-next');
  });

  it("forgets the driver's countdown at once when someone else takes the keyboard (impersonation start or end)", async () => {
    const user = (id: string) => ({ id }) as unknown as NonNullable<ReturnType<typeof sessionStore.get>['user']>;
    sessionStore.set({ user: user('driver') });
    show([answer(reservation(new Date(Date.now() + 3_725_500))), answer(null)]);
    expect(await screen.findByTestId('reservation-countdown')).toBeInTheDocument();
    // The admin stops impersonating: the admin has no reservation, and the driver's is not shown a moment longer.
    act(() => sessionStore.set({ user: user('admin') }));
    expect(countdown()).toBeNull();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
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

  it('while waiting for payment says the spot is held and how long is left to pay, linking to the payment', async () => {
    const due = new Date(Date.now() + 9 * 60_000 + 58_500);
    show([answer(reservation(new Date(Date.now() + 3_600_000), 'r-3', new Date(), 'pending_payment', due))]);
    const element = await screen.findByTestId('reservation-countdown');
    expect(element).toHaveTextContent(/^Spot held — pay within 9m (59|58|57)s$/);
    expect(element).not.toHaveTextContent(/59m/);
    expect(element).toHaveAttribute('data-phase', 'hold');
    expect(element).toHaveAttribute('href', '/reservation/payments?orderId=o-1');
    expect(element).toHaveAccessibleName(
      /^The spot is held for you, not paid yet: pay within 9m \d+s\. Go to the payment$/,
    );
  });

  it('says the spot is held in Polish too', async () => {
    await i18n.changeLanguage('pl');
    const due = new Date(Date.now() + 5 * 60_000 - 500);
    show([answer(reservation(new Date(Date.now() + 3_600_000), 'r-3', new Date(), 'pending_payment', due))]);
    expect(await screen.findByTestId('reservation-countdown')).toHaveTextContent(
      /^Miejsce zatrzymane — zapłać w ciągu (5m 0s|4m 59s)$/,
    );
  });

  it('a paid reservation that has not begun says when it starts, not a countdown', async () => {
    const start = new Date(Date.now() + 2 * 86_400_000);
    start.setHours(10, 0, 0, 0);
    show([answer(reservation(new Date(start.getTime() + 3_600_000), 'r-2', start, 'confirmed'))]);
    const element = await screen.findByTestId('reservation-countdown');
    const date = [start.getMonth() + 1, start.getDate(), start.getFullYear() % 100]
      .map((n) => String(n).padStart(2, '0'))
      .join('/');
    expect(element).toHaveTextContent(`Starts ${date}, 10:00`);
    expect(element).toHaveAttribute('data-phase', 'upcoming');
    expect(element).toHaveAttribute('href', '/reservation/r-2');
    expect(element).toHaveAccessibleName(`Your reservation starts on ${date} at 10:00. Open the reservation`);
  });

  it('one starting later today says the time only (Polish)', async () => {
    await i18n.changeLanguage('pl');
    const start = new Date(Date.now() + 60_000);
    show([answer(reservation(new Date(start.getTime() + 3_600_000), 'r-2', start, 'confirmed'))]);
    const time = [start.getHours(), start.getMinutes()].map((n) => String(n).padStart(2, '0')).join(':');
    // Just before midnight the start falls on the next day; the test then needs another minute.
    if (start.getDate() === new Date().getDate()) {
      expect(await screen.findByTestId('reservation-countdown')).toHaveTextContent(`Początek o ${time}`);
    }
  });
});
