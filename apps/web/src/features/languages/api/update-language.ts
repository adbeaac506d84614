import { useMutation } from '@apollo/client';
import { graphql } from '../../../gql/gql';

// updateProfile validates the whole profile, so the language screen sends the other fields unchanged.
export const updateLanguageDocument = graphql(`
  mutation UpdateLanguage($input: UpdateProfileInput!) {
    updateProfile(input: $input) {
      id
      language
    }
  }
`);

export const useUpdateLanguage = () => useMutation(updateLanguageDocument);
