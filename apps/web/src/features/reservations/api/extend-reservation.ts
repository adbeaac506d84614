import { useMutation } from '@apollo/client';
import { graphql } from '../../../gql/gql';

export const extendReservationDocument = graphql(`
  mutation ExtendReservation($input: ExtendReservationInput!) {
    extendReservation(input: $input) {
      reservation {
        id
        endAt
        pendingExtensionEndAt
      }
      order {
        id
        total
        currency
      }
    }
  }
`);

export const useExtendReservation = () => useMutation(extendReservationDocument);
