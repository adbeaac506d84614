import { useMutation } from '@apollo/client';
import { graphql } from '../../../gql/gql';

export const removeOrganizationMemberDocument = graphql(`
  mutation RemoveOrganizationMember($organizationId: ID!, $userId: ID!) {
    removeOrganizationMember(organizationId: $organizationId, userId: $userId) {
      ...OrganizationFields
    }
  }
`);

export const useRemoveOrganizationMember = () => useMutation(removeOrganizationMemberDocument);
