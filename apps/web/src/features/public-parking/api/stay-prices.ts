import { graphql } from '../../../gql/gql';

// What the booking presets cost at this parking now (decision 068), beside the page's own query so that one keeps
// the server's fast path. Fetched with the light client, like the page.
export const publicStayPricesDocument = graphql(`
  query PublicStayPrices($identifier: String!) {
    stayPrices(identifier: $identifier) {
      minutes
      amount
      currency
      priceListName
    }
  }
`);
