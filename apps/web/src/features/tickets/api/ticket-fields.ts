import { graphql } from '../../../gql/gql';

// A ticket as a row of /tickets shows it.
export const ticketRowFields = graphql(`
  fragment TicketRowFields on Ticket {
    id
    number
    type
    subject
    priority
    status
    reportedAt
    resolvedAt
    awaitingViewer
  }
`);

export const ticketPhotoFields = graphql(`
  fragment TicketPhotoFields on TicketPhoto {
    id
    url
    thumbnailUrl
    width
    height
  }
`);

// A ticket as /ticket/{ticketId} shows it: the header, the thread and what the viewer may do. The mutations on
// that page answer the same selection, so the page shows their answer without asking again.
export const ticketViewFields = graphql(`
  fragment TicketViewFields on Ticket {
    id
    number
    type
    subject
    description
    priority
    status
    reason
    reportedAt
    resolvedAt
    outcome
    viewerRole
    awaitingViewer
    allowedStatuses
    canReply
    reporterName
    parking {
      id
      identifier
      name
    }
    reservationId
    refund {
      amount
      createdAt
      refunds {
        id
        amount
        destination
        status
      }
    }
    remedies {
      otherSpotNumber
      refundAmount
      refundPlan {
        toPayer
        toBalance
      }
    }
    photos {
      ...TicketPhotoFields
    }
    messages {
      id
      authorRole
      authorName
      mine
      body
      createdAt
      photos {
        ...TicketPhotoFields
      }
    }
  }
`);
