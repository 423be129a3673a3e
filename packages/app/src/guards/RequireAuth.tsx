import { Navigate, Outlet, useLocation } from 'react-router';
import { sessionStore } from '@wallet/api';
import { loginRedirectFor } from './rules';

/** The protected wrapper: no access token sends the visitor to /login, keeping the redirect. */
export function RequireAuth() {
  const { pathname, search } = useLocation();
  if (!sessionStore.hasAccessToken())
    return <Navigate to={loginRedirectFor(pathname, search)} replace />;
  return <Outlet />;
}
