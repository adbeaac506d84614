import type { AppDeps, RequestMeta } from '../app-deps';
import { unauthenticated } from '../lib/errors';
import { authenticate } from '../modules/auth/sessions.service';
import type { Viewer } from '../modules/auth/viewer';

export interface GraphQLContext {
  deps: AppDeps;
  meta: RequestMeta;
  /** Resolves the bearer token once per request; null when absent, invalid, expired or revoked. */
  loadViewer(): Promise<Viewer | null>;
  /** Filled once loadViewer has finished, so that error formatting can tell 401 from 403 synchronously. */
  auth: { viewer: Viewer | null | undefined };
}

export function bearerToken(header: string | undefined): string | null {
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}

export function createContext(deps: AppDeps, meta: RequestMeta, authorization: string | undefined): GraphQLContext {
  let pending: Promise<Viewer | null> | undefined;
  const context: GraphQLContext = {
    deps,
    meta,
    auth: { viewer: undefined },
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

/** The viewer of a field guarded by the authenticated scope (scope-auth has already loaded it). */
export async function requireViewer(context: GraphQLContext): Promise<Viewer> {
  const viewer = await context.loadViewer();
  if (!viewer) throw unauthenticated();
  return viewer;
}
