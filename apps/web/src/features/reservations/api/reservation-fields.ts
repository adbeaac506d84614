import { graphql } from '../../../gql/gql';

// A reservation as the details page and the history cards show it (the build appends the definition to each
// document). The orders carry their payments' documents, for the invoice and receipt downloads, and their refunds
// (decision 085); cancelRefund says where cancelling would send the money; the tickets are the problems the driver
// has reported about it (issue 15).
export const reservationViewFields = graphql(`
  fragment ReservationViewFields on Reservation {
    id
    parkingId
    spotId
    startAt
    endAt
    status
    createdAt
    updatedAt
    parkingIdentifier
    parkingName
    spotNumber
    accessInstructions
    accessInstructionsFrom
    vehicle {
      id
      registrationNumber
      name
    }
    billingAccount {
      id
      fullName
      companyName
    }
    amount
    currency
    location {
      address
      latitude
      longitude
    }
    paymentDueAt
    pendingExtensionEndAt
    completedAt
    cancelledAt
    canExtend
    canCancel
    canComplete
    cancelRefund {
      toPayer
      toBalance
    }
    orders {
      id
      number
      createdAt
      status
      product
      total
      currency
      payments {
        id
        status
        method
        amount
        currency
        finishedAt
        document {
          kind
          number
          fileName
          url
        }
        refunds {
          id
          amount
          destination
          status
          finishedAt
        }
      }
    }
    unpaidOrder {
      id
      total
      currency
    }
    tickets {
      id
      number
    }
  }
`);
