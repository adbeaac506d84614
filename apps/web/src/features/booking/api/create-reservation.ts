import { useMutation } from '@apollo/client';
import { graphql } from '../../../gql/gql';

// Holds a spot of the parking (by its identifier, and spot number or none: the API picks the first free one) while
// waiting for payment and places its order (paid with payOrder on /reservation/payments).
export const createReservationDocument = graphql(`
  mutation CreateReservation($input: CreateReservationInput!) {
    createReservation(input: $input) {
      reservation {
        id
        status
        amount
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
