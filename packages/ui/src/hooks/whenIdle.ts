/**
 * Runs `run` once the browser is idle (at the latest after 2 s), for code a page does not need
 * for its first paint; returns the cancel function (an effect's cleanup).
 */
export function whenIdle(run: () => void) {
  if (typeof requestIdleCallback === 'undefined') {
    const timer = setTimeout(run, 200);
    return () => clearTimeout(timer);
  }
  const id = requestIdleCallback(run, { timeout: 2000 });
  return () => cancelIdleCallback(id);
}
