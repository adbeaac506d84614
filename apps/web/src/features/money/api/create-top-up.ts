import { useMutation } from '@apollo/client';
import { graphql } from '../../../gql/gql';

export const createTopUpDocument = graphql(`
  mutation CreateTopUp($input: CreateTopUpInput!) {
    createTopUp(input: $input) {
      id
      number
      total
    }
  }
`);

export const useCreateTopUp = () => useMutation(createTopUpDocument);
