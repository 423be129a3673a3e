/* eslint-disable lingui/no-unlocalized-strings -- a build step (Node): the HTML, scripts and
   errors it writes are code and build logs, no text a visitor reads */
import { mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { build, type Manifest, type Plugin, type ResolvedConfig } from 'vite';
import { BOOT, ROUTE_PAGES } from '../../route-pages.mjs';
import { chunkKeyOf, staticImportsOf } from './routeChunks.mjs';
import { AFTER_PAINT_ID } from '../afterPaint.ts';
import { catalogModule, type ImportsOf, readCatalog, reachable } from './pageCatalogs.ts';
import { HYDRATION_DATA_ID } from '../hydrationData.ts';

/** The server build's entry: the pages to prerender and their render (src/prerender). */
const SERVER_ENTRY = 'src/prerender/renderPage.tsx';

/**
 * What the demo's boot loads before the first render, whatever the path: the mock backend and
 * its start (boot.tsx) and the demo panel (RootLayout.tsx). Named as in route-pages.mjs.
 */
const DEMO_BOOT = ['app/src/demo/mockBackend', 'app/src/demo/startDemo', 'app/src/demo/DemoPanel'];

interface RenderedPage {
  /** The language it was rendered in (`<html lang>` of its file). */
  locale: string;
  html: string;
  /** The router's state the page was rendered with (JSON), for the client's router. */
  hydrationData: string;
  /** The app's source modules the render loaded, relative to packages/app. */
  modules: string[];
}

/**
 * An HTML file per path of the route table (issue 15), `<path>.html` (dist/dashboard.html): a copy
 * of index.html that also asks for every chunk and stylesheet the path's first render needs
 * (route-pages.mjs, with what they import), so they all come in the first round trip after the
 * HTML instead of once the entry has run and asked for them. Hosts serve `<path>.html` for
 * `<path>` and index.html for every other app path (README, "Running against a real API"; vite
 * preview and scripts/bench-server.mjs do).
 *
 * With `prerender`, the public pages are static HTML too: a server build of
 * src/prerender/renderPage.tsx renders each of its PRERENDERED_PATHS into its file's #root,
 * which the page paints from before any script runs; boot.tsx (which main.tsx starts once the
 * page is painted) then hydrates it. The same CSS
 * modules config compiles both builds, so the class names match.
 */
export function routeHtml({ demo, prerender }: { demo: boolean; prerender: boolean }): Plugin {
  let config: ResolvedConfig;
  // Each path's own catalog file in each language (pageCatalogs, below).
  const pageCatalogs = new Map<string, Map<string, string>>();
  return {
    name: 'wallet:route-html',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async generateBundle() {
      const repository = resolve(config.root, '../..');
      const ids = new Set(this.getModuleIds());
      const importsOf = (id: string) => {
        const info = this.getModuleInfo(id);
        return [...(info?.importedIds ?? []), ...(info?.dynamicallyImportedIds ?? [])];
      };
      const files = await ownCatalogs(repository, ids, importsOf);
      for (const [pathname, byLocale] of files)
        for (const [locale, source] of byLocale) {
          const ref = this.emitFile({ type: 'asset', name: `${locale}-page.js`, source });
          const fileName = this.getFileName(ref);
          pageCatalogs.set(
            pathname,
            (pageCatalogs.get(pathname) ?? new Map()).set(locale, fileName),
          );
        }
    },
    async closeBundle() {
      const outDir = resolve(config.root, config.build.outDir);
      const shell = readFileSync(join(outDir, 'index.html'), 'utf8');
      const manifest = JSON.parse(
        readFileSync(join(outDir, '.vite/manifest.json'), 'utf8'),
      ) as Manifest;
      // What each path's file is written from: index.html, with the catalogs' templates.
      const head = (pathname?: string) =>
        withCatalogTemplates(shell, manifest, pathname ? pageCatalogs.get(pathname) : undefined);
      const isFile = (file: string) =>
        statSync(join(outDir, file), { throwIfNoEntry: false })?.isFile() ?? false;
      const paths = htmlPaths(Object.keys(ROUTE_PAGES), isFile);
      const rendered = prerender ? await prerenderPages(config) : new Map<string, RenderedPage[]>();
      for (const pathname of rendered.keys())
        if (!paths.includes(pathname)) throw new Error(`${pathname} has no HTML file of its own`);
      for (const pathname of paths) {
        // The page in English (`login.html`), and prerendered in each other language
        // (`login.es.html`, which the host serves by the visitor's `locale` cookie, docs/i18n.md).
        for (const page of rendered.get(pathname) ?? [undefined]) {
          const chunks = firstRenderChunks(manifest, pathname, demo);
          const file = join(outDir, htmlFileOf(pathname, page?.locale));
          mkdirSync(dirname(file), { recursive: true });
          if (!page) {
            writeFileSync(file, pageHtml(head(pathname), headLinks(shell, manifest, chunks)));
            continue;
          }
          // A prerendered page paints from its HTML, its stylesheets and the typeface: its
          // scripts (the boot, the page's chunks, the catalog) are held back until it has
          // painted (main.tsx), where they cannot take the line from that paint.
          const catalog = page.locale !== 'en' ? catalogChunk(manifest, page.locale) : [];
          const painted = firstRenderChunks(manifest, pathname, demo, { boot: false });
          const links =
            headLinks(shell, manifest, [], [...painted, ...page.modules]) +
            afterPaintLinks(shell, manifest, [...chunks, ...catalog, routerChunk(manifest)]);
          writeFileSync(file, pageHtml(head(pathname), links, page));
        }
      }
      // index.html, for `/` and every path without a file of its own, asks for the boot too.
      const links = headLinks(shell, manifest, firstRenderChunks(manifest, '/', demo));
      writeFileSync(join(outDir, 'index.html'), pageHtml(head(), links));
    },
  };
}

/**
 * The paths that get an HTML file: the route table's but `/` (index.html itself), the catch-all,
 * those with parameters, and those the build has a file for already (/healthz, a public file).
 */
export const htmlPaths = (paths: string[], isFile: (file: string) => boolean) =>
  paths.filter((path) => path !== '/' && path !== '*' && !path.includes(':') && !isFile(path));

/**
 * The manifest keys of the chunks `pathname`'s first render loads beyond the entry: the boot (but
 * `boot: false`), its row of route-pages.mjs and, in the demo, the demo's boot. The build must have a chunk for each.
 */
export function firstRenderChunks(
  manifest: Manifest,
  pathname: string,
  demo: boolean,
  { boot = true } = {},
) {
  const modules = [
    ...(boot ? BOOT : []),
    ...(ROUTE_PAGES[pathname] ?? []),
    ...(demo ? DEMO_BOOT : []),
  ];
  return modules.map((module) => {
    const key = chunkKeyOf(manifest, module);
    if (!key) throw new Error(`No chunk for ${module} (${pathname}) in the build`);
    return key;
  });
}

/** The server build of the pages to prerender, and each rendered, by path. */
async function prerenderPages(config: ResolvedConfig) {
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
    const { PRERENDERED_PATHS, LOCALES } = (await import(server)) as {
      PRERENDERED_PATHS: string[];
      LOCALES: string[];
    };
    const pages = new Map<string, RenderedPage[]>();
    for (const pathname of PRERENDERED_PATHS) {
      const inEach: RenderedPage[] = [];
      for (const locale of LOCALES) inEach.push(await renderInWorker(server, pathname, locale));
      pages.set(pathname, inEach);
    }
    return pages;
  } finally {
    rmSync(serverDir, { recursive: true, force: true });
  }
}

