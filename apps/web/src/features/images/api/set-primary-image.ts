import { useMutation } from '@apollo/client';
import { graphql } from '../../../gql/gql';
import type { ImagesQuery, ImagesQueryVariables } from '../../../gql/graphql';
import { sortForDisplay } from '../utils/image-order';
import { imagesDocument } from './images';

export const setPrimaryImageDocument = graphql(`
  mutation SetPrimaryImage($id: ID!) {
    setPrimaryImage(id: $id) {
      id
      isPrimary
      position
    }
  }
`);

type Image = ImagesQuery['images'][number];

/** Makes a photo primary at once on screen (optimistic); the list is re-sorted, the primary first. */
export function useSetPrimaryImage(variables: ImagesQueryVariables) {
  const [mutate, state] = useMutation(setPrimaryImageDocument, {
    update(cache, { data }) {
      const primaryId = data?.setPrimaryImage.id;
      const current = cache.readQuery({ query: imagesDocument, variables });
      if (!primaryId || !current) return;
      const images = current.images.map((image) => ({ ...image, isPrimary: image.id === primaryId }));
      cache.writeQuery({ query: imagesDocument, variables, data: { images: sortForDisplay(images) } });
    },
  });
  const setPrimary = (image: Image) =>
    mutate({
      variables: { id: image.id },
      optimisticResponse: {
        setPrimaryImage: { __typename: 'Image', id: image.id, isPrimary: true, position: image.position },
      },
    });
  return [setPrimary, state] as const;
}
