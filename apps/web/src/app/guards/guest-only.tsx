import { useEffect } from 'react';
import { Navigate, Outlet, useSearchParams } from 'react-router';
import { clearRedirectPath, readRedirectPath, resolvePostLoginPath } from '../../lib/session/redirect-path';
import { useSession } from '../../lib/session/session-store';

/**
 * SPEC §6 guest-only routes. A signed-in user is sent on; this is also how a successful sign-in (or e-mail
 * verification) leaves the form: SPEC §2's return-after-login path, else the saved path, else the map.
 */
export function GuestOnly() {
  const { authenticated } = useSession();
  const [params] = useSearchParams();
  useEffect(() => {
    if (authenticated) {
      clearRedirectPath();
    }
  }, [authenticated]);
  if (authenticated) {
    return <Navigate to={resolvePostLoginPath(params.get('returnTo'), readRedirectPath())} replace />;
  }
  return <Outlet />;
}
