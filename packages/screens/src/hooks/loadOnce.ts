/**
 * A module a screen loads beside its first download (`import()` behind a budget): asked for once
 * however often it is called, and a failed load (a deploy replaced the file, the line dropped) is
 * forgotten, so the next call asks again instead of failing for the rest of the visit.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
}
