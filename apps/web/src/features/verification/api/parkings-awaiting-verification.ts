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
      priceLists {
        id
        name
        isBasic
        days
        startHour
        endHour
        settlementPeriod
        firstPeriodPrice
        nextPeriodPrice
        currency
      }
      images {
        id
        url
        thumbnailUrl
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
