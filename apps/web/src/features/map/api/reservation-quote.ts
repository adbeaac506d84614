import { useQuery } from '@apollo/client';
import { graphql } from '../../../gql/gql';

export const mapReservationQuoteDocument = graphql(`
  query MapReservationQuote($input: ReservationQuoteInput!) {
    reservationQuote(input: $input) {
      parkingId
      identifier
      available
      reason
      amount
      currency
    }
  }
`);

/** The price of the window at a parking (any free spot); skipped without a window. */
export const useMapReservationQuote = (identifier: string, window: { startAt: string; endAt: string } | null) =>
  useQuery(mapReservationQuoteDocument, {
    variables: { input: { identifier, spotNumber: null, startAt: window?.startAt ?? '', endAt: window?.endAt ?? '' } },
    skip: window === null,
    fetchPolicy: 'network-only',
  });
