import { graphql } from '../../gql/gql';

export const stopImpersonatingDocument = graphql(`
  mutation StopImpersonating {
    stopImpersonating {
      status
    }
  }
`);
