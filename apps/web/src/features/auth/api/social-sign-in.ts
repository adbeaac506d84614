import { graphql } from '../../../gql/gql';
import { useRequest } from '../../../lib/graphql/use-request';

export const socialSignInDocument = graphql(`
  mutation SocialSignIn($input: SocialSignInInput!) {
    socialSignIn(input: $input) {
      token
      signUp {
        pendingToken
        email
        name
      }
    }
  }
`);

export const useSocialSignIn = () => useRequest(socialSignInDocument);
