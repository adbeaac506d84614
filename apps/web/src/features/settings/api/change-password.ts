import { useMutation } from '@apollo/client';
import { graphql } from '../../../gql/gql';

export const changePasswordDocument = graphql(`
  mutation ChangePassword($input: ChangePasswordInput!) {
    changePassword(input: $input) {
      token
    }
  }
`);

export const useChangePassword = () => useMutation(changePasswordDocument);
