import { loginUserInput, registerUserInput } from '@parkshare/shared/validation/auth';
import {
  completeSocialSignUpInput,
  socialSignInInput,
  startSocialSignInInput,
} from '@parkshare/shared/validation/social-sign-in';
import { plainTextErrors } from '@parkshare/shared/validation/text';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../app-deps';
import { AppError, unauthenticated, validationError } from '../lib/errors';
import { parseInput } from '../lib/parse-input';
import { bearerToken, sendAppError } from '../lib/rest';
import { registerUser } from '../modules/accounts/registration.service';
import { completeSocialSignUp, socialSignIn, startSocialSignIn } from '../modules/accounts/social-sign-in.service';
import { ownRequestOrigin } from '../lib/origins';
import { walletBalance } from '../modules/ledger/ledger.service';
import { impersonateUser, loginUser, logoutUser, refreshToken, stopImpersonating } from '../modules/auth/auth.service';
import { authenticate } from '../modules/auth/sessions.service';
import type { Viewer } from '../lib/viewer';
import { isAdmin } from '../lib/viewer';
import { forbidden } from '../lib/errors';

const meta = (request: FastifyRequest) => ({ ip: request.ip, userAgent: request.headers['user-agent'] ?? null });

// With the origin the request came to (decision 061), for the way back from Google as GraphQL's context has it.
const metaWithOrigin = (deps: AppDeps, request: FastifyRequest) => ({
  ...meta(request),
  origin: deps.config.publicUrlSet
    ? undefined
    : (ownRequestOrigin(deps.config.host, deps.config.port, request.headers.host) ?? undefined),
});

async function viewerOf(deps: AppDeps, request: FastifyRequest): Promise<Viewer> {
  const token = bearerToken(request.headers.authorization);
  const viewer = token ? await authenticate({ deps, token }) : null;
  if (!viewer) throw unauthenticated();
  return viewer;
}

const impersonateBody = z.object({
  userId: z.string({ error: 'This field is required.' }).min(1, 'This field is required.'),
});

/** The second reading of SPEC §7: thin REST adapters under /api/auth/ over the same services as GraphQL. */
export function registerAuthRoutes(app: FastifyInstance, deps: AppDeps): void {
  app.register(
    async (auth) => {
      auth.setErrorHandler((error, _request, reply) => {
        if (error instanceof AppError) return sendAppError(reply, error);
        throw error;
      });
      // The text rule of decision 062 for every body, before any adapter reads it (GraphQL: text-inputs.ts).
      auth.addHook('preHandler', async (request) => {
        const errors = plainTextErrors(request.body);
        if (errors) throw validationError(errors);
      });
      auth.post('/register', async (request, reply) => {
        const result = await registerUser({ deps, input: parseInput(registerUserInput, request.body) });
        return reply.code(201).send(result);
      });
      auth.post('/login', async (request) =>
        loginUser({ deps, meta: meta(request), input: parseInput(loginUserInput, request.body) }),
      );
      auth.post('/logout', async (request) => {
        await logoutUser({ deps, viewer: await viewerOf(deps, request) });
        return { status: 'ok' };
      });
      auth.get('/user', async (request) => {
        const { user, session } = await viewerOf(deps, request);
        return {
          ...user,
          balance: await walletBalance(deps.db, user.id),
          currency: 'PLN',
          impersonating: session.impersonatorId !== null,
        };
      });
      auth.get('/refresh', async (request) => refreshToken({ deps, viewer: await viewerOf(deps, request) }));
      auth.post('/impersonate', async (request) => {
        const viewer = await viewerOf(deps, request);
        if (!isAdmin(viewer.user)) throw forbidden();
        const { userId } = parseInput(impersonateBody, request.body);
        return impersonateUser({ deps, meta: meta(request), viewer, userId });
      });
      auth.post('/unimpersonate', async (request) => {
        await stopImpersonating({ deps, viewer: await viewerOf(deps, request) });
        return { status: 'ok' };
      });
      // SPEC §7's social-login code exchange (decision 095): start (where to send the browser), the callback's code
      // exchange ({ token } or { signUp }), and a new account's sign-up once the terms are accepted.
      auth.post('/social/start', async (request) =>
        startSocialSignIn({
          deps,
          meta: metaWithOrigin(deps, request),
          input: parseInput(startSocialSignInInput, request.body),
        }),
      );
      auth.post('/social', async (request) =>
        socialSignIn({ deps, meta: meta(request), input: parseInput(socialSignInInput, request.body) }),
      );
      auth.post('/social/sign-up', async (request, reply) => {
        const input = parseInput(completeSocialSignUpInput, request.body);
        return reply.code(201).send(await completeSocialSignUp({ deps, meta: meta(request), input }));
      });
    },
    { prefix: '/api/auth' },
  );
}
