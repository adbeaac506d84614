import { useQuery } from '@apollo/client';
import { graphql } from '../../../gql/gql';

export const parkingPriceListsDocument = graphql(`
  query ParkingPriceLists($id: ID!) {
    parking(id: $id) {
      id
      identifier
      name
      status
      canManage
      priceLists {
        id
        name
        days
        startHour
        endHour
        settlementPeriod
        firstPeriodPrice
        nextPeriodPrice
        currency
        isBasic
      }
    }
  }
`);

export const useParkingPriceLists = (id: string) =>
  useQuery(parkingPriceListsDocument, { variables: { id }, fetchPolicy: 'cache-and-network' });
