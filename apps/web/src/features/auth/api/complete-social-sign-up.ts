import { graphql } from '../../../gql/gql';
import { useRequest } from '../../../lib/graphql/use-request';

export const completeSocialSignUpDocument = graphql(`
  mutation CompleteSocialSignUp($input: CompleteSocialSignUpInput!) {
    completeSocialSignUp(input: $input) {
      token
    }
  }
`);

export const useCompleteSocialSignUp = () => useRequest(completeSocialSignUpDocument);
