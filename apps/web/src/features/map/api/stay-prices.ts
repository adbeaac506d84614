import { useQuery } from '@apollo/client';
import { graphql } from '../../../gql/gql';

export const mapStayPricesDocument = graphql(`
  query MapStayPrices($identifier: String!, $startAt: DateTime) {
    stayPrices(identifier: $identifier, startAt: $startAt) {
      minutes
      amount
      currency
    }
  }
`);

/** What the booking presets cost at a parking for stays starting at the chosen window's start (decision 068). */
export const useMapStayPrices = (identifier: string, startAt: string) =>
  useQuery(mapStayPricesDocument, { variables: { identifier, startAt }, fetchPolicy: 'network-only' });
