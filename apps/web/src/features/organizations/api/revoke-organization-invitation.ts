import { useMutation } from '@apollo/client';
import { graphql } from '../../../gql/gql';

export const revokeOrganizationInvitationDocument = graphql(`
  mutation RevokeOrganizationInvitation($id: ID!) {
    revokeOrganizationInvitation(id: $id) {
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

export const useRevokeOrganizationInvitation = () => useMutation(revokeOrganizationInvitationDocument);
