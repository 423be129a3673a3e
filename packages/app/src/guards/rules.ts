import { appRedirect } from '@wallet/screens';

/**
 * Where a signed-out visitor of a protected path goes: /login, keeping the path to return to
 * when it is a signed-in page of this app (the same check the login applies when it returns).
 */
export function loginRedirectFor(pathname: string, search = '', origin?: string): string {
  const target = appRedirect(`${pathname}${search}`, origin);
  return target ? `/login?redirect=${encodeURIComponent(target)}` : '/login';
}

/**
 * The protected wrapper's decision: null lets the visitor in. Without tokens, /login. With the
 * tokens of a password step whose e-mailed code is pending, only that flow's code page opens:
 * the password alone is not a session (a reload keeps the flag; a new tab has no tokens).
 */
export function guardRedirect(
  session: { hasToken: boolean; codePending: 'login' | 'signup' | null },
  pathname: string,
  search = '',
): string | null {
  if (!session.hasToken) return loginRedirectFor(pathname, search);
  if (!session.codePending) return null;
  const codePage = session.codePending === 'signup' ? '/signup/two-fa' : '/login/two-fa';
  return pathname === codePage ? null : codePage;
}
