import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { build, type Manifest, type Plugin, type ResolvedConfig } from 'vite';

/** The server build's entry: the pages to prerender and their render (src/prerender). */
const SERVER_ENTRY = 'src/prerender/renderPage.tsx';

interface RenderedPage {
  html: string;
  /** The app's source modules the render loaded, relative to packages/app. */
  modules: string[];
}

/**
 * The public pages as static HTML (issue 15): after the client build, a server build of
 * src/prerender/renderPage.tsx renders each of its PRERENDERED_PATHS into a copy of index.html,
 * written as `<path>.html` (dist/login.html), which the page paints from before any script runs;
 * main.tsx then hydrates it. The same CSS modules config compiles both builds, so the class names
 * match. Hosts serve `<path>.html` for `<path>` and index.html for every other app path (README,
 * "Running against a real API"; vite preview and scripts/bench-server.mjs do).
 */
export function prerenderPages(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'wallet:prerender',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      const outDir = resolve(config.root, config.build.outDir);
      const serverDir = resolve(config.root, 'node_modules/.prerender');
      await build({
        configFile: config.configFile,
        mode: config.mode,
        logLevel: 'warn',
        plugins: [registerLoadedModules(config.root)],
        // Everything bundled: the workspace's packages resolve their own dependencies (pnpm),
        // which a module in packages/app could not import at run time.
        ssr: { noExternal: true },
        build: { ssr: SERVER_ENTRY, outDir: serverDir, emptyOutDir: true, copyPublicDir: false },
      });
      try {
        const server = pathToFileURL(join(serverDir, 'renderPage.js')).href;
        const { PRERENDERED_PATHS } = (await import(server)) as { PRERENDERED_PATHS: string[] };
        const shell = readFileSync(join(outDir, 'index.html'), 'utf8');
        const manifest = JSON.parse(
          readFileSync(join(outDir, '.vite/manifest.json'), 'utf8'),
        ) as Manifest;
        for (const pathname of PRERENDERED_PATHS) {
          const page = await renderInWorker(server, pathname);
          const file = join(outDir, htmlFileOf(pathname));
          mkdirSync(dirname(file), { recursive: true });
          writeFileSync(file, pageHtml(shell, page.html, stylesheetsOf(manifest, page.modules)));
        }
      } finally {
        rmSync(serverDir, { recursive: true, force: true });
      }
    },
  };
}

/** Where a prerendered path's HTML goes in the build: `/signup/next` -> `signup/next.html`. */
export const htmlFileOf = (pathname: string) => `${pathname.replace(/^\/+|\/+$/g, '')}.html`;

/**
 * Each page in a worker of its own, with a fresh module graph: the modules it reports loaded are
 * its own, not those an earlier page's render loaded.
 */
function renderInWorker(server: string, pathname: string) {
  const script = `
    const { parentPort, workerData } = require('node:worker_threads');
    import(workerData.server)
      .then((m) => m.renderPage(workerData.pathname))
      .then((page) => parentPort.postMessage(page));`;
  return new Promise<RenderedPage>((done, fail) => {
    const worker = new Worker(script, { eval: true, workerData: { server, pathname } });
    worker.once('message', (page: RenderedPage) => {
      done(page);
      void worker.terminate();
    });
    worker.once('error', fail);
    // After a message this settles nothing; without one, the render died without throwing.
    worker.once('exit', (code) => fail(new Error(`Prerendering ${pathname} exited (${code})`)));
  });
}

/** In the server build: each of the app's modules notes, when it is loaded, that it was. */
function registerLoadedModules(root: string): Plugin {
  return {
    name: 'wallet:prerender-loaded-modules',
    transform(code, id) {
      if (id.includes('/node_modules/') || !/\.[jt]sx?$/.test(id)) return undefined;
      const source = JSON.stringify(relative(root, id));
      return `${code}\n;(globalThis.__prerenderModules ??= new Set()).add(${source});`;
    },
  };
}

/**
 * The stylesheets the client build gave the chunks of the modules a page loaded (with the chunks
 * they import), as the client's lazy imports would add them: the page's HTML links them, so it
 * paints styled (the promo panel's on a wide screen, a page's own).
 */
export function stylesheetsOf(manifest: Manifest, modules: string[]) {
  const css = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    for (const file of chunk.css ?? []) css.add(file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const module of modules) visit(module);
  return [...css];
}

/** index.html with the page's markup in #root and its stylesheets after the entry's. */
export function pageHtml(shell: string, markup: string, stylesheets: string[]) {
  const links = stylesheets
    .map((file) => `/${file}`)
    .filter((href) => !shell.includes(`href="${href}"`))
    .map((href) => `    <link rel="stylesheet" crossorigin href="${href}">\n`)
    .join('');
  const root = '<div id="root"></div>';
  if (!shell.includes(root)) throw new Error(`index.html has no empty ${root}`);
  return shell
    .replace(/^[ \t]*<\/head>/m, (head) => `${links}${head}`)
    .replace(root, `<div id="root">${markup}</div>`);
}
