import { graphql } from '../../../gql/gql';

// What the offline pass needs of each live reservation (decision 091): a small answer, asked for when the
// signed-in app starts and again when the phone is back online. The live list is soonest first, so its first
// page holds the stays that matter next.
export const offlinePassesDocument = graphql(`
  query OfflinePasses {
    myReservations(live: true) {
      items {
        id
        status
        startAt
        endAt
        parkingName
        parkingIdentifier
        spotNumber
        accessInstructions
        vehicle {
          id
          registrationNumber
        }
        location {
          address
        }
      }
      nextCursor
    }
  }
`);
