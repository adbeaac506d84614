import { graphql } from '../../../gql/gql';

// What the map shows and no more: the identifier keys markers, the list and the card (a city viewport is 2,000
// parkings, and the UUIDs alone were half of its compressed answer).
export const parkingsInAreaDocument = graphql(`
  query ParkingsInArea($input: ParkingsInAreaInput!) {
    parkingsInArea(input: $input) {
      identifier
      latitude
      longitude
      address
      availability
      freeSpots
      totalSpots
      maxHeight
      maxLength
      maxWidth
    }
  }
`);
