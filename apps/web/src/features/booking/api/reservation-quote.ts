import { graphql } from '../../../gql/gql';

// The price and the spot for the chosen window (SPEC §2: the estimated amount comes from the pricing engine).
// Asked through the Apollo client by use-reservation-quote.ts (debounced, stale answers dropped).
export const reservationQuoteDocument = graphql(`
  query ReservationQuote($input: ReservationQuoteInput!) {
    reservationQuote(input: $input) {
      parkingId
      identifier
      address
      spotId
      spotNumber
      available
      reason
      amount
      currency
    }
  }
`);
