import { graphql } from '../../../gql/gql';

// What the organization editor shows of an organization; every mutation that changes one answers it in full,
// so Apollo's cache updates the editor in place (the build appends the definition, build/graphql-fragments.mjs).
export const organizationFields = graphql(`
  fragment OrganizationFields on Organization {
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
`);
