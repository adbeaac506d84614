import { useQuery } from '@apollo/client';
import { graphql } from '../../../gql/gql';
import type { OrganizationQuery } from '../../../gql/graphql';

// Everything the editor shows (OrganizationFields); the mutations answer with the same fields, so the screen
// updates in place.
export const organizationDocument = graphql(`
  query Organization($id: ID!) {
    organization(id: $id) {
      ...OrganizationFields
    }
  }
`);

/** One organization for the editor; skipped on the creator (no id). */
export const useOrganization = (id: string | undefined) =>
  useQuery(organizationDocument, { variables: { id: id ?? '' }, skip: !id, fetchPolicy: 'cache-and-network' });

export type OrganizationDetails = NonNullable<OrganizationQuery['organization']>;
