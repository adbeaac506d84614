import { useMutation } from '@apollo/client';
import { graphql } from '../../../gql/gql';

export const inviteOrganizationMemberDocument = graphql(`
  mutation InviteOrganizationMember($input: InviteOrganizationMemberInput!) {
    inviteOrganizationMember(input: $input) {
      ...OrganizationFields
    }
  }
`);

export const useInviteOrganizationMember = () => useMutation(inviteOrganizationMemberDocument);
