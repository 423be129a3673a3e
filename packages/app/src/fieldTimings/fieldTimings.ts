import type { Metric } from 'web-vitals';

/**
 * Field timings from real customers (docs/performance.md "Field timings"): each visit's LCP,
 * INP, CLS and TTFB as web-vitals measures them, sent with `sendBeacon` to VITE_VITALS_URL. Only
 * the route's pattern goes with them (`/transactions/:id`, never an id, an address or an amount)
 * and the app's version; nothing is sent when the variable is unset.
 */
export interface FieldTiming {
  name: Metric['name'];
  /** Milliseconds, except CLS (a unitless score). */
  value: number;
  rating: Metric['rating'];
  /** How the page was reached: navigate, reload, back-forward, restore ... */
  navigationType: Metric['navigationType'];
  /** The pattern of the route the visit landed on. */
  route: string;
  version: string;
}

/** The landing route's pattern: the deepest matched route's path, as the route table writes it. */
export const routePattern = (matches: readonly { route: { path?: string } }[]) =>
  matches.findLast((match) => match.route.path !== undefined)?.route.path ?? '*';

export const fieldTimingOf = (metric: Metric, route: string, version: string): FieldTiming => ({
  name: metric.name,
  value: metric.value,
  rating: metric.rating,
  navigationType: metric.navigationType,
  route,
  version,
});

type Observe = (report: (metric: Metric) => void) => void;
interface Library {
  onLCP: Observe;
  onINP: Observe;
  onCLS: Observe;
  onTTFB: Observe;
}

/**
 * Reports each timing as web-vitals settles it (LCP and CLS when the page is hidden, INP at its
 * worst). The body is text (JSON): a `sendBeacon` with a CORS-safelisted type needs no preflight.
 * `load` is web-vitals' import, loaded after the page is React's so it costs no first paint.
 */
export async function reportFieldTimings(
  endpoint: string | undefined,
  route: string,
  version: string,
  load: () => Promise<Library> = () => import('web-vitals'),
) {
  if (!endpoint || typeof navigator.sendBeacon !== 'function') return;
  const { onLCP, onINP, onCLS, onTTFB } = await load();
  const send = (metric: Metric) =>
    navigator.sendBeacon(endpoint, JSON.stringify(fieldTimingOf(metric, route, version)));
  for (const observe of [onLCP, onINP, onCLS, onTTFB]) observe(send);
}
