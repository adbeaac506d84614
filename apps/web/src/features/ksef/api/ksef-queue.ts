import { useQuery } from '@apollo/client';
import { graphql } from '../../../gql/gql';

// /admin/ksef: whether this installation sends to KSeF, how many invoices are in each state, how many are near or
// past the law's deadline, KSEF_FROM, and the invoice waiting longest (decision 082).
export const ksefQueueDocument = graphql(`
  query KsefQueue {
    ksefQueue {
      sending
      apiUrl
      counts {
        queued
        sending
        accepted
        rejected
      }
      nearDeadline
      pastDeadline
      ksefFrom
      beforeKsefFrom
      oldestWaiting {
        id
        invoiceNumber
        issueDate
        status
        attempts
        nextAttemptAt
        deadlineAt
        deadlineAlert
        lastError
        createdAt
      }
    }
  }
`);

export const useKsefQueue = () => useQuery(ksefQueueDocument);
