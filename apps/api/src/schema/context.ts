import type { AppDeps, RequestMeta } from '../app-deps';
import { unauthenticated } from '../lib/errors';
import type { Viewer } from '../lib/viewer';

export interface GraphQLContext {
  deps: AppDeps;
  meta: RequestMeta;
  /** Resolves the bearer token once per request; null when absent, invalid, expired or revoked. */
  loadViewer(): Promise<Viewer | null>;
  /** Filled once loadViewer has finished, so that error formatting can tell 401 from 403 synchronously. */
  auth: { viewer: Viewer | null | undefined };
}

/** The viewer of a field guarded by the authenticated scope (scope-auth has already loaded it). */
export async function requireViewer(context: GraphQLContext): Promise<Viewer> {
  const viewer = await context.loadViewer();
  if (!viewer) throw unauthenticated();
  return viewer;
}
