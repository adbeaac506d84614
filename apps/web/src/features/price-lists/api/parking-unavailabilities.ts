import { useQuery } from '@apollo/client';
import { graphql } from '../../../gql/gql';

export const parkingUnavailabilitiesDocument = graphql(`
  query ParkingUnavailabilities($id: ID!) {
    parking(id: $id) {
      id
      identifier
      name
      canManage
      unavailabilities {
        id
        name
        days
        startTime
        endTime
      }
    }
  }
`);

export const useParkingUnavailabilities = (id: string) =>
  useQuery(parkingUnavailabilitiesDocument, { variables: { id }, fetchPolicy: 'cache-and-network' });
