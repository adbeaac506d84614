import { useMutation } from '@apollo/client';
import { graphql } from '../../../gql/gql';

export const inviteOrganizationMemberDocument = graphql(`
  mutation InviteOrganizationMember($input: InviteOrganizationMemberInput!) {
    inviteOrganizationMember(input: $input) {
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

export const useInviteOrganizationMember = () => useMutation(inviteOrganizationMemberDocument);
