import { hasRole, type Role } from '@app/contracts';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useAuth } from '../auth/auth-context.tsx';
import { type DeniedState, type LoginRedirectState, pathOf } from '../auth/redirect.ts';
import { PageSpinner } from '../components/page-spinner.tsx';

export interface RequireRoleProps {
  minimum: Role;
  /** Where a user whose rank is too low is sent. */
  deniedTo?: string;
}

/** Route guard of docs/product.md §2: spinner while loading, /login (origin remembered), then the rank check. */
export function RequireRole({ minimum, deniedTo = '/unauthorized' }: RequireRoleProps) {
  const { isAuthenticated, isLoading, user } = useAuth();
  const location = useLocation();
  if (isLoading) return <PageSpinner />;
  if (!isAuthenticated || !user) {
    const state: LoginRedirectState = { from: pathOf(location) };
    return <Navigate to="/login" replace state={state} />;
  }
  if (!hasRole(user.role, minimum)) {
    const denied: DeniedState = { required: minimum };
    return <Navigate to={deniedTo} replace state={denied} />;
  }
  return <Outlet />;
}

/** /register (and the fallbacks): a logged-in user goes to /dashboard. */
export function PublicOnly() {
  const { isLoading, user } = useAuth();
  if (isLoading) return <PageSpinner />;
  if (user) return <Navigate to="/dashboard" replace />;
  return <Outlet />;
}

/** `/` and unknown paths: /dashboard when logged in, else /login. */
export function HomeRedirect() {
  const { isLoading, user } = useAuth();
  if (isLoading) return <PageSpinner />;
  return <Navigate to={user ? '/dashboard' : '/login'} replace />;
}
