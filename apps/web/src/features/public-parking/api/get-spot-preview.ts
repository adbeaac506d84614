import { graphql } from '../../../gql/gql';

// The page of one spot of a parking that is not public yet, for its owner, its organization and admins (issue 13).
export const getSpotPreviewDocument = graphql(`
  query GetSpotPreview($identifier: String!, $spotNumber: String!) {
    spotPreview(identifier: $identifier, spotNumber: $spotNumber) {
      ...PublicSpotFields
    }
  }
`);
