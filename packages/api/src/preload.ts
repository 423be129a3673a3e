import { preload, SWRConfig, unstable_serialize } from 'swr';
import { codePendingFor } from './client/session';
import type { Query } from './client/swrQuery';

/**
 * Starts reads before their page renders (the router's loaders), under the keys and fetchers
 * of their hooks, so the page's code and its data come in parallel; the hook picks the answer
 * up, its error included. Nothing is started while a login still waits for its e-mailed code
 * (no session yet), nor for what the cache holds already: the hook shows that and refreshes it
 * itself, and an answer preloaded but never read would be handed to its next refresh instead.
 */
export function preloadQueries(...queries: Query<unknown>[]) {
  if (codePendingFor()) return;
  const { cache } = SWRConfig.defaultValue;
  for (const { key, fetch } of queries) {
    const args = key();
    if (args === null || cache.get(unstable_serialize(args))?.data !== undefined) continue;
    // The hook handles the error when it reads the answer; this copy only keeps it handled.
    preload(args, fetch).catch(() => {});
  }
}
