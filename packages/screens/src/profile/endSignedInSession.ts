import type { NavigateFunction } from 'react-router';
import { endSession, logout } from '@wallet/api';

/**
 * Ends the session after a change that needs a fresh login (a new password, a deleted account):
 * the server's logout when its session still exists, then local storage and cache, then /login.
 */
export async function endSignedInSession(
  navigate: NavigateFunction,
  { serverLogout }: { serverLogout: boolean },
) {
  if (serverLogout) await logout().catch(() => undefined);
  endSession('logout');
  navigate('/login', { replace: true });
}
