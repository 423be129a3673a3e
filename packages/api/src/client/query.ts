import type { SWRConfiguration } from 'swr';

/** Query constants of spec 1 section 9. */
export const QUERY = {
  retry: 1,
  staleMs: 5 * 60_000,
  cacheMs: 60_000,
  refetchOnWindowFocus: false,
  countriesStaleMs: 60 * 60_000,
  countriesCacheMs: 30 * 60_000,
} as const;

/**
 * SWR has no separate stale and cache times: data is fresh (not refetched) for the deduping
 * interval, which carries the stale time; errors are retried once; no refetch on focus.
 */
export const swrConfig: SWRConfiguration = {
  errorRetryCount: QUERY.retry,
  dedupingInterval: QUERY.staleMs,
  revalidateOnFocus: QUERY.refetchOnWindowFocus,
  shouldRetryOnError: true,
};
