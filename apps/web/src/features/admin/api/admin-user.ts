import { useQuery } from '@apollo/client';
import { graphql } from '../../../gql/gql';

// /admin/users/{userId}: who the user is, then each tab asks for its own list a page at a time.
export const adminUserDocument = graphql(`
  query AdminUser($id: ID!) {
    user(id: $id) {
      id
      name
      email
      status
      roles
      language
      createdAt
      balance
    }
  }
`);

export const useAdminUser = (id: string) => useQuery(adminUserDocument, { variables: { id } });

export const adminUserReservationsDocument = graphql(`
  query AdminUserReservations($id: ID!, $after: String) {
    user(id: $id) {
      id
      reservations(after: $after) {
        items {
          id
          status
          startAt
          endAt
          amount
          currency
          parkingIdentifier
          spotNumber
          vehicle {
            id
            registrationNumber
          }
        }
        nextCursor
      }
    }
  }
`);

export function useAdminUserReservations(id: string) {
  const query = useQuery(adminUserReservationsDocument, { variables: { id } });
  const loadMore = (after: string) => query.fetchMore({ variables: { after } });
  return { ...query, loadMore };
}

export const adminUserPaymentsDocument = graphql(`
  query AdminUserPayments($id: ID!, $after: String) {
    user(id: $id) {
      id
      payments(after: $after) {
        items {
          id
          amount
          currency
          status
          method
          createdAt
          order {
            id
            number
            product
          }
        }
        nextCursor
      }
    }
  }
`);

export function useAdminUserPayments(id: string) {
  const query = useQuery(adminUserPaymentsDocument, { variables: { id } });
  const loadMore = (after: string) => query.fetchMore({ variables: { after } });
  return { ...query, loadMore };
}

export const adminUserTicketsDocument = graphql(`
  query AdminUserTickets($id: ID!, $after: String) {
    user(id: $id) {
      id
      tickets(after: $after) {
        items {
          id
          number
          type
          subject
          status
          priority
          reportedAt
        }
        nextCursor
      }
    }
  }
`);

export function useAdminUserTickets(id: string) {
  const query = useQuery(adminUserTicketsDocument, { variables: { id } });
  const loadMore = (after: string) => query.fetchMore({ variables: { after } });
  return { ...query, loadMore };
}
