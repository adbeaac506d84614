import { useQuery } from '@apollo/client';
import { graphql } from '../../../gql/gql';

export const parkingsAwaitingVerificationDocument = graphql(`
  query ParkingsAwaitingVerification {
    parkingsAwaitingVerification {
      id
      identifier
      note
      hasRestrictions
      maxHeightCm
      maxLengthCm
      maxWidthCm
      spotCount
      verificationRequestedAt
      owner {
        id
        name
        email
      }
      basicAddress {
        id
        city
        street
        number
      }
    }
  }
`);

export const useParkingsAwaitingVerification = () =>
  useQuery(parkingsAwaitingVerificationDocument, { fetchPolicy: 'network-only' });
