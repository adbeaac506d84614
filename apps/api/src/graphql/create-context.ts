import type { AppDeps, RequestMeta } from '../app-deps';
import type { Viewer } from '../lib/viewer';
import { authenticate } from '../modules/auth/sessions.service';
import { bearerToken } from '../lib/rest';
import type { GraphQLContext } from '../schema/context';

// Made per request by the route (graphql-route.ts). It sits with the server, not with the context's type in
// schema/, because it asks the auth module for the session: the building blocks every module imports import none.

export function createContext(deps: AppDeps, meta: RequestMeta, authorization: string | undefined): GraphQLContext {
  let pending: Promise<Viewer | null> | undefined;
  const context: GraphQLContext = {
    deps,
    meta,
    auth: { viewer: undefined },
    operation: { name: null, outcome: 'error' },
    loadViewer: () => {
      pending ??= (async () => {
        const token = bearerToken(authorization);
        const viewer = token ? await authenticate({ deps, token }) : null;
        context.auth.viewer = viewer;
        return viewer;
      })();
      return pending;
    },
  };
  return context;
}
