import { useQuery } from '@apollo/client';
import { graphql } from '../../../gql/gql';

export const myParkingsDocument = graphql(`
  query MyParkings {
    myParkings {
      id
      identifier
      name
      status
      verificationRequestedAt
      rejectionReason
      spotCount
      basicAddress {
        id
        city
      }
      organization {
        id
        name
      }
    }
  }
`);

export const useMyParkings = () => useQuery(myParkingsDocument, { fetchPolicy: 'cache-and-network' });
