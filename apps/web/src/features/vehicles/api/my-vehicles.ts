import { useQuery } from '@apollo/client';
import { graphql } from '../../../gql/gql';

export const myVehicleListDocument = graphql(`
  query MyVehicleList {
    myVehicles {
      ...VehicleCardFields
    }
  }
`);

export const useMyVehicleList = () => useQuery(myVehicleListDocument);
