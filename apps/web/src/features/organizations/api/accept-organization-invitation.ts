import { useMutation } from '@apollo/client';
import { graphql } from '../../../gql/gql';

export const acceptOrganizationInvitationDocument = graphql(`
  mutation AcceptOrganizationInvitation($token: String!) {
    acceptOrganizationInvitation(token: $token) {
      ...OrganizationFields
    }
  }
`);

export const useAcceptOrganizationInvitation = () =>
  useMutation(acceptOrganizationInvitationDocument, { refetchQueries: ['MyOrganizations'] });
