import {
  createElement,
  lazy,
  useState,
  type ComponentType,
  type ReactElement,
  type ReactNode,
} from 'react';
import { createRoutesFromChildren, matchRoutes } from 'react-router';

/** What a page's module may export beside its component: the preloading of its own sub-routes. */
interface PageModule {
  preloadRoute?: (pathname: string) => Promise<void>;
}

/** A page loaded on its first visit; `preload()` loads it ahead, so it renders without suspending. */
export type Page = ComponentType & { preload: (pathname: string) => Promise<void> };

/**
 * A page loaded on its first visit (route-level code splitting): a module of routes/ exporting
 * `Component`, or a screen module taken directly (`@wallet/screens/pages/<Name>`) with the name
 * of its component. Never the `@wallet/screens` barrel: every page would share one chunk.
 *
 * Once `preload()` has loaded it (main.tsx does for the first page), it renders at once: without
 * it each nested lazy page would show its fallback first, and React spaces the reveals of nested
 * Suspense boundaries, so the first screen would take several frames and ~300 ms each.
 */
export function page<K extends string = 'Component'>(
  load: () => Promise<{ [key in NoInfer<K>]: ComponentType } & PageModule>,
  name: K = 'Component' as K,
): Page {
  let loaded: ComponentType | undefined;
  const preload = async (pathname: string) => {
    const module = await load();
    loaded = module[name];
    await module.preloadRoute?.(pathname);
  };
  const Lazy: ComponentType = lazy(() =>
    load().then((m) => ({ default: m[name] as ComponentType })),
  );
  function Page() {
    // Chosen once per mount: switching from the lazy wrapper later would remount the page.
    const [component] = useState(() => loaded);
    return createElement(component ?? Lazy);
  }
  return Object.assign(Page, { preload });
}

const isPage = (type: unknown): type is Page => typeof type === 'function' && 'preload' in type;

/** Preloads the pages of the routes `pathname` matches in a route table (layouts, the page). */
export async function preloadMatches(routes: ReactNode, pathname: string) {
  const matches = matchRoutes(createRoutesFromChildren(routes), pathname) ?? [];
  await Promise.all(
    matches.map(({ route }) => {
      const type = (route.element as ReactElement | null | undefined)?.type;
      return isPage(type) ? type.preload(pathname) : undefined;
    }),
  );
}

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
