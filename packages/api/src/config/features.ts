import type { Feature } from './schemas';

/**
 * Pages whose calls spec 2 does not have and we propose to the backend (docs/api.md, "Proposed
 * calls"): Coming Soon unless the feature list names them (or a longer prefix) enabled. A flag
 * of a shorter prefix (`/card/setting` on) says nothing about a call the backend may not have.
 */
export const PROPOSED_ROUTES = ['/card/setting/reset-pin', '/card/setting/replace-physical'];

const isUnder = (pathname: string, prefix: string) =>
  pathname === prefix || pathname.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`);

/**
 * Feature gating (spec 2 section 2): the flag whose route prefix matches the path decides; the
 * most specific (longest) matching prefix wins; no matching flag means allowed, except on a
 * proposed page (above), which needs a flag of its own. The one rule for the route guard, the
 * sidebar, the card promotion and the card settings' entries.
 */
export function isRouteEnabled(features: Feature[] | undefined, pathname: string): boolean {
  const proposed = PROPOSED_ROUTES.find((route) => isUnder(pathname, route));
  const matching = (features ?? [])
    .filter((f) => isUnder(pathname, f.route))
    .sort((a, b) => b.route.length - a.route.length);
  const flag = matching[0];
  if (proposed && (!flag || flag.route.length < proposed.length)) return false;
  return flag?.enabled ?? true;
}
