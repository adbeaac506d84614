import { forbidden } from '../../lib/errors';
import type { UserView, Viewer } from '../../lib/viewer';
import { isAdmin } from '../../lib/viewer';

// Who may act as whom. The admin scope on the field already ran; these are the finer rules.
export function authorizeImpersonation(viewer: Viewer, target: Pick<UserView, 'id' | 'roles'>): void {
  if (viewer.session.impersonatorId) throw forbidden('End the current impersonation first.');
  if (!isAdmin(viewer.user)) throw forbidden();
  if (target.id === viewer.user.id) throw forbidden('You cannot impersonate yourself.');
  if (isAdmin(target)) throw forbidden('You cannot impersonate another administrator.');
}

export function authorizeStopImpersonating(viewer: Viewer): void {
  if (!viewer.session.impersonatorId) throw forbidden('This session is not an impersonation.');
}

// An impersonating admin must not be able to lock the real user out of their account.
export function authorizeOwnCredentials(viewer: Viewer): void {
  if (viewer.session.impersonatorId) throw forbidden('Not allowed while impersonating.');
}
