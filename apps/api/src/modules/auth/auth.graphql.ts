import { loginUserInput } from '@parkshare/shared/validation/auth';
import { builder, ok, StatusPayload, TokenPayload } from '../../schema/builder';
import { requireViewer } from '../../schema/context';
import { parseInput } from '../../lib/parse-input';
import { impersonateUser, loginUser, logoutUser, refreshToken, stopImpersonating } from './auth.service';

const LoginUserInput = builder.inputType('LoginUserInput', {
  fields: (t) => ({ email: t.string(), password: t.string() }),
});

builder.mutationFields((t) => ({
  loginUser: t.field({
    type: TokenPayload,
    authScopes: { public: true },
    args: { input: t.arg({ type: LoginUserInput, required: true }) },
    resolve: (_root, { input }, { deps, meta }) => loginUser({ deps, meta, input: parseInput(loginUserInput, input) }),
  }),
  logoutUser: t.field({
    type: StatusPayload,
    authScopes: { authenticated: true },
    resolve: async (_root, _args, context) => {
      await logoutUser({ deps: context.deps, viewer: await requireViewer(context) });
      return ok;
    },
  }),
  refreshToken: t.field({
    type: TokenPayload,
    authScopes: { authenticated: true },
    resolve: async (_root, _args, context) =>
      refreshToken({ deps: context.deps, viewer: await requireViewer(context) }),
  }),
  impersonateUser: t.field({
    type: TokenPayload,
    authScopes: { admin: true },
    args: { userId: t.arg.id({ required: true }) },
    resolve: async (_root, { userId }, context) =>
      impersonateUser({
        deps: context.deps,
        meta: context.meta,
        viewer: await requireViewer(context),
        userId: String(userId),
      }),
  }),
  stopImpersonating: t.field({
    type: StatusPayload,
    authScopes: { authenticated: true },
    resolve: async (_root, _args, context) => {
      await stopImpersonating({ deps: context.deps, viewer: await requireViewer(context) });
      return ok;
    },
  }),
}));
