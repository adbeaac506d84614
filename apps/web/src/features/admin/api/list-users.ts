import { useQuery } from '@apollo/client';
import { graphql } from '../../../gql/gql';

export const listUsersDocument = graphql(`
  query ListUsers($search: String, $offset: Int, $limit: Int) {
    users(search: $search, offset: $offset, limit: $limit) {
      total
      items {
        id
        name
        email
        status
        roles
        createdAt
      }
    }
  }
`);

export const useListUsers = (variables: { search: string; offset: number; limit: number }) =>
  useQuery(listUsersDocument, { variables, fetchPolicy: 'network-only' });
