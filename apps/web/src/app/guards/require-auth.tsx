import { Navigate, Outlet, useLocation } from 'react-router';
import { corePaths as paths } from '../../config/core-paths';
import { saveRedirectPath } from '../../lib/session/redirect-path';
import { useSession } from '../../lib/session/session-store';

/** SPEC §6 auth routes: a signed-out visit saves where it was going and goes to sign-in. */
export function RequireAuth() {
  const { authenticated, signedOut } = useSession();
  const location = useLocation();
  if (!authenticated && signedOut) {
    return <Navigate to={paths.home.href()} replace />;
  }
  if (!authenticated) {
    saveRedirectPath(`${location.pathname}${location.search}${location.hash}`);
    return <Navigate to={paths.signIn.href()} replace />;
  }
  return <Outlet />;
}
