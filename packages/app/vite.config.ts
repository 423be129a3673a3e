import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
// eslint-disable-next-line import-x/no-relative-packages
import { linguiPlugins } from '../../scripts/lingui-vite.mjs';
// The root's build scripts are no package; the score test reads the same module.
// eslint-disable-next-line import-x/no-relative-packages
import * as headers from '../../scripts/security-headers.mjs';
import { routeHtml } from './src/prerender/plugin.ts';
import { FIRST_SCREEN, FIRST_SCREEN_CHUNK } from './route-pages.mjs';

// Two builds from one source: demo mode (VITE_DEMO=true, the mock backend in the page,
// into dist-demo/) and the real-API build (into dist/), which must contain no MSW at all.
// __DEMO__ is a compile-time constant so the demo boot is removed from the real build.
export default defineConfig(({ mode, isPreview, isSsrBuild }) => {
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  const isDemo = (process.env.VITE_DEMO ?? env.VITE_DEMO) === 'true';
  const outDir = isDemo ? 'dist-demo' : 'dist';
  // The real-API build's service worker (docs/performance.md, "Return visits"); the demo build
  // has none (its mock backend runs in the page). VITE_SERVICE_WORKER=off builds the kill switch.
  const serviceWorker = isDemo ? 'none' : env.VITE_SERVICE_WORKER === 'off' ? 'off' : 'on';
  return {
    // The server build (src/prerender, for the prerendered pages) needs only the app's modules.
    // Both builds write each path's HTML with its first render's chunks; the demo build's pages
    // are not prerendered: they answer only once the mock backend runs, and a page on screen
    // before that would look ready (and e2e/demo.ts's openApp would think so).
    plugins: isSsrBuild
      ? [...linguiPlugins(), react()]
      : [
          ...linguiPlugins(),
          react(),
          inlineBootScript(isDemo),
          securityHeadersFile(env, isDemo),
          ...(isDemo ? [demoPublicFiles()] : []),
          routeHtml({ demo: isDemo, prerender: !isDemo }),
          ...(serviceWorker === 'on' ? [appServiceWorker()] : []),
          ...(serviceWorker === 'off' ? [serviceWorkerKillSwitch()] : []),
        ],
    define: {
      __DEMO__: JSON.stringify(isDemo),
      __APP_VERSION__: JSON.stringify(appVersion(env)),
      __SERVICE_WORKER__: JSON.stringify(serviceWorker === 'on'),
    },
    // MSW's cookie jar (tough-cookie, with the public suffix list: 51 KB) for cookies the demo
    // backend never sets: an empty stand-in instead (src/demo/emptyCookieJar.ts).
    resolve: isDemo
      ? {
          alias: [
            {
              find: /^tough-cookie$/,
              replacement: new URL('./src/demo/emptyCookieJar.ts', import.meta.url).pathname,
            },
          ],
        }
      : {},
    // One public folder for both builds (icons, the manifest); the demo's partner stand-ins are added
    // from public-demo/ by demoPublicFiles.
    publicDir: 'public',
    // `composes: x from './other.module.css'` becomes `:import()` declarations with no source
    // file, and Vite's url rewriter then warns that a PostCSS plugin "did not pass the `from`
    // option". They belong to the file being compiled, so they get its source.
    css: {
      postcss: {
        plugins: [
          {
            postcssPlugin: 'wallet:composes-source',
            OnceExit(root) {
              root.walkDecls((decl) => {
                if (!decl.source?.input.file) decl.source = root.source;
              });
            },
          },
        ],
      },
    },
    build: isSsrBuild
      ? {}
      : {
          outDir,
          manifest: true,
          target: 'es2022',
          sourcemap: false,
          // Every browser of the es2022 target but Safari 16 preloads modules natively; there the
          // preload is skipped, nothing breaks. Saves the polyfill in the login page's download.
          modulePreload: { polyfill: false },
          rolldownOptions: {
            output: {
              // Chunk names by content hash only: the entry lists every lazy page's files for
              // preloading, and descriptive names cost the login page ~0.5 KB (the manifest maps
              // files to modules for the bundle report).
              chunkFileNames: 'assets/[hash].js',
              codeSplitting: {
                groups: [
                  {
                    // The small modules every first page needs (the API client and session, the
                    // redirect check, the sign-in messages, the skip link, the spinner) in one chunk:
                    // the bundler would otherwise split each into its own file, shared by the entry
                    // and the pages, a request and ~0.2 KB of overhead each (rolldown#10731).
                    name: 'core',
                    test: /packages\/api\/src\/(client\/(request|session|config|errors|recaptcha|query)|auth\/sessionCalls)\.ts|screens\/src\/auth\/(redirect|messages)\.ts|ui\/src\/(SkipLink|Spinner)|jsx-runtime|preload-helper/,
                  },
                  {
                    // What the public pages' first render needs, in one chunk: their layout and the
                    // login page's first paint (heading, the form's stand-in fields, links), with what
                    // they import that the core group did not take (ui components, react-aria hooks,
                    // and React itself, so the entry imports this chunk and index.html asks for it
                    // with the entry, in the first round trip). Before: ~14 files and 4 stylesheets,
                    // requested only once the entry ran. Its modules: route-pages.mjs.
                    name: FIRST_SCREEN_CHUNK,
                    test: FIRST_SCREEN,
                  },
                  {
                    // The router and the session around it, in the chunk main.tsx evaluates as
                    // `./router`: the session's modules are only ever evaluated with it, but the
                    // signed-in layout imports them too, so the bundler split them into a chunk
                    // of their own, a request and ~0.5 KB more for every page.
                    name: 'router',
                    test: /packages\/app\/src\/(router\.tsx|session\/(SessionProvider\.tsx|idle\.ts))|screens\/src\/common\/useLinkHref\.ts/,
                  },
                  {
                    // The signed-in shell (its layout, the sidebar, top bar, banners and
                    // toasts): only signed-in pages load it, always whole, but their pages import
                    // parts of it too, so the bundler split it into ~8 chunks and 3 stylesheets
                    // (one now: its modules' classes are scoped and none styles another's element,
                    // so their order in it does not matter). Shell -1.5 KB, CSS -0.6 KB gzip.
                    name: 'signed-in-shell',
                    test: /packages\/app\/src\/(routes\/signed-in\/layout\.tsx|shell\/(theme|sidebarState)\.ts)|packages\/api\/src\/config\/features\.ts|ui\/src\/((AppShell\/AppShell|Sidebar\/(Sidebar|isActivePath)|Brand\/Brand|ThemeSwitch\/ThemeSwitch|TopBar\/TopBar|Banner\/Banner|Toast\/Toast|icons\/navIcons)\.tsx?|(AppShell|Sidebar|Brand|ThemeSwitch|TopBar|Banner|Toast)\/\w+\.module\.css|hooks\/whenIdle\.ts)|screens\/src\/(shell\/(ShellBanners\.tsx|banners\.ts)|common\/kycGate\/useKycGate\.tsx)|react-stately\/dist\/private\/toast\/useToastState|lucide-react\/dist\/esm\/icons\/(gift|house|book-user|rotate-ccw-clock|chart-column|arrow-down-up|credit-card|circle-plus|sun|monitor|moon)\.mjs/,
                    includeDependenciesRecursively: false,
                  },
                  {
                    // The ui Dialog with react-aria's overlay, focus and localized-string modules
                    // under it: the same signed-in pages load all of them, but lazy parts of other
                    // pages reach some, so the bundler made four chunks of them (~0.1 KB each).
                    name: 'dialog',
                    test: /ui\/src\/Dialog\/Dialog\.(tsx|module\.css)|react-aria-components\/dist\/private\/(Dialog|Modal|Heading)\.mjs|react-aria\/dist\/private\/(focus\/FocusScope|overlays\/(ariaHideOutside|usePreventScroll|useOverlay|Overlay|intlStrings|DismissButton|PortalProvider|useModalOverlay)\.mjs|dialog\/useDialog|i18n\/useLocalizedStringFormatter|intl\/overlays\/|utils\/(shadowdom\/ShadowTreeWalker|keyboard|animation|runAfterKeyboard|isScrollable|getScrollParent|useViewportSize)|interactions\/(useInteractOutside|PressResponder))|react-stately\/dist\/private\/overlays\/useOverlayTriggerState|@internationalized\/string\/dist\/private\/LocalizedString(Dictionary|Formatter)/,
                    includeDependenciesRecursively: false,
                  },
                  {
                    // The end of a sending flow (Withdraw's review, the card top-up): the leave
                    // question, the done and already-sent pages, always loaded together.
                    name: 'flow-end',
                    test: /screens\/src\/common\/(CancelTransactionDialog|FlowDone\/(FlowDone|AlreadySubmitted))\.tsx|FlowDone\/FlowDone\.module\.css/,
                    includeDependenciesRecursively: false,
                  },
                  {
                    // The api's areas (packages/api/src/<area>/) in two chunks, schemas and endpoints
                    // in one, hooks in the other, as before the api was split by area: a chunk per
                    // area adds its file name to the entry's preload lists, bytes on every first page.
                    // Their dependencies (zod, swr, the client) stay in their own chunks.
                    name: 'endpoints',
                    test: /packages\/api\/src\/(client\/shared|\w+\/(schemas|endpoints))\.ts/,
                    includeDependenciesRecursively: false,
                  },
                  {
                    // With them, screens' connection module (online, the offline pause, the flows in
                    // progress): every flow uses it, and a chunk of its own would count in each
                    // flow's own JavaScript. And the signed-in pages' loaders with what they call
                    // (SWR's preload, the early reads): in the shell's chunk, their first read
                    // waited for the shell's stylesheets (issue 41).
                    name: 'hooks',
                    test: /packages\/api\/src\/(\w+\/hooks|keys|preload|client\/earlyReads)\.ts|screens\/src\/common\/connection\.ts|packages\/app\/src\/routes\/signed-in\/loaders\.ts/,
                    includeDependenciesRecursively: false,
                  },
                ],
              },
            },
          },
        },
    server: { host: true, port: 5173 },
    // The preview (and so every e2e journey) serves the build with the headers it ships.
    preview: { host: true, port: 4173, headers: isPreview ? builtHeaders(outDir) : undefined },
  };
});

