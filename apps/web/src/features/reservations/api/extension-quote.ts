import { useQuery } from '@apollo/client';
import { graphql } from '../../../gql/gql';

export const extensionQuoteDocument = graphql(`
  query ExtensionQuote($input: ExtendReservationInput!) {
    extensionQuote(input: $input) {
      amount
      currency
      available
      nextReservationStartAt
    }
  }
`);

/**
 * The extra amount and whether the spot is free until `endAt` — and, when the driver's next reservation starts
 * before it, when that one starts; skipped until there is an end to ask about.
 */
export const useExtensionQuote = (reservationId: string, endAt: string | null) =>
  useQuery(extensionQuoteDocument, {
    variables: { input: { reservationId, endAt: endAt ?? '' } },
    skip: !endAt,
  });
