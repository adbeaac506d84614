import { loginUserInput, registerUserInput } from '@parkshare/shared/validation/auth';
import { plainTextErrors } from '@parkshare/shared/validation/text';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../app-deps';
import { AppError, unauthenticated, validationError } from '../lib/errors';
import { parseInput } from '../lib/parse-input';
import { bearerToken, sendAppError } from '../lib/rest';
import { registerUser } from '../modules/accounts/registration.service';
import { walletBalance } from '../modules/ledger/ledger.service';
import { impersonateUser, loginUser, logoutUser, refreshToken, stopImpersonating } from '../modules/auth/auth.service';
import { authenticate } from '../modules/auth/sessions.service';
import type { Viewer } from '../lib/viewer';
import { isAdmin } from '../lib/viewer';
import { forbidden } from '../lib/errors';

const meta = (request: FastifyRequest) => ({ ip: request.ip, userAgent: request.headers['user-agent'] ?? null });

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
    },
    { prefix: '/api/auth' },
  );
}
