import '@testing-library/jest-dom/vitest';
import { ApolloClient, ApolloLink, ApolloProvider, InMemoryCache, Observable } from '@apollo/client';
import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import dates from '../../../locales/en/dates.json';
import reservations from '../../../locales/en/reservations.json';
import { ExtensionForm } from './extension-form';

const i18n = i18next.createInstance();

beforeAll(async () => {
  await i18n
    .use(initReactI18next)
    .init({ lng: 'en', resources: { en: { reservations, dates } }, interpolation: { escapeValue: false } });
});

afterEach(cleanup);

const END = new Date(2030, 5, 1, 14, 0);
const HOUR = 3_600_000;

/**
 * A fake API: the spot is free until `freeUntil`; the driver's next reservation (if any) starts at `nextAt`; each
 * extra hour costs 4 PLN; extending answers an order.
 */
function client(freeUntil: Date, asked: string[] = [], nextAt: Date | null = null) {
  const link = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        const input = operation.variables.input as { reservationId: string; endAt: string };
        asked.push(`${operation.operationName}:${input.endAt}`);
        const end = new Date(input.endAt).getTime();
        const data =
          operation.operationName === 'ExtensionQuote'
            ? {
                extensionQuote: {
                  __typename: 'ExtensionQuote',
                  amount: Math.round(((end - END.getTime()) / HOUR) * 400),
                  currency: 'PLN',
                  available: end <= freeUntil.getTime() && (!nextAt || end <= nextAt.getTime()),
                  nextReservationStartAt: nextAt && end > nextAt.getTime() ? nextAt.toISOString() : null,
                },
              }
            : {
                extendReservation: {
                  __typename: 'ReservationPayload',
                  reservation: {
                    __typename: 'Reservation',
                    id: 'r-1',
                    endAt: END.toISOString(),
                    pendingExtensionEndAt: input.endAt,
                  },
                  order: { __typename: 'Order', id: 'o-9', total: 400, currency: 'PLN' },
                },
              };
        observer.next({ data });
        observer.complete();
      }),
  );
  return new ApolloClient({ link, cache: new InMemoryCache() });
}

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

const wrap = (apollo: ApolloClient<unknown>) =>
  render(
    <I18nextProvider i18n={i18n}>
      <ApolloProvider client={apollo}>
        <MantineProvider env="test">
          <MemoryRouter initialEntries={['/reservation/r-1/extension-creator']}>
            <Routes>
              <Route
                path="/reservation/r-1/extension-creator"
                element={
                  <ExtensionForm reservation={{ id: 'r-1', endAt: END.toISOString() }} onRefused={() => undefined} />
                }
              />
              <Route path="*" element={<Where />} />
            </Routes>
          </MemoryRouter>
        </MantineProvider>
      </ApolloProvider>
    </I18nextProvider>,
  );

describe('ExtensionForm', () => {
  it('asks for the price of the chosen end and goes on to pay the extension order', async () => {
    wrap(client(new Date(END.getTime() + 5 * HOUR)));
    expect(screen.getByTestId('new-end')).toHaveTextContent('06/01/30, 15:00');
    expect(await screen.findByTestId('extension-amount')).toHaveTextContent(/PLN\s4\.00/);
    fireEvent.click(screen.getByText('+2 h'));
    expect(screen.getByTestId('new-end')).toHaveTextContent('06/01/30, 16:00');
    expect(await screen.findByText(/PLN\s8\.00/, { selector: '[data-testid="extension-amount"]' })).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: /^Pay PLN\s8\.00$/ }));
    expect(await screen.findByTestId('where')).toHaveTextContent(
      '/reservation/extension-payments?reservationId=r-1&orderId=o-9',
    );
  });

  it('says after what time the spot is taken and offers to extend until then', async () => {
    const asked: string[] = [];
    wrap(client(new Date(END.getTime() + 40 * 60_000), asked));
    expect(await screen.findByText('The spot is taken after 14:40.')).toBeVisible();
    expect(screen.getByRole('button', { name: /^Continue to payment$/ })).toBeDisabled();
    // A binary search, not a question per 5 minutes.
    expect(asked.length).toBeLessThanOrEqual(6);
    fireEvent.click(screen.getByRole('button', { name: 'Extend until 14:40' }));
    // The field shows the end as SPEC §9 writes dates in English, with the 24-hour time.
    expect(await screen.findByRole('button', { name: 'New end' })).toHaveTextContent('06/01/30 14:40');
    expect(await screen.findByTestId('extension-amount')).toBeVisible();
  });

  it('says when the driver’s next reservation starts and offers to extend until then', async () => {
    wrap(client(new Date(END.getTime() + 5 * HOUR), [], new Date(END.getTime() + 30 * 60_000)));
    const alert = await screen.findByTestId('extension-taken');
    expect(alert).toHaveTextContent('Your next reservation starts on 06/01/30 at 14:30');
    expect(alert).toHaveTextContent('You can extend this stay until then, not longer.');
    expect(alert).not.toHaveTextContent('Someone else');
    fireEvent.click(await screen.findByRole('button', { name: 'Extend until 14:30' }));
    expect(await screen.findByRole('button', { name: 'New end' })).toHaveTextContent('06/01/30 14:30');
    expect(await screen.findByTestId('extension-amount')).toBeVisible();
  });

  it('offers the next reservation’s start itself, not the 5-minute step before it', async () => {
    wrap(client(new Date(END.getTime() + 5 * HOUR), [], new Date(END.getTime() + 37 * 60_000)));
    expect(await screen.findByRole('button', { name: 'Extend until 14:37' })).toBeVisible();
  });

  it('says the stay cannot be extended when the next reservation starts as it ends', async () => {
    wrap(client(new Date(END.getTime() + 5 * HOUR), [], END));
    expect(
      await screen.findByText('Your next reservation starts as this one ends, so this one cannot be extended.'),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: /^Continue to payment$/ })).toBeDisabled();
  });

  it('offers custom ends after the current end only, and refuses one typed before it without asking the API', async () => {
    const asked: string[] = [];
    wrap(client(new Date(END.getTime() + 5 * HOUR), asked));
    await screen.findByTestId('extension-amount');
    asked.length = 0;
    fireEvent.click(screen.getByText('Other'));
    await waitFor(() => expect(screen.getByRole('button', { name: 'New end' })).not.toHaveAttribute('aria-busy'));
    fireEvent.click(screen.getByRole('button', { name: 'New end' }));
    // jsdom lays nothing out, so Mantine hides the calendar as if its field were off screen: hence `hidden`.
    const calendar = { hidden: true };
    expect(await screen.findByRole('button', { ...calendar, name: '31 May 2030' })).toBeDisabled();
    // A day picked in the calendar starts at the earliest allowed time: a minute after the current end.
    fireEvent.click(screen.getByRole('button', { ...calendar, name: '1 June 2030' }));
    expect(await screen.findByTestId('new-end')).toHaveTextContent('06/01/30, 14:01');
    await waitFor(() => expect(asked).toEqual([`ExtensionQuote:${new Date(END.getTime() + 60_000).toISOString()}`]));
    asked.length = 0;

    fireEvent.change(screen.getByRole('spinbutton', { ...calendar, name: 'Hour' }), { target: { value: '13' } });
    fireEvent.change(screen.getByRole('spinbutton', { ...calendar, name: 'Minute' }), { target: { value: '30' } });
    expect(await screen.findByText('Choose a time after the current end.')).toBeVisible();
    expect(screen.queryByTestId('new-end')).not.toBeInTheDocument();
    expect(asked).toEqual([]);
  });
});
