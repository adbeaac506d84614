import { graphql } from '../../../gql/gql';

// The page a spot's QR code opens (SPEC §7 GetSpotByParkingIdentifier), with the light client.
export const getSpotByParkingIdentifierDocument = graphql(`
  query GetSpotByParkingIdentifier($identifier: String!, $spotNumber: String!) {
    spotByParkingIdentifier(identifier: $identifier, spotNumber: $spotNumber) {
      number
      hasRestrictions
      state
      images {
        url
        thumbnailUrl
        isPrimary
      }
      parking {
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
      }
    }
  }
`);