const DEMO_PUBLIC = new URL('./public-demo/', import.meta.url).pathname;
const TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
};

/**
 * The demo build's extra public files (the card widget's and the partner exchange's stand-ins),
 * served at the root beside public/'s in dev and written into the demo build: a second public
 * folder, so nothing both builds share is kept twice.
 */
function demoPublicFiles(): Plugin {
  const files = readdirSync(DEMO_PUBLIC);
  return {
    name: 'wallet:demo-public-files',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const name = req.url?.split('?')[0]?.slice(1);
        if (!name || !files.includes(name)) return next();
        res.setHeader('Content-Type', TYPES[extname(name)] ?? 'application/octet-stream');
        res.end(readFileSync(join(DEMO_PUBLIC, name)));
      });
    },
    generateBundle() {
      for (const fileName of files)
        this.emitFile({
          type: 'asset',
          fileName,
          source: readFileSync(join(DEMO_PUBLIC, fileName)),
        });
    },
  };
}

/**
 * sw.js (Workbox, by vite-plugin-pwa): precaches the build's files, the pages' HTML included, and
 * serves a page from that cache (a return visit starts its API reads without waiting for the
 * document); a new deploy's worker installs in the background and waits for the customer's
 * Reload (src/serviceWorker). No runtime caching: an API answer, a token or anything of a
 * customer's never reaches a cache; requests other than the build's files go to the network.
 */
