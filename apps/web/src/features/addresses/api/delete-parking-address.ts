import { useMutation } from '@apollo/client';
import { graphql } from '../../../gql/gql';

export const deleteParkingAddressDocument = graphql(`
  mutation DeleteParkingAddress($id: ID!) {
    deleteParkingAddress(id: $id)
  }
`);

export const useDeleteParkingAddress = () =>
  useMutation(deleteParkingAddressDocument, {
    refetchQueries: ['ParkingAddresses', 'ParkingDetails'],
    awaitRefetchQueries: true,
  });
