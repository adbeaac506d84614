import { graphql } from '../../gql/gql';

export const refreshTokenDocument = graphql(`
  mutation RefreshToken {
    refreshToken {
      token
    }
  }
`);
