import { useMutation } from '@apollo/client';
import { graphql } from '../../../gql/gql';

export const createOrganizationDocument = graphql(`
  mutation CreateOrganization($input: OrganizationInput!) {
    createOrganization(input: $input) {
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

export const useCreateOrganization = () =>
  useMutation(createOrganizationDocument, { refetchQueries: ['MyOrganizations'] });
