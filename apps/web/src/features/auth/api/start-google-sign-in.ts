import { graphql } from '../../../gql/gql';
import { normalizeError } from '../../../lib/errors/normalize-error';
import { request } from '../../../lib/graphql/request';

export const startSocialSignInDocument = graphql(`
  mutation StartSocialSignIn($input: StartSocialSignInInput!) {
    startSocialSignIn(input: $input) {
      authorizationUrl
    }
  }
`);

/** Google's page for a new attempt, whose state, PKCE verifier and nonce the server keeps (decision 095). */
export async function startGoogleSignIn(language: string): Promise<string> {
  const data = await request(startSocialSignInDocument, { input: { provider: 'google', language } });
  return data.startSocialSignIn.authorizationUrl;
}

/**
 * A refusal in the user's language. What it takes loads only then: the button's chunk, which the sign-in form
 * loads, lists no other file (decision 020).
 */
export async function messageOfRefusal(error: unknown): Promise<string> {
  const [{ errorMessage }, { loadSocialMessages }] = await Promise.all([
    import('../../../lib/errors/error-message'),
    import('../utils/social-messages'),
  ]);
  await loadSocialMessages();
  return errorMessage(normalizeError(error));
}
