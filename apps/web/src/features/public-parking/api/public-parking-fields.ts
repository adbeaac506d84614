import { graphql } from '../../../gql/gql';

// What the parking page and the spot page both show of a parking; each query spreads it (the build appends the
// definitions, build/graphql-fragments.mjs).
export const publicAddressFields = graphql(`
  fragment PublicAddressFields on PublicAddress {
    street
    number
    postcode
    city
    latitude
    longitude
  }
`);

export const publicParkingFields = graphql(`
  fragment PublicParkingFields on PublicParking {
    identifier
    note
    features
    restrictions {
      hasRestrictions
      maxHeightCm
      maxLengthCm
      maxWidthCm
    }
    address {
      ...PublicAddressFields
    }
    entryAddress {
      ...PublicAddressFields
    }
    exitAddress {
      ...PublicAddressFields
    }
    images {
      url
      thumbnailUrl
      isPrimary
    }
    priceLists {
      name
      days
      startHour
      endHour
      settlementPeriod
      firstPeriodPrice
      nextPeriodPrice
      currency
      isBasic
    }
    unavailabilities {
      name
      days
      startTime
      endTime
    }
    availability {
      state
      availableSpots
      totalSpots
    }
  }
`);
