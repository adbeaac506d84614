import { useMutation } from '@apollo/client';
import { graphql } from '../../../gql/gql';

export const deleteBlikAliasDocument = graphql(`
  mutation DeleteBlikAlias($id: ID!) {
    deleteBlikAlias(id: $id)
  }
`);

export const useDeleteBlikAlias = () =>
  useMutation(deleteBlikAliasDocument, { refetchQueries: ['MoneyBalance'], awaitRefetchQueries: true });
