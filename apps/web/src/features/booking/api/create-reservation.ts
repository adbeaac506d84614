import { useMutation } from '@apollo/client';
import { graphql } from '../../../gql/gql';

// Holds the spot while waiting for payment and places its order (paid with payOrder on /reservation/payments).
export const createReservationDocument = graphql(`
  mutation CreateReservation($input: CreateReservationInput!) {
    createReservation(input: $input) {
      reservation {
        id
        status
        paymentDueAt
      }
      order {
        id
      }
    }
  }
`);

// The shell's countdown (ActiveReservation) learns about the new reservation at once.
export const useCreateReservation = () =>
  useMutation(createReservationDocument, { refetchQueries: ['ActiveReservation'] });
