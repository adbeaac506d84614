import { useQuery } from '@apollo/client';
import { graphql } from '../../../gql/gql';

// /admin/tickets/{ticketId}: everything support sees of a ticket — the thread with internal notes, the audit
// trail, the reservation and what can still be refunded.
export const supportTicketDocument = graphql(`
  query SupportTicket($id: ID!) {
    ticket(id: $id) {
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
      allowedStatuses
      canReply
      reporterName
      reporterId
      parking {
        id
        identifier
        name
      }
      reservation {
        id
        startAt
        endAt
        amount
        currency
        status
        spotNumber
        vehicle {
          id
          registrationNumber
        }
      }
      photos {
        id
        url
        thumbnailUrl
        width
        height
      }
      messages {
        id
        authorRole
        authorName
        mine
        body
        internal
        createdAt
        photos {
          id
          url
          thumbnailUrl
          width
          height
        }
      }
      assignee {
        id
        name
      }
      refund {
        amount
        bearer
        createdAt
        refunds {
          id
          amount
          destination
          status
        }
      }
      refundable
      refundablePlan {
        toPayer
        toBalance
      }
      events {
        id
        kind
        actorRole
        actorName
        from
        to
        amount
        bearer
        createdAt
      }
    }
  }
`);

export const useSupportTicket = (id: string) => useQuery(supportTicketDocument, { variables: { id } });
