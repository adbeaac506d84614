import { useMutation } from '@apollo/client';
import { graphql } from '../../../gql/gql';

export const revokeOrganizationInvitationDocument = graphql(`
  mutation RevokeOrganizationInvitation($id: ID!) {
    revokeOrganizationInvitation(id: $id) {
      ...OrganizationFields
    }
  }
`);

export const useRevokeOrganizationInvitation = () => useMutation(revokeOrganizationInvitationDocument);
