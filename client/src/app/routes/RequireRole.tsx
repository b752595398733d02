import type { Role } from '@hema/shared/auth/roles';
import { roleAllowed } from '@hema/shared/auth/roles';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useSessionChecked, useSessionUser } from '../../features/auth/api/session-store';
import { PageLoader } from '../../components/ui/PageLoader';
import { loginPath } from '../../lib/redirect';

interface RequireRoleProps {
  /** One of `ROUTE_ROLES` from @hema/shared/auth/roles. */
  allowed: readonly Role[];
  children: ReactNode;
}

/**
 * The route guard of spec §6: the page opens only when the user's role is allowed; otherwise /login with the
 * full original path in `redirect`. Every guarded route tree of the router wraps its pages in it.
 */
export function RequireRole({ allowed, children }: RequireRoleProps) {
  const user = useSessionUser();
  const checked = useSessionChecked();
  const location = useLocation();
  if (!roleAllowed(user?.role, allowed)) {
    // The stored user may be stale (a role granted since): wait for the server's answer before refusing.
    if (!checked) return <PageLoader />;
    return <Navigate to={loginPath(`${location.pathname}${location.search}${location.hash}`)} replace />;
  }
  return children;
}
