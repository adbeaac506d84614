import { graphql } from '../../../gql/gql';
import type { ImageSubjectType } from '../../../gql/graphql';
import { uploadRequest, type UploadProgress } from '../../../lib/graphql/upload';

export const uploadImagesDocument = graphql(`
  mutation UploadImages($input: UploadImagesInput!) {
    uploadImages(input: $input) {
      id
      isPrimary
    }
  }
`);

/** Sends the photos in one multipart request (all or nothing), reporting upload progress. */
export function uploadImages(
  { subjectType, subjectId, files }: { subjectType: ImageSubjectType; subjectId: string; files: File[] },
  onProgress?: (progress: UploadProgress) => void,
) {
  return uploadRequest(uploadImagesDocument, {
    variables: { input: { subjectType, subjectId, files: files.map(() => null) } },
    files: Object.fromEntries(files.map((file, index) => [`input.files.${index}`, file])),
    onProgress,
  });
}
