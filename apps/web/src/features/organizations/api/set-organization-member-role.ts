import { useMutation } from '@apollo/client';
import { graphql } from '../../../gql/gql';

export const setOrganizationMemberRoleDocument = graphql(`
  mutation SetOrganizationMemberRole($input: SetOrganizationMemberRoleInput!) {
    setOrganizationMemberRole(input: $input) {
      ...OrganizationFields
    }
  }
`);

export const useSetOrganizationMemberRole = () => useMutation(setOrganizationMemberRoleDocument);
