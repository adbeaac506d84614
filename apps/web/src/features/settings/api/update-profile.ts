import { useMutation } from '@apollo/client';
import { graphql } from '../../../gql/gql';

export const updateProfileDocument = graphql(`
  mutation UpdateProfile($input: UpdateProfileInput!) {
    updateProfile(input: $input) {
      id
      name
      language
      timezone
      birthdayOn
    }
  }
`);

export const useUpdateProfile = () => useMutation(updateProfileDocument);
