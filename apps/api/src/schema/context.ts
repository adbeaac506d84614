import type { AppDeps, RequestMeta } from '../app-deps';
import { forbidden, unauthenticated } from '../lib/errors';
import { isAdmin, type Viewer } from '../lib/viewer';

export interface GraphQLContext {
  deps: AppDeps;
  meta: RequestMeta;
  /** Resolves the bearer token once per request; null when absent, invalid, expired or revoked. */
  loadViewer(): Promise<Viewer | null>;
  /** Filled once loadViewer has finished, so that error formatting can tell 401 from 403 synchronously. */
  auth: { viewer: Viewer | null | undefined };
  /** What the metrics learn of the request (graphql/operation-metrics.ts): its operation's name and outcome. */
  operation: { name: string | null; outcome: 'ok' | 'error' };
}

/** The viewer of a field guarded by the authenticated scope (scope-auth has already loaded it). */
export async function requireViewer(context: GraphQLContext): Promise<Viewer> {
  const viewer = await context.loadViewer();
  if (!viewer) throw unauthenticated();
  return viewer;
}

/**
 * The viewer of a field of a User that only the user themselves and admins may read (their transactions,
 * reservations, payments, tickets); anyone else is FORBIDDEN. Answers whether it is the user themselves.
 */
export async function requireSelfOrAdmin(
  context: GraphQLContext,
  userId: string,
): Promise<{ viewer: Viewer; own: boolean }> {
  const viewer = await requireViewer(context);
  const own = viewer.user.id === userId;
  if (!own && !isAdmin(viewer.user)) throw forbidden();
  return { viewer, own };
}
