import { graphql } from '../../../gql/gql';

// A billing account as the list and the editor show it (the build appends the definition to each document).
export const billingAccountFields = graphql(`
  fragment BillingAccountFields on BillingAccount {
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
  }
`);
