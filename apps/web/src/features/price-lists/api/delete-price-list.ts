import { useMutation } from '@apollo/client';
import { graphql } from '../../../gql/gql';

export const deletePriceListDocument = graphql(`
  mutation DeletePriceList($id: ID!) {
    deletePriceList(id: $id)
  }
`);

export const useDeletePriceList = () => useMutation(deletePriceListDocument, { refetchQueries: ['ParkingPriceLists'] });
