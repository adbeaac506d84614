import { useQuery } from '@apollo/client';
import { graphql } from '../../../gql/gql';
import type { ImageSubjectType } from '../../../gql/graphql';

// Whose photos these are, for the page title: the parking, one of its addresses or one of its spots.
export const imageSubjectDocument = graphql(`
  query ImageSubject($parkingId: ID!, $subjectId: ID!, $isAddress: Boolean!, $isSpot: Boolean!) {
    parking(id: $parkingId) {
      id
      name
      identifier
      canManage
    }
    parkingAddress(id: $subjectId) @include(if: $isAddress) {
      id
      type
      street
      number
      city
    }
    spot(id: $subjectId) @include(if: $isSpot) {
      id
      number
    }
  }
`);

export const useImageSubject = (parkingId: string, subjectType: ImageSubjectType, subjectId: string) =>
  useQuery(imageSubjectDocument, {
    variables: { parkingId, subjectId, isAddress: subjectType === 'addresses', isSpot: subjectType === 'spots' },
    fetchPolicy: 'cache-and-network',
    skip: !parkingId,
  });
