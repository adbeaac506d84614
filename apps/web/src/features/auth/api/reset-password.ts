import { graphql } from '../../../gql/gql';
import { useRequest } from '../../../lib/graphql/use-request';

export const resetPasswordDocument = graphql(`
  mutation ResetPassword($input: ResetPasswordInput!) {
    resetPassword(input: $input) {
      status
    }
  }
`);

export const useResetPassword = () => useRequest(resetPasswordDocument);
