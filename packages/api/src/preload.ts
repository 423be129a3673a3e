import { mutate, preload, SWRConfig, unstable_serialize } from 'swr';
import { codePendingFor } from './client/session';
import type { Query } from './client/swrQuery';

/**
 * Starts reads before their page renders (the router's loaders), under the keys and fetchers
 * of their hooks, so the page's code and its data come in parallel; the hook picks the answer
 * up, its error included. Nothing is started while a login still waits for its e-mailed code
 * (no session yet), nor for what the cache holds already: the hook shows that and refreshes it
 * itself, and an answer preloaded but never read would be handed to its next refresh instead.
 * Settles when the reads it started have answered, with data or an error (the hook's to show).
 * An answer goes into the cache too, so the page's first render has it; the hook's first fetch
 * still takes the preloaded answer (SWR's preload), so nothing is asked twice.
 */
export async function preloadQueries(...queries: Query<unknown>[]): Promise<void> {
  if (codePendingFor()) return;
  const { cache } = SWRConfig.defaultValue;
  const started: Promise<unknown>[] = [];
  for (const { key, fetch } of queries) {
    const args = key();
    if (args === null || cache.get(unstable_serialize(args))?.data !== undefined) continue;
    started.push(preload(args, fetch).then((data) => mutate(args, data, { revalidate: false })));
  }
  await Promise.allSettled(started);
}
