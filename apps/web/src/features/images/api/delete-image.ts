import { useMutation } from '@apollo/client';
import { graphql } from '../../../gql/gql';

export const deleteImageDocument = graphql(`
  mutation DeleteImage($id: ID!) {
    deleteImage(id: $id)
  }
`);

// The next photo may become primary, so the list is read again.
export const useDeleteImage = () =>
  useMutation(deleteImageDocument, { refetchQueries: ['Images'], awaitRefetchQueries: true });
