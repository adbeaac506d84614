import {
  completeSocialSignUpInput,
  socialSignInInput,
  startSocialSignInInput,
} from '@parkshare/shared/validation/social-sign-in';
import { parseInput } from '../../lib/parse-input';
import { builder, TokenPayload } from '../../schema/builder';
import {
  completeSocialSignUp,
  socialSignIn,
  startSocialSignIn,
  type SocialSignInResult,
} from './social-sign-in.service';

// Sign-in with Google (decision 095), the GraphQL twins of POST /api/auth/social/start, /social and /social/sign-up.
// Inputs are strings checked by the shared schemas, so a wrong provider is a field error like any other.

const StartSocialSignInInput = builder.inputType('StartSocialSignInInput', {
  fields: (t) => ({
    provider: t.string({ description: "'google'" }),
    language: t.string({ description: "'en' or 'pl': the language of Google's page and of a new account" }),
  }),
});
const SocialSignInInput = builder.inputType('SocialSignInInput', {
  fields: (t) => ({
    provider: t.string({ description: "'google'" }),
    code: t.string({ description: 'The code Google sent back to /auth/google/callback' }),
    state: t.string({ description: 'The state Google sent back with it' }),
  }),
});
const CompleteSocialSignUpInput = builder.inputType('CompleteSocialSignUpInput', {
  fields: (t) => ({
    pendingToken: t.string({ description: "socialSignIn's signUp.pendingToken" }),
    terms: t.boolean({ description: 'The terms of service and the privacy policy accepted' }),
  }),
});

const SocialSignInStart = builder.objectRef<{ authorizationUrl: string }>('SocialSignInStart').implement({
  fields: (t) => ({
    authorizationUrl: t.exposeString('authorizationUrl', { description: "Google's page to send the browser to" }),
  }),
});

const SocialSignUp = builder
  .objectRef<{ pendingToken: string; email: string; name: string }>('SocialSignUp')
  .implement({
    description:
      'A Google account new to Parkshare: completeSocialSignUp makes the account once the terms are accepted',
    fields: (t) => ({
      pendingToken: t.exposeString('pendingToken', { description: 'Valid for 15 minutes, once' }),
      email: t.exposeString('email'),
      name: t.exposeString('name'),
    }),
  });

const SocialSignInPayload = builder.objectRef<SocialSignInResult>('SocialSignInPayload').implement({
  description: 'Either a token (signed in) or a sign-up waiting for the terms',
  fields: (t) => ({
    token: t.exposeString('token', { nullable: true }),
    signUp: t.field({ type: SocialSignUp, nullable: true, resolve: (result) => result.signUp }),
  }),
});

builder.mutationFields((t) => ({
  startSocialSignIn: t.field({
    type: SocialSignInStart,
    authScopes: { public: true },
    args: { input: t.arg({ type: StartSocialSignInInput, required: true }) },
    resolve: (_root, { input }, { deps, meta }) =>
      startSocialSignIn({ deps, meta, input: parseInput(startSocialSignInInput, input) }),
  }),
  socialSignIn: t.field({
    type: SocialSignInPayload,
    authScopes: { public: true },
    args: { input: t.arg({ type: SocialSignInInput, required: true }) },
    resolve: (_root, { input }, { deps, meta }) =>
      socialSignIn({ deps, meta, input: parseInput(socialSignInInput, input) }),
  }),
  completeSocialSignUp: t.field({
    type: TokenPayload,
    authScopes: { public: true },
    args: { input: t.arg({ type: CompleteSocialSignUpInput, required: true }) },
    resolve: (_root, { input }, { deps, meta }) =>
      completeSocialSignUp({ deps, meta, input: parseInput(completeSocialSignUpInput, input) }),
  }),
}));
