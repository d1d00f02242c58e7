import type { Role } from '@ssm/shared';
import { useEffect } from 'react';
import { Navigate, Outlet, useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { clearSession, decideAccess, readSession } from '@/lib/session';

function LeaveToLogin() {
  const navigate = useNavigate();
  useEffect(() => {
    clearSession();
    navigate(paths.login.getHref(), { replace: true });
  }, [navigate]);
  return null;
}

/** The route guard of SPEC §2 and §4, read again on every navigation. */
export function RequireAccess({ allow }: { allow: readonly Role[] }) {
  const decision = decideAccess(readSession(), allow);
  if (decision === 'login') return <LeaveToLogin />;
  if (decision === 'unauthorized') return <Navigate to={paths.unauthorized.getHref()} replace />;
  return <Outlet />;
}
