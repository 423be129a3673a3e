import { registerServiceWorker, updateStore } from './updates';

/**
 * The real-API build's service worker, and the notices about connection and version, started
 * when this module is imported, after the first page's first commit (RootLayout): nothing of it
 * is on the way to the first render. The notices' code (React, the ui Banner, the flows' count,
 * in the signed-in shell's chunk) loads only once there is something to say: offline, or a new
 * version waiting; with the worker in control it comes from its cache, offline too. Its parts
 * are imported dynamically, so the page's import of this module lists no files to preload, and
 * react-dom's client stays in render.tsx's chunk (a static import would split it out).
 */
const updates = updateStore();

let shown = false;
async function showNotices() {
  if (shown) return;
  shown = true;
  const [{ ConnectionNoticesRoot }, { render }] = await Promise.all([
    import('./ConnectionNotices'),
    import('../render'),
  ]);
  // A root of its own, over every page: no page's code carries the notices.
  const container = document.createElement('div');
  document.body.append(container);
  render(container, <ConnectionNoticesRoot updates={updates} />, {
    prerendered: false,
    options: {},
  });
}

const show = () =>
  void showNotices().catch(() => {
    shown = false; // its files could not be had (offline before the worker took over): next time
  });
if (!navigator.onLine) show();
window.addEventListener('offline', show);
updates.subscribe(show);

/**
 * Registration waits for the page's load and three seconds more: installing precaches the whole
 * build (291 files), which on a first visit over a slow line would take it from the first page's
 * own reads (issue 41: the cold signed-in pages' LCP). A return visit has the worker already.
 */
function afterFirstPage(register: () => void) {
  const later = () => setTimeout(register, 3000);
  if (document.readyState === 'complete') later();
  else window.addEventListener('load', later, { once: true });
}

if ('serviceWorker' in navigator)
  afterFirstPage(
    () =>
      void import('workbox-window')
        .then(({ Workbox }) => registerServiceWorker(new Workbox('/sw.js'), updates))
        .catch(() => {
          // Refused (a private window, a policy): the app works without it, as on a first visit.
        }),
  );
