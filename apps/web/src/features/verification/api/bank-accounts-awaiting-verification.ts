import { useQuery } from '@apollo/client';
import { graphql } from '../../../gql/gql';

export const bankAccountsAwaitingVerificationDocument = graphql(`
  query BankAccountsAwaitingVerification($after: String) {
    bankAccountsAwaitingVerification(after: $after) {
      items {
        id
        bankAccount {
          id
          name
          accountNumber
          updatedAt
        }
        owner {
          id
          name
          email
        }
        billingAccounts {
          id
          fullName
          companyName
          vatId
          street
          buildingNumber
          localNumber
          postcode
          city
          isDefault
        }
      }
      nextCursor
    }
  }
`);

/** The queue, oldest first, a page at a time (decision 064): "Load more" asks for the page after nextCursor. */
export function useBankAccountsAwaitingVerification() {
  const query = useQuery(bankAccountsAwaitingVerificationDocument, { fetchPolicy: 'network-only' });
  const loadMore = (after: string) => query.fetchMore({ variables: { after } });
  return { ...query, loadMore };
}
