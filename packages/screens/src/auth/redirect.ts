import { sessionStore } from '@wallet/api';

/**
 * The saved redirect to use after two-factor: only a path inside this app (never an absolute
 * or protocol-relative URL, which would be an open redirect), else the dashboard.
 */
export function safeRedirect(redirect: string | null | undefined): string {
  if (
    !redirect ||
    !redirect.startsWith('/') ||
    redirect.startsWith('//') ||
    redirect.startsWith('/\\')
  )
    return '/dashboard';
  return redirect;
}

/** Keeps a login's ?redirect= for after two-factor (the session's last location). */
export function saveRedirect(redirect: string | null) {
  if (redirect) sessionStore.set('lastLocation', redirect);
  else sessionStore.remove('lastLocation');
}

/** Where to go once two-factor passes; the saved redirect is used once. */
export function takeRedirect(): string {
  const target = safeRedirect(sessionStore.get('lastLocation'));
  sessionStore.remove('lastLocation');
  return target;
}