/**
 * Where a path's HTML goes in the build: `/signup/next` -> `signup/next.html`, and in another
 * language than English `login.es.html`.
 */
export const htmlFileOf = (pathname: string, locale = 'en') =>
  `${pathname.replace(/^\/+|\/+$/g, '')}${locale === 'en' ? '' : `.${locale}`}.html`;

/** The router's own chunk, which main.tsx imports by itself before the boot on a prerendered page. */
function routerChunk(manifest: Manifest) {
  const key = chunkKeyOf(manifest, 'app/src/router');
  if (!key) throw new Error('No chunk for the router in the build');
  return key;
}

/**
 * index.html with, after its charset, each other language's catalog as an inert modulepreload
 * (`<template data-catalog="es">`): the boot script (boot/locale.js), which runs below it, adds
 * the visitor's when the page is to be rendered in it from a file in another language, so the
 * catalog comes with the page's first files. A visitor in the file's language asks for none.
 * A path with a catalog of its own (`own`, by language) names that one, marked
 * `data-page-catalog` for the boot (boot.tsx): the whole catalog comes after the page's paint.
 */
export function withCatalogTemplates(
  shell: string,
  manifest: Manifest,
  own?: ReadonlyMap<string, string>,
) {
  const locales = Object.keys(manifest).flatMap(
    (id) => /\/i18n\/locales\/([\w-]+)\.po$/.exec(id)?.[1] ?? [],
  );
  const templates = locales
    .map((locale) => {
      const page = own?.get(locale);
      // With the page's own catalog, the module that activates it (boot.tsx waits for it before
      // the page's reads leave).
      const link = page
        ? `    <link rel="modulepreload" crossorigin href="/${page}" data-page-catalog="${locale}">\n${preloadLinks(shell, manifest, ['src/catalogGate.ts'])}`
        : preloadLinks(shell, manifest, catalogChunk(manifest, locale));
      return `    <template data-catalog="${locale}">\n${link}    </template>\n`;
    })
    .join('');
  const charset = '<meta charset="UTF-8" />\n';
  if (!shell.includes(charset)) throw new Error(`index.html has no ${charset}`);
  return shell.replace(charset, () => `${charset}${templates}`);
}

