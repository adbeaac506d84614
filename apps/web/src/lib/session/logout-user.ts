import { graphql } from '../../gql/gql';

export const logoutUserDocument = graphql(`
  mutation LogoutUser {
    logoutUser {
      status
    }
  }
`);
