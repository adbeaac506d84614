import { useMutation } from '@apollo/client';
import { graphql } from '../../../gql/gql';

export const setOrganizationMemberRoleDocument = graphql(`
  mutation SetOrganizationMemberRole($input: SetOrganizationMemberRoleInput!) {
    setOrganizationMemberRole(input: $input) {
      id
      name
      description
      type
      status
      myRole
      memberCount
      members {
        user {
          id
          name
          email
        }
        role
        joinedAt
      }
      invitations {
        id
        email
        expiresAt
        createdAt
      }
    }
  }
`);

export const useSetOrganizationMemberRole = () => useMutation(setOrganizationMemberRoleDocument);
