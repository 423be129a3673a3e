// How each engine words a failed `import()` (Chromium, Firefox, Safari), and Vite's CSS preload.
const CHUNK_ERROR =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS/i;

/** A chunk that did not load: a deploy replaced the files (404), or the network dropped. */
export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && CHUNK_ERROR.test(error.message);
}

const RELOADED_AT = 'chunk-reload-at';
/** Within this time of an automatic reload, a failed chunk is not a stale deploy any more. */
const RELOAD_WINDOW_MS = 60_000;

/**
 * Whether a failed chunk load may reload the page by itself. One reload fixes a stale deploy;
 * when the chunk fails again right after it, reloading again would loop, so the Reload button
 * is shown instead. Offline, a reload would only trade the page for the browser's error page.
 * Reads only: the boundary calls it while rendering, `noteAutoReload` when it reloads.
 */
export function mayAutoReload(now = Date.now()): boolean {
  if (!navigator.onLine) return false;
  try {
    const last = Number(sessionStorage.getItem(RELOADED_AT));
    return !(now - last < RELOAD_WINDOW_MS);
  } catch {
    // No storage, no memory of a previous reload: never reload automatically.
    return false;
  }
}

export function noteAutoReload(now = Date.now()) {
  try {
    sessionStorage.setItem(RELOADED_AT, String(now));
  } catch {
    // mayAutoReload refuses without storage, so this is not reached in a loop.
  }
}
