import { useMutation } from '@apollo/client';
import { graphql } from '../../../gql/gql';

export const acceptOrganizationInvitationDocument = graphql(`
  mutation AcceptOrganizationInvitation($token: String!) {
    acceptOrganizationInvitation(token: $token) {
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

export const useAcceptOrganizationInvitation = () =>
  useMutation(acceptOrganizationInvitationDocument, { refetchQueries: ['MyOrganizations'] });
