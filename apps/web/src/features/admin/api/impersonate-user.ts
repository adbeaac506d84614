import { useMutation } from '@apollo/client';
import { graphql } from '../../../gql/gql';

export const impersonateUserDocument = graphql(`
  mutation ImpersonateUser($userId: ID!) {
    impersonateUser(userId: $userId) {
      token
    }
  }
`);

export const useImpersonateUser = () => useMutation(impersonateUserDocument);
