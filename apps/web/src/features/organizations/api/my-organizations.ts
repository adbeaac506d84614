import { useQuery } from '@apollo/client';
import { graphql } from '../../../gql/gql';

export const myOrganizationsDocument = graphql(`
  query MyOrganizations {
    myOrganizations {
      id
      name
      description
      type
      status
      myRole
      memberCount
    }
  }
`);

export const useMyOrganizations = () => useQuery(myOrganizationsDocument, { fetchPolicy: 'cache-and-network' });
