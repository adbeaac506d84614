import { useMutation } from '@apollo/client';
import { graphql } from '../../../gql/gql';

export const updatePriceListDocument = graphql(`
  mutation UpdatePriceList($id: ID!, $input: PriceListInput!) {
    updatePriceList(id: $id, input: $input) {
      id
      name
      isBasic
    }
  }
`);

export const useUpdatePriceList = () => useMutation(updatePriceListDocument, { refetchQueries: ['ParkingPriceLists'] });
