import { graphql } from '../../../gql/gql';

export const parkingsInAreaDocument = graphql(`
  query ParkingsInArea($input: ParkingsInAreaInput!) {
    parkingsInArea(input: $input) {
      id
      identifier
      latitude
      longitude
      address
      availability
      freeSpots
      totalSpots
      hasRestrictions
      maxHeight
      maxLength
      maxWidth
    }
  }
`);
