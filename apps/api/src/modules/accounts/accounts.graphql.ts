import {
  changePasswordInput,
  emailOnlyInput,
  registerUserInput,
  resetPasswordInput,
  updateProfileInput,
  verifyEmailInput,
} from '@parkshare/shared/validation/auth';
import { parseInput } from '../../lib/parse-input';
import { builder, ok, StatusPayload, TokenPayload } from '../../schema/builder';
import { requireViewer } from '../../schema/context';
import { authorizeOwnCredentials } from '../auth/auth.policy';
import { User } from '../users/users.graphql';
import { changePassword, forgotPassword, resetPassword } from './password.service';
import { updateProfile } from './profile.service';
import { registerUser, resendVerificationCode, verifyEmail } from './registration.service';

const RegisterUserInput = builder.inputType('RegisterUserInput', {
  fields: (t) => ({
    name: t.string(),
    email: t.string(),
    password: t.string(),
    terms: t.boolean(),
    language: t.string(),
  }),
});
const VerifyEmailInput = builder.inputType('VerifyEmailInput', {
  fields: (t) => ({ email: t.string(), code: t.string() }),
});
const EmailInput = builder.inputType('EmailInput', { fields: (t) => ({ email: t.string() }) });
const ResetPasswordInput = builder.inputType('ResetPasswordInput', {
  fields: (t) => ({ token: t.string(), password: t.string() }),
});
const UpdateProfileInput = builder.inputType('UpdateProfileInput', {
  fields: (t) => ({
    name: t.string(),
    language: t.string(),
    timezone: t.string(),
    birthdayOn: t.string({ description: 'YYYY-MM-DD or null' }),
  }),
});
const ChangePasswordInput = builder.inputType('ChangePasswordInput', {
  fields: (t) => ({ currentPassword: t.string(), newPassword: t.string() }),
});

const RegisterUserPayload = builder.objectRef<{ id: string }>('RegisterUserPayload').implement({
  fields: (t) => ({ id: t.exposeID('id') }),
});

builder.mutationFields((t) => ({
  registerUser: t.field({
    type: RegisterUserPayload,
    authScopes: { public: true },
    args: { input: t.arg({ type: RegisterUserInput, required: true }) },
    resolve: (_root, { input }, { deps }) => registerUser({ deps, input: parseInput(registerUserInput, input) }),
  }),
  verifyEmail: t.field({
    type: TokenPayload,
    authScopes: { public: true },
    args: { input: t.arg({ type: VerifyEmailInput, required: true }) },
    resolve: (_root, { input }, { deps, meta }) =>
      verifyEmail({ deps, meta, input: parseInput(verifyEmailInput, input) }),
  }),
  resendVerificationCode: t.field({
    type: StatusPayload,
    authScopes: { public: true },
    args: { input: t.arg({ type: EmailInput, required: true }) },
    resolve: async (_root, { input }, { deps }) => {
      await resendVerificationCode({ deps, input: parseInput(emailOnlyInput, input) });
      return ok;
    },
  }),
  forgotPassword: t.field({
    type: StatusPayload,
    authScopes: { public: true },
    args: { input: t.arg({ type: EmailInput, required: true }) },
    resolve: async (_root, { input }, { deps }) => {
      await forgotPassword({ deps, input: parseInput(emailOnlyInput, input) });
      return ok;
    },
  }),
  resetPassword: t.field({
    type: StatusPayload,
    authScopes: { public: true },
    args: { input: t.arg({ type: ResetPasswordInput, required: true }) },
    resolve: async (_root, { input }, { deps }) => {
      await resetPassword({ deps, input: parseInput(resetPasswordInput, input) });
      return ok;
    },
  }),
  updateProfile: t.field({
    type: User,
    authScopes: { authenticated: true },
    args: { input: t.arg({ type: UpdateProfileInput, required: true }) },
    resolve: async (_root, { input }, context) => {
      const parsed = parseInput(updateProfileInput, input);
      return updateProfile({ deps: context.deps, viewer: await requireViewer(context), input: parsed });
    },
  }),
  changePassword: t.field({
    type: TokenPayload,
    authScopes: { authenticated: true },
    args: { input: t.arg({ type: ChangePasswordInput, required: true }) },
    resolve: async (_root, { input }, context) => {
      const parsed = parseInput(changePasswordInput, input);
      const viewer = await requireViewer(context);
      authorizeOwnCredentials(viewer);
      return changePassword({ deps: context.deps, viewer, input: parsed });
    },
  }),
}));
