import type { Role } from '@ssm/shared';
import { useEffect } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import {
  clearSession,
  decideAccess,
  hasStoredToken,
  isPasswordChangeRequired,
  readSession,
} from '@/lib/session';

/**
 * Back to the login page, which opens the page asked for once signed in; a token left behind
 * means the session expired, which the page says.
 */
function LeaveToLogin() {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  useEffect(() => {
    const sessionExpired = hasStoredToken();
    clearSession();
    navigate(paths.login.getHref({ sessionExpired, next: `${pathname}${search}` }), { replace: true });
  }, [navigate, pathname, search]);
  return null;
}

/** The route guard (docs/product.md, Session and route guard), read again on every navigation. */
export function RequireAccess({ allow }: { allow: readonly Role[] }) {
  // Subscribing to the location re-runs the check when moving between routes of the same group,
  // so a token that expired meanwhile is caught on the next navigation.
  useLocation();
  const decision = decideAccess(readSession(), allow);
  if (decision === 'login') return <LeaveToLogin />;
  if (decision === 'unauthorized') return <Navigate to={paths.unauthorized.getHref()} replace />;
  if (isPasswordChangeRequired()) return <Navigate to={paths.changePassword.getHref()} replace />;
  return <Outlet />;
}
