import type { Feature } from '@wallet/api';

/**
 * Feature gating (spec 2 section 2): the flag whose route prefix matches the path decides; the
 * most specific (longest) matching prefix wins; no matching flag means allowed.
 */
export function isRouteEnabled(features: Feature[] | undefined, pathname: string): boolean {
  const matching = (features ?? [])
    .filter(
      (f) =>
        pathname === f.route ||
        pathname.startsWith(f.route.endsWith('/') ? f.route : `${f.route}/`),
    )
    .sort((a, b) => b.route.length - a.route.length);
  return matching[0]?.enabled ?? true;
}

/** Where a signed-out visitor of a protected path goes: /login, keeping the path to return to. */
export function loginRedirectFor(pathname: string, search = ''): string {
  const target = `${pathname}${search}`;
  return target === '/' || target.startsWith('/login')
    ? '/login'
    : `/login?redirect=${encodeURIComponent(target)}`;
}
