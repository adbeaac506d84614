import { useMutation } from '@apollo/client';
import { graphql } from '../../../gql/gql';

export const createPriceListDocument = graphql(`
  mutation CreatePriceList($input: PriceListInput!) {
    createPriceList(input: $input) {
      id
      name
      isBasic
    }
  }
`);

export const useCreatePriceList = () => useMutation(createPriceListDocument, { refetchQueries: ['ParkingPriceLists'] });
