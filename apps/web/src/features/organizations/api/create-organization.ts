import { useMutation } from '@apollo/client';
import { graphql } from '../../../gql/gql';

export const createOrganizationDocument = graphql(`
  mutation CreateOrganization($input: OrganizationInput!) {
    createOrganization(input: $input) {
      ...OrganizationFields
    }
  }
`);

export const useCreateOrganization = () =>
  useMutation(createOrganizationDocument, { refetchQueries: ['MyOrganizations'] });
