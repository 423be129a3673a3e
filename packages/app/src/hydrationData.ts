import type { HydrationState } from 'react-router';

/** The element of a prerendered page's file holding its router state (prerender/plugin.ts). */
export const HYDRATION_DATA_ID = 'router-hydration';

/** The router state the prerender rendered this page's HTML with, if it was prerendered. */
export function readHydrationData(): HydrationState | undefined {
  const json = document.getElementById(HYDRATION_DATA_ID)?.textContent;
  return json ? (JSON.parse(json) as HydrationState) : undefined;
}
