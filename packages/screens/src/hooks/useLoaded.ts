import { useEffect, useState } from 'react';

/**
 * Whether what a screen loads beside its first download is in: starts `load` (once `start` is
 * true) unless `isLoaded()` already. A load that fails is thrown in render, so the route's error
 * boundary says so as it does for the page's own code (reload once, then Reload), rather than a
 * skeleton that never ends.
 */
export function useLoaded(load: () => Promise<unknown>, isLoaded: () => boolean, start = true) {
  const [loaded, setLoaded] = useState(isLoaded);
  const [failed, setFailed] = useState<{ error: unknown }>();
  useEffect(() => {
    if (start && !loaded)
      load().then(
        () => setLoaded(true),
        (error: unknown) => setFailed({ error }),
      );
  }, [load, start, loaded]);
  if (failed) throw failed.error;
  return loaded;
}
