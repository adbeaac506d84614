import { useMutation } from '@apollo/client';
import { graphql } from '../../../gql/gql';

export const leaveOrganizationDocument = graphql(`
  mutation LeaveOrganization($id: ID!) {
    leaveOrganization(id: $id)
  }
`);

// The organization is gone from the user's view: drop it from the cache so no screen shows it any more.
export const useLeaveOrganization = () =>
  useMutation(leaveOrganizationDocument, {
    update: (cache, { data }) => {
      if (data?.leaveOrganization) {
        cache.evict({ id: cache.identify({ __typename: 'Organization', id: data.leaveOrganization }) });
        cache.gc();
      }
    },
    refetchQueries: ['MyOrganizations'],
  });
