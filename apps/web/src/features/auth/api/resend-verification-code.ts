import { graphql } from '../../../gql/gql';
import { useRequest } from '../../../lib/graphql/use-request';

export const resendVerificationCodeDocument = graphql(`
  mutation ResendVerificationCode($input: EmailInput!) {
    resendVerificationCode(input: $input) {
      status
    }
  }
`);

export const useResendVerificationCode = () => useRequest(resendVerificationCodeDocument);
