import { useQuery } from '@apollo/client';
import { graphql } from '../../../gql/gql';

export const parkingSpotsDocument = graphql(`
  query ParkingSpots($id: ID!) {
    parking(id: $id) {
      id
      identifier
      name
      canManage
      spots {
        id
        number
        hasRestrictions
        features
        parkingId
      }
    }
  }
`);

export const useParkingSpots = (id: string) =>
  useQuery(parkingSpotsDocument, { variables: { id }, fetchPolicy: 'cache-and-network' });
