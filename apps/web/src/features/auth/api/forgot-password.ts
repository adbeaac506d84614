import { graphql } from '../../../gql/gql';
import { useRequest } from '../../../lib/graphql/use-request';

export const forgotPasswordDocument = graphql(`
  mutation ForgotPassword($input: EmailInput!) {
    forgotPassword(input: $input) {
      status
    }
  }
`);

export const useForgotPassword = () => useRequest(forgotPasswordDocument);
