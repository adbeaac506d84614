import { graphql } from '../../../gql/gql';

// The public page of a parking that is not public yet, for its owner, its organization and admins (issue 13).
export const getParkingPreviewDocument = graphql(`
  query GetParkingPreview($identifier: String!) {
    parkingPreview(identifier: $identifier) {
      ...PublicParkingFields
      spots {
        number
        hasRestrictions
        features
        state
      }
    }
  }
`);
