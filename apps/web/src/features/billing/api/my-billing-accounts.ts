import { useQuery } from '@apollo/client';
import { graphql } from '../../../gql/gql';

export const myBillingAccountsDocument = graphql(`
  query MyBillingAccounts {
    myBillingAccounts {
      id
      fullName
      companyName
      vatId
      street
      buildingNumber
      localNumber
      postcode
      city
      currency
      invoiceEmail
      isMonthlyBilling
      wantsVatInvoice
      isDefault
      bankAccount {
        id
        name
        accountNumber
      }
    }
  }
`);

export const useMyBillingAccounts = () => useQuery(myBillingAccountsDocument);
