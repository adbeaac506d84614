import { graphql } from '../../../gql/gql';

// A vehicle as the list and the editor show it (the build appends the definition to each document).
export const vehicleFields = graphql(`
  fragment VehicleCardFields on Vehicle {
    id
    registrationNumber
    name
    status
    isDefault
    billingAccountId
    billingAccount {
      id
      fullName
      companyName
    }
  }
`);
