import { useApolloClient } from '@apollo/client';
import { useEffect, useRef, useState } from 'react';
import type { ReservationQuoteQuery } from '../../../gql/graphql';
import { reservationQuoteDocument } from '../api/reservation-quote';

export type Quote = ReservationQuoteQuery['reservationQuote'];

/** How long the choices must rest before the price is asked for (typing a custom end, clicking presets). */
export const QUOTE_DEBOUNCE_MS = 300;

export interface QuoteRequest {
  identifier: string;
  spotNumber: string | null;
  startAt: Date;
  endAt: Date;
}

export interface QuoteState {
  quote: Quote | null;
  /** The quote answering the current choice is on its way. */
  loading: boolean;
  error: unknown;
}

/**
 * The pricing engine's quote for the current choice, asked for once the choice has rested (debounced). Only the
 * newest request's answer is kept: an older answer arriving late is dropped, so the amount never jumps back.
 */
export function useReservationQuote(request: QuoteRequest | null): QuoteState {
  const client = useApolloClient();
  const [state, setState] = useState<QuoteState>({ quote: null, loading: request !== null, error: null });
  const latest = useRef(0);
  const key = request
    ? `${request.identifier}|${request.spotNumber ?? ''}|${request.startAt.toISOString()}|${request.endAt.toISOString()}`
    : null;

  useEffect(() => {
    const id = ++latest.current;
    if (!request || key === null) {
      setState({ quote: null, loading: false, error: null });
      return undefined;
    }
    setState((previous) => ({ ...previous, loading: true }));
    const timer = window.setTimeout(() => {
      client
        .query({
          query: reservationQuoteDocument,
          variables: {
            input: {
              identifier: request.identifier,
              spotNumber: request.spotNumber,
              startAt: request.startAt.toISOString(),
              endAt: request.endAt.toISOString(),
            },
          },
          fetchPolicy: 'no-cache',
        })
        .then(
          (result) => {
            if (id === latest.current) {
              setState({ quote: result.data.reservationQuote, loading: false, error: null });
            }
          },
          (error: unknown) => {
            if (id === latest.current) {
              setState({ quote: null, loading: false, error });
            }
          },
        );
    }, QUOTE_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
    // The key stands for the request's content; a new object with the same content asks nothing new.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [client, key]);

  return state;
}