function appServiceWorker() {
  return VitePWA({
    injectRegister: false,
    registerType: 'prompt',
    // public/manifest.webmanifest is the app's manifest; the plugin writes none.
    manifest: false,
    workbox: {
      // The hashed files, the pages (each path's HTML: /login is login.html, Workbox's cleanURLs),
      // the icons and the manifest. Not _headers, healthz, the build's manifest, the 271
      // country flags of sign-up's picker (assets/*.svg, 1 MB: fetched when shown), nor each
      // page's own catalog (assets/es-page-*.js, ~30 files: a page the worker serves takes the
      // whole catalog, in its cache).
      globPatterns: ['**/*.{js,css,html,woff2,svg,png,webmanifest}'],
      globIgnores: ['.vite/**', 'assets/*.svg', 'assets/*-page-*.js'],
      // A path without a file of its own (/card/abc) gets the app's index.html, as hosts serve it.
      navigateFallback: '/index.html',
      navigateFallbackDenylist: [/^\/api\//, /^\/healthz$/],
      // /login?next=/card is login.html: a query never names another file.
      ignoreURLParametersMatching: [/./],
      // Hashed names need no revision; the rest get one from their bytes.
      dontCacheBustURLsMatching: /^assets\//,
      cleanupOutdatedCaches: true,
      clientsClaim: false,
      skipWaiting: false,
    },
  });
}

/** The kill switch (VITE_SERVICE_WORKER=off): sw.js becomes boot/sw-remove.js. */
function serviceWorkerKillSwitch(): Plugin {
  return {
    name: 'wallet:service-worker-kill-switch',
    apply: 'build',
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: 'sw.js',
        source: readFileSync(new URL('./boot/sw-remove.js', import.meta.url), 'utf8'),
      });
    },
  };
}

/** The deploy's name sent with the field timings: VITE_APP_VERSION, else the commit built. */
function appVersion(env: Record<string, string>) {
  if (env.VITE_APP_VERSION) return env.VITE_APP_VERSION;
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
  } catch {
    return 'unknown'; // built outside a checkout
  }
}

/**
 * The boot script (boot/theme.js, and boot/reads.js in the real-API build) in index.html's
 * placeholder, inline: a file would cost a return visit a round trip before its first paint (it
 * cannot be content-hashed and cached for good, being needed before any module). The CSP allows
 * exactly this text by its hash (bootScript in scripts/security-headers.mjs).
 */
function inlineBootScript(demo: boolean): Plugin {
  const placeholder = '<script data-boot-script></script>';
  return {
    name: 'wallet:inline-boot-script',
    transformIndexHtml: {
      order: 'pre',
      handler(html) {
        if (!html.includes(placeholder)) throw new Error(`index.html lost ${placeholder}`);
        return html.replace(placeholder, () => `<script>${headers.bootScript(demo)}</script>`);
      },
    },
  };
}

/** Writes the build's security headers (scripts/security-headers.mjs) as `_headers`. */
function securityHeadersFile(env: Record<string, string>, demo: boolean): Plugin {
  return {
    name: 'wallet:security-headers',
    apply: 'build',
    generateBundle() {
      const source = headers.headersFile(headers.securityHeaders(headers.headerConfig(env, demo)));
      this.emitFile({ type: 'asset', fileName: '_headers', source });
    },
  };
}

/** The headers a build shipped; a preview without them would test something else. */
function builtHeaders(outDir: string) {
  const file = new URL(`${outDir}/_headers`, import.meta.url);
  if (!existsSync(file)) throw new Error(`No ${file.pathname}: build first (pnpm build).`);
  return headers.parseHeadersFile(readFileSync(file, 'utf8'));
}
