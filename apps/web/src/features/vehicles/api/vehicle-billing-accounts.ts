import { useQuery } from '@apollo/client';
import { graphql } from '../../../gql/gql';

// The driver's billing accounts for the vehicle form's select (the default one is preselected on a new vehicle).
export const vehicleBillingAccountsDocument = graphql(`
  query VehicleBillingAccounts {
    myBillingAccounts {
      id
      fullName
      companyName
      isDefault
    }
  }
`);

export const useVehicleBillingAccounts = () => useQuery(vehicleBillingAccountsDocument);
