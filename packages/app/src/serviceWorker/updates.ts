import type { Workbox } from 'workbox-window';

/** How often an open tab asks for a new version (a wallet tab can stay open for days). */
export const UPDATE_CHECK_MS = 60 * 60_000;

/** A new version of the app, ready: `reload` starts it in this tab. */
export interface PendingUpdate {
  reload: () => void;
}

/**
 * The new version the service worker holds, as a store for ConnectionNotices
 * (useSyncExternalStore): undefined until one is installed and waiting, or until another tab
 * started it (this tab still runs the version it loaded, whole).
 */
export function updateStore() {
  let pending: PendingUpdate | undefined;
  const listeners = new Set<() => void>();
  return {
    get: () => pending,
    set(update: PendingUpdate) {
      pending = update;
      listeners.forEach((listener) => listener());
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}
export type UpdateStore = ReturnType<typeof updateStore>;

/**
 * Registers the app's service worker (sw.js, built by vite-plugin-pwa: the build's files
 * precached, pages served from that cache, no API answer ever) and reports a new version to
 * `updates`. The new worker waits: it takes over only when the customer presses Reload
 * (SKIP_WAITING, then this tab reloads once it controls the page). Nothing reloads by itself.
 */
export function registerServiceWorker(workbox: Workbox, updates: UpdateStore) {
  // A new worker installed and waiting, found now or on a later check.
  workbox.addEventListener('waiting', () =>
    updates.set({
      reload() {
        workbox.addEventListener('controlling', () => window.location.reload());
        workbox.messageSkipWaiting();
      },
    }),
  );
  // Another tab's Reload started the new version: this tab keeps the one it runs until its own.
  workbox.addEventListener('controlling', (event) => {
    if (event.isExternal) updates.set({ reload: () => window.location.reload() });
  });
  const check = () => {
    if (document.visibilityState === 'visible') void workbox.update();
  };
  setInterval(check, UPDATE_CHECK_MS);
  document.addEventListener('visibilitychange', check);
  return workbox.register();
}
