import { useQuery } from '@apollo/client';
import { graphql } from '../../../gql/gql';

export const parkingAddressesDocument = graphql(`
  query ParkingAddresses($id: ID!) {
    parking(id: $id) {
      id
      identifier
      name
      status
      canManage
      addresses {
        id
        type
        country
        region
        city
        street
        number
        postcode
        latitude
        longitude
      }
    }
  }
`);

export const useParkingAddresses = (parkingId: string) =>
  useQuery(parkingAddressesDocument, { variables: { id: parkingId }, fetchPolicy: 'cache-and-network' });
