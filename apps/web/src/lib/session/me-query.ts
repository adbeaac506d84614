import { graphql } from '../../gql/gql';

// The session's user: read at start and after every sign-in (never cached: the light client has no cache).
export const meDocument = graphql(`
  query Me {
    me {
      id
      name
      email
      language
      timezone
      birthdayOn
      status
      roles
      balance
      currency
    }
  }
`);
