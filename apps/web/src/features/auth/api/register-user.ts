import { graphql } from '../../../gql/gql';
import { useRequest } from '../../../lib/graphql/use-request';

export const registerUserDocument = graphql(`
  mutation RegisterUser($input: RegisterUserInput!) {
    registerUser(input: $input) {
      id
    }
  }
`);

export const useRegisterUser = () => useRequest(registerUserDocument);
