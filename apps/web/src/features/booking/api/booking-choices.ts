import { useQuery } from '@apollo/client';
import { graphql } from '../../../gql/gql';

// What the driver chooses from on /reservations/new: their vehicles (default first) and billing accounts.
export const bookingChoicesDocument = graphql(`
  query BookingChoices {
    myVehicles {
      id
      registrationNumber
      name
      status
      billingAccountId
      isDefault
    }
    myBillingAccounts {
      id
      fullName
      companyName
      city
      isDefault
    }
  }
`);

export const useBookingChoices = () => useQuery(bookingChoicesDocument, { fetchPolicy: 'cache-and-network' });
