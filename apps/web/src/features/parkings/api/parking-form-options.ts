import { useQuery } from '@apollo/client';
import { graphql } from '../../../gql/gql';

// What the parking form offers: the owner's billing accounts and the organizations they administer.
export const parkingFormOptionsDocument = graphql(`
  query ParkingFormOptions {
    myBillingAccounts {
      id
      fullName
      companyName
      city
      isDefault
    }
    myOrganizations {
      id
      name
      myRole
    }
  }
`);

export const useParkingFormOptions = (skip = false) =>
  useQuery(parkingFormOptionsDocument, { fetchPolicy: 'cache-and-network', skip });
