import { useQuery } from '@apollo/client';
import { graphql } from '../../../gql/gql';

export const parkingDetailsDocument = graphql(`
  query ParkingDetails($id: ID!) {
    parking(id: $id) {
      id
      identifier
      name
      note
      accessInstructions
      hasRestrictions
      maxHeightCm
      maxLengthCm
      maxWidthCm
      status
      rejectionReason
      canManage
      spotCount
      verificationRequestedAt
      billingAccount {
        id
        fullName
        companyName
      }
      organization {
        id
        name
      }
      readiness {
        hasBasicAddress
        hasSpots
        hasBasicPriceList
        ready
      }
    }
  }
`);

export const useParkingDetails = (id: string) =>
  useQuery(parkingDetailsDocument, { variables: { id }, fetchPolicy: 'cache-and-network' });
