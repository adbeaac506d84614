import { graphql } from '../../../gql/gql';

// The public page of a parking (SPEC §7 GetParkingByIdentifier). Fetched with the light client: guests open it
// from a QR code on a phone, so Apollo stays out of this route (decision 020).
export const getParkingByIdentifierDocument = graphql(`
  query GetParkingByIdentifier($identifier: String!) {
    parkingByIdentifier(identifier: $identifier) {
      identifier
      note
      restrictions {
        hasRestrictions
        maxHeightCm
        maxLengthCm
        maxWidthCm
      }
      address {
        street
        number
        postcode
        city
        latitude
        longitude
      }
      entryAddress {
        street
        number
        postcode
        city
        latitude
        longitude
      }
      exitAddress {
        street
        number
        postcode
        city
        latitude
        longitude
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
      spots {
        number
        hasRestrictions
        state
      }
    }
  }
`);
