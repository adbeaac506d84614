import { useMutation } from '@apollo/client';
import { graphql } from '../../../gql/gql';

export const removeOrganizationMemberDocument = graphql(`
  mutation RemoveOrganizationMember($organizationId: ID!, $userId: ID!) {
    removeOrganizationMember(organizationId: $organizationId, userId: $userId) {
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

export const useRemoveOrganizationMember = () => useMutation(removeOrganizationMemberDocument);