/**
 * Each path's own catalog in each language but English, as a module's source: the messages of
 * the modules its first load can show without another page's being loaded. That is what the
 * entry reaches (the boot, the router, the error pages, the connection notices) and what the
 * path's route modules (route-pages.mjs) reach, their lazy parts and dialogs included, never
 * another path's route modules. /dashboard: about a third of the catalog.
 */
async function ownCatalogs(repository: string, ids: Set<string>, importsOf: ImportsOf) {
  const idOf = (module: string) =>
    ['.tsx', '.ts']
      .map((ext) => join(repository, 'packages', `${module}${ext}`))
      .find((id) => ids.has(id));
  const routeModules = new Map<string, string[]>();
  for (const [pathname, modules] of Object.entries(ROUTE_PAGES))
    routeModules.set(
      pathname,
      modules.flatMap((module) => idOf(module) ?? []),
    );
  const anyRoute = new Set([...routeModules.values()].flat());
  const catalogs = [...ids].filter((id) =>
    /\/i18n\/locales\/(?!en\.|pseudo\.)[\w-]+\.po$/.test(id),
  );
  const entry = join(repository, 'packages/app/src/main.tsx');
  if (!ids.has(entry)) throw new Error(`No ${entry} in the build`);
  const isCatalog = (id: string) => /\.po$/.test(id);
  const frame = reachable([entry], importsOf, (id) => anyRoute.has(id) || isCatalog(id));
  const result = new Map<string, Map<string, string>>();
  for (const file of catalogs) {
    const locale = /([\w-]+)\.po$/.exec(file)![1]!;
    const catalog = await readCatalog(file);
    for (const [pathname, own] of routeModules) {
      if (own.length === 0) continue;
      const mine = new Set(own);
      const modules = reachable(
        own,
        importsOf,
        (id) => (anyRoute.has(id) && !mine.has(id)) || isCatalog(id),
      );
      const files = new Set([...frame, ...modules].map((id) => relative(repository, id)));
      const { source } = catalogModule(catalog, files);
      result.set(pathname, (result.get(pathname) ?? new Map()).set(locale, source));
    }
  }
  return result;
}

