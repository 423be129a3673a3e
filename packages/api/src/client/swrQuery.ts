import useSWR from 'swr';

/**
 * One SWR read as its hook makes it: the key (null: nothing to read, e.g. nobody signed in) and
 * the fetcher. The hook reads it with `useQuery`; a route loader starts it early with
 * `preloadQueries` (preload.ts) under the same key and fetcher.
 */
export interface Query<T> {
  key: () => readonly unknown[] | null;
  fetch: () => Promise<T>;
}

export const query = <T>(key: Query<T>['key'], fetch: Query<T>['fetch']): Query<T> => ({
  key,
  fetch,
});

export const useQuery = <T>({ key, fetch }: Query<T>) => useSWR(key(), fetch);
