import { graphql } from '../../../gql/gql';

// The public page of a parking (SPEC §7 GetParkingByIdentifier). Fetched with the light client: guests open it
// from a QR code on a phone, so Apollo stays out of this route (decision 020).
export const getParkingByIdentifierDocument = graphql(`
  query GetParkingByIdentifier($identifier: String!) {
    parkingByIdentifier(identifier: $identifier) {
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