/** The chunk of a language's catalog, asked for with the page prerendered in it. */
function catalogChunk(manifest: Manifest, locale: string) {
  const key = Object.keys(manifest).find((id) => id.endsWith(`/i18n/locales/${locale}.po`));
  if (!key) throw new Error(`No chunk for the ${locale} catalog in the build`);
  return [key];
}

/**
 * Each page in a worker of its own, with a fresh module graph: the modules it reports loaded are
 * its own, not those an earlier page's render loaded.
 */
function renderInWorker(server: string, pathname: string, locale: string) {
  const script = `
    const { parentPort, workerData } = require('node:worker_threads');
    import(workerData.server)
      .then((m) => m.renderPage(workerData.pathname, workerData.locale))
      .then((page) => parentPort.postMessage(page));`;
  return new Promise<RenderedPage>((done, fail) => {
    const worker = new Worker(script, { eval: true, workerData: { server, pathname, locale } });
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
 * The `<link>`s a page's HTML adds to index.html's, in Vite's format: a modulepreload for each
 * chunk of `keys` and of what they import, and the stylesheets of those chunks and of the
 * `styledKeys` ones (with theirs), but what index.html lists already (the entry and its chunks).
 * A prerendered page styles what its render loaded (the promo panel on a wide screen), and asks
 * for no script before its first paint (afterPaintLinks).
 */
export function headLinks(
  shell: string,
  manifest: Manifest,
  keys: string[],
  styledKeys: string[] = [],
) {
  const stylesheets = staticImportsOf(manifest, [...keys, ...styledKeys]).flatMap(
    (key) => manifest[key]!.css ?? [],
  );
  return preloadLinks(shell, manifest, keys) + links(shell, 'stylesheet', stylesheets);
}

/**
 * A prerendered page's modulepreloads of `keys` (with what they import) in a template, inert
 * until main.tsx adds them to the document once the page has painted.
 */
export function afterPaintLinks(shell: string, manifest: Manifest, keys: string[]) {
  const preloads = preloadLinks(shell, manifest, keys);
  return preloads && `    <template id="${AFTER_PAINT_ID}">\n${preloads}    </template>\n`;
}

const preloadLinks = (shell: string, manifest: Manifest, keys: string[]) =>
  links(
    shell,
    'modulepreload',
    staticImportsOf(manifest, keys).map((key) => manifest[key]!.file),
  );

/** A `<link>` for each file, once, but those index.html lists already. */
function links(shell: string, rel: string, files: string[]) {
  return [...new Set(files)]
    .map((file) => `/${file}`)
    .filter((href) => !shell.includes(`"${href}"`))
    .map((href) => `    <link rel="${rel}" crossorigin href="${href}">\n`)
    .join('');
}

/**
 * index.html with `links` at the end of its head and, for a prerendered page, its markup in #root
 * and its router state after it: JSON in a script element the browser does not run (the CSP
 * allows no inline script), which boot.tsx hands to the router (`<` escaped: no `</script>`).
 */
export function pageHtml(
  shell: string,
  links: string,
  page?: Pick<RenderedPage, 'html' | 'hydrationData' | 'locale'>,
) {
  const root = '<div id="root"></div>';
  if (!shell.includes(root)) throw new Error(`index.html has no empty ${root}`);
  const state = page
    ? `<script type="application/json" id="${HYDRATION_DATA_ID}">${page.hydrationData.replaceAll('<', '\\u003c')}</script>`
    : '';
  return shell
    .replace('<html lang="en">', () => `<html lang="${page?.locale ?? 'en'}">`)
    .replace(/^[ \t]*<\/head>/m, (head) => `${links}${head}`)
    .replace(root, () => `<div id="root">${page?.html ?? ''}</div>${state}`);
}
