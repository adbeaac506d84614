import { z } from 'zod/mini';
import { LOCALES } from '../locales';
import { formatMessage, messages } from './messages';

// Sign-in with Google (decision 095): starting it, the callback's code exchange, and a new account's sign-up.

export const SOCIAL_PROVIDERS = ['google'] as const;
export type SocialProviderName = (typeof SOCIAL_PROVIDERS)[number];

// Google's codes and states are URL-safe printable ASCII (ours: 43 base64url characters); the bounds keep anything
// else from reaching the provider or the database.
const PROVIDER_VALUE_MAX = 2048;
const urlSafe = (max: number) =>
  z.string({ error: messages.required }).check(
    z.minLength(1, messages.required),
    z.maxLength(max, formatMessage('maxLength', { count: max })),
    // '*': an empty value is only 'required'.
    z.regex(/^[\x21-\x7e]*$/, messages.invalidValue),
  );

const provider = z.enum(SOCIAL_PROVIDERS, { error: messages.invalidValue });
const language = z.enum(LOCALES, { error: messages.invalidLanguage });

export const startSocialSignInInput = z.object({ provider, language });
export type StartSocialSignInInput = z.input<typeof startSocialSignInInput>;

export const socialSignInInput = z.object({
  provider,
  code: urlSafe(PROVIDER_VALUE_MAX),
  state: urlSafe(128),
});
export type SocialSignInInput = z.input<typeof socialSignInInput>;

export const completeSocialSignUpInput = z.object({
  pendingToken: urlSafe(128),
  terms: z.literal(true, { error: messages.checked }),
});
export type CompleteSocialSignUpInput = z.input<typeof completeSocialSignUpInput>;
