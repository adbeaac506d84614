import { useQuery } from '@apollo/client';
import { graphql } from '../../../gql/gql';

export const organizationInvitationDocument = graphql(`
  query OrganizationInvitation($token: String!) {
    organizationInvitation(token: $token) {
      organizationName
      inviterName
      email
      expiresAt
      state
    }
  }
`);

export const useOrganizationInvitation = (token: string) =>
  useQuery(organizationInvitationDocument, { variables: { token }, skip: !token, fetchPolicy: 'network-only' });
