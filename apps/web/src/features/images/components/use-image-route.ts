import { IMAGE_SUBJECT_TYPES, type ImageSubjectType } from '@parkshare/shared/parkings/status';
import { useParams, useSearchParams } from 'react-router';

/** The subject of /images/{subjectType}/{subjectId}?parkingId=…; subjectType is null when the path names none of ours. */
export function useImageRoute(): { subjectType: ImageSubjectType | null; subjectId: string; parkingId: string } {
  const { subjectType = '', subjectId = '' } = useParams();
  const [search] = useSearchParams();
  const known = (IMAGE_SUBJECT_TYPES as readonly string[]).includes(subjectType)
    ? (subjectType as ImageSubjectType)
    : null;
  return { subjectType: known, subjectId, parkingId: search.get('parkingId') ?? '' };
}
