import { graphql } from '../../../gql/gql';
import { useRequest } from '../../../lib/graphql/use-request';

export const verifyEmailDocument = graphql(`
  mutation VerifyEmail($input: VerifyEmailInput!) {
    verifyEmail(input: $input) {
      token
    }
  }
`);

export const useVerifyEmail = () => useRequest(verifyEmailDocument);
