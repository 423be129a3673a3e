import { Navigate, Outlet, useLocation } from 'react-router';
import { codePendingFor, sessionStore } from '@wallet/api';
import { guardRedirect } from './rules';

/**
 * The protected wrapper: no access token sends the visitor to /login (keeping the redirect); a
 * login or sign-up still waiting for its e-mailed code goes back to its code page.
 */
export function RequireAuth() {
  const { pathname, search } = useLocation();
  const target = guardRedirect(
    { hasToken: sessionStore.hasAccessToken(), codePending: codePendingFor() },
    pathname,
    search,
  );
  return target ? <Navigate to={target} replace /> : <Outlet />;
}
