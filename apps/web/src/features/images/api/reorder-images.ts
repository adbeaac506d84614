import { useMutation } from '@apollo/client';
import { graphql } from '../../../gql/gql';
import type { ImagesQuery, ImagesQueryVariables } from '../../../gql/graphql';
import { imagesDocument } from './images';

export const reorderImagesDocument = graphql(`
  mutation ReorderImages($input: ReorderImagesInput!) {
    reorderImages(input: $input) {
      id
      url
      thumbnailUrl
      isPrimary
      position
      width
      height
    }
  }
`);

type Image = ImagesQuery['images'][number];

/** Saves a new order at once; the screen shows it before the server answers and goes back if it refuses. */
export function useReorderImages(variables: ImagesQueryVariables) {
  const [mutate, state] = useMutation(reorderImagesDocument, {
    update(cache, { data }) {
      if (data) cache.writeQuery({ query: imagesDocument, variables, data: { images: data.reorderImages } });
    },
  });
  const reorder = (ordered: Image[]) =>
    mutate({
      variables: { input: { ...variables, imageIds: ordered.map((image) => image.id) } },
      optimisticResponse: {
        reorderImages: ordered.map((image, position) => ({ ...image, __typename: 'Image' as const, position })),
      },
    });
  return [reorder, state] as const;
}
