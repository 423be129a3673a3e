import type { Feature } from './schemas';

/**
 * Feature gating (spec 2 section 2): the flag whose route prefix matches the path decides; the
 * most specific (longest) matching prefix wins; no matching flag means allowed. The one rule for
 * the route guard, the sidebar and the card promotion.
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
