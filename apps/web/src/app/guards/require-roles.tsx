import { Navigate, Outlet } from 'react-router';
import { paths } from '../../config/paths';
import { hasAnyRole } from '../../lib/session/roles';
import { useSession } from '../../lib/session/session-store';

/** SPEC §6 role lists: the user needs at least one of the roles, otherwise /403. */
export function RequireRoles({ roles }: { roles: readonly string[] }) {
  const session = useSession();
  return hasAnyRole(session.roles, roles) ? <Outlet /> : <Navigate to={paths.forbidden.href()} replace />;
}
