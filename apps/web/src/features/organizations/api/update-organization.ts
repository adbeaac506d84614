import { useMutation } from '@apollo/client';
import { graphql } from '../../../gql/gql';

export const updateOrganizationDocument = graphql(`
  mutation UpdateOrganization($id: ID!, $input: OrganizationInput!) {
    updateOrganization(id: $id, input: $input) {
      ...OrganizationFields
    }
  }
`);

export const useUpdateOrganization = () => useMutation(updateOrganizationDocument);
