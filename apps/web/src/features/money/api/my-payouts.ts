import { useQuery } from '@apollo/client';
import { graphql } from '../../../gql/gql';

export const myPayoutsDocument = graphql(`
  query MyPayouts {
    myPayouts {
      id
      amount
      fee
      currency
      status
      kind
      accountNumber
      createdAt
      finishedAt
      failureCode
    }
  }
`);

export const useMyPayouts = () => useQuery(myPayoutsDocument);
