import { graphql } from '../../../gql/gql';

// The page a spot's QR code opens (SPEC §7 GetSpotByParkingIdentifier), with the light client.
export const getSpotByParkingIdentifierDocument = graphql(`
  query GetSpotByParkingIdentifier($identifier: String!, $spotNumber: String!) {
    spotByParkingIdentifier(identifier: $identifier, spotNumber: $spotNumber) {
      ...PublicSpotFields
    }
  }
`);
