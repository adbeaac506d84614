import { useMutation } from '@apollo/client';
import { graphql } from '../../../gql/gql';

export const updateOrganizationDocument = graphql(`
  mutation UpdateOrganization($id: ID!, $input: OrganizationInput!) {
    updateOrganization(id: $id, input: $input) {
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

export const useUpdateOrganization = () => useMutation(updateOrganizationDocument);
