import { useQuery } from '@apollo/client';
import { graphql } from '../../../gql/gql';
import type { ImageSubjectType } from '../../../gql/graphql';

export const imagesDocument = graphql(`
  query Images($subjectType: ImageSubjectType!, $subjectId: ID!) {
    images(subjectType: $subjectType, subjectId: $subjectId) {
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

export const useImages = (subjectType: ImageSubjectType, subjectId: string) =>
  useQuery(imagesDocument, { variables: { subjectType, subjectId }, fetchPolicy: 'cache-and-network' });
