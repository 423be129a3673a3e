// The service worker's kill switch: built as sw.js by `VITE_SERVICE_WORKER=off pnpm build`
// (docs/performance.md, "Removing the service worker"). A browser that has the app's worker
// fetches sw.js on its next visit or update check, installs this in its place, which takes over
// at once, deletes every cache the worker kept and unregisters itself. It serves nothing: pages
// open now keep the code they run, and their next load comes from the network. No page is
// reloaded by it.
self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(names.map((name) => caches.delete(name))))
      .then(() => self.registration.unregister()),
  );
});
