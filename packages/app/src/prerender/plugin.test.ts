import type { Manifest } from 'vite';
import { describe, expect, it } from 'vitest';
import {
  afterPaintLinks,
  firstRenderChunks,
  headLinks,
  htmlFileOf,
  htmlPaths,
  pageHtml,
  withCatalogTemplates,
} from './plugin';

const shell = `<!doctype html>
<html lang="en">
  <head>
    <script type="module" crossorigin src="/assets/index-a.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/core.js">
    <link rel="modulepreload" crossorigin href="/assets/first.js">
    <link rel="stylesheet" crossorigin href="/assets/first.css">
    <link rel="stylesheet" crossorigin href="/assets/index-a.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

/** A client build's manifest: the entry, the first-screen group, /dashboard's modules, the demo's. */
const manifest: Manifest = {
  'index.html': {
    file: 'assets/index-a.js',
    isEntry: true,
    imports: ['_core.js', '_first.js'],
    dynamicImports: [
      'src/boot.tsx',
      'src/render.tsx',
      'src/routes/signed-in/loaders.ts',
      'src/routes/signed-in/layout.tsx',
    ],
    css: ['assets/index-a.css'],
  },
  'src/boot.tsx': {
    file: 'assets/boot.js',
    isDynamicEntry: true,
    imports: ['_core.js', '_first.js', '_router.js'],
    dynamicImports: ['src/render.tsx'],
  },
  'src/render.tsx': {
    file: 'assets/render.js',
    isDynamicEntry: true,
    imports: ['_core.js', '_react-dom.js'],
  },
  '_react-dom.js': { file: 'assets/react-dom.js', imports: ['_core.js'] },
  '_router.js': { file: 'assets/router.js', imports: ['_core.js'] },
  'src/routes/signed-in/loaders.ts': {
    file: 'assets/loaders.js',
    isDynamicEntry: true,
    imports: ['_swr.js'],
  },
  '_core.js': { file: 'assets/core.js' },
  '_first.js': {
    file: 'assets/first.js',
    name: 'first-screen',
    imports: ['_core.js'],
    dynamicImports: ['../screens/src/auth/AuthLayout/Promo.tsx'],
    css: ['assets/first.css'],
  },
  'src/routes/signed-in/layout.tsx': {
    file: 'assets/layout.js',
    isDynamicEntry: true,
    imports: ['_core.js', '_swr.js'],
    dynamicImports: ['_dialog.js'],
    css: ['assets/layout.css'],
  },
  '../screens/src/wallets/Home/HomeScreen.tsx': {
    file: 'assets/home.js',
    isDynamicEntry: true,
    imports: ['_card.js', '_swr.js'],
    css: ['assets/home.css'],
  },
  '_swr.js': { file: 'assets/swr.js', imports: ['_core.js'] },
  '_card.js': { file: 'assets/card.js', imports: ['_swr.js'], css: ['assets/Card.css'] },
  '_dialog.js': { file: 'assets/dialog.js' },
  '../screens/src/auth/AuthLayout/Promo.tsx': {
    file: 'assets/promo.js',
    isDynamicEntry: true,
    imports: ['_badge.js'],
    css: ['assets/Promo.css'],
  },
  '_badge.js': { file: 'assets/badge.js', css: ['assets/Badge.css'] },
  'src/demo/mockBackend.ts': {
    file: 'assets/mock.js',
    isDynamicEntry: true,
    imports: ['_mocks.js'],
  },
  '_mocks.js': { file: 'assets/mocks.js' },
  'src/demo/startDemo.ts': { file: 'assets/start.js', isDynamicEntry: true, imports: ['_core.js'] },
  'src/demo/DemoPanel.tsx': {
    file: 'assets/panel.js',
    isDynamicEntry: true,
    imports: ['_first.js'],
    css: ['assets/DemoPanel.css'],
  },
};

const hrefs = (links: string, rel: string) =>
  [...links.matchAll(new RegExp(`<link rel="${rel}" crossorigin href="([^"]+)">`, 'g'))].map(
    ([, href]) => href,
  );

describe("each path's HTML", () => {
  it('is written as <path>.html, the file hosts serve for the path', () => {
    expect(htmlFileOf('/login')).toBe('login.html');
    expect(htmlFileOf('/login', 'es')).toBe('login.es.html');
    expect(htmlFileOf('/password-reset-form/confirmation')).toBe(
      'password-reset-form/confirmation.html',
    );
  });

  it('exists for the static paths of the route table that have no file of their own', () => {
    const paths = ['/', '/login', '/healthz', '/card/setting', '/card/setting/:screen', '*'];
    expect(htmlPaths(paths, (file) => file === '/healthz')).toEqual(['/login', '/card/setting']);
  });

  it("preloads the first render's chunks with what they import, and links their stylesheets", () => {
    const links = headLinks(shell, manifest, firstRenderChunks(manifest, '/dashboard', false));
    // Each once, not the entry nor what index.html lists, nor a dynamic import (the dialog).
    expect(hrefs(links, 'modulepreload')).toEqual([
      '/assets/router.js',
      '/assets/boot.js',
      '/assets/react-dom.js',
      '/assets/render.js',
      '/assets/swr.js',
      '/assets/loaders.js',
      '/assets/layout.js',
      '/assets/card.js',
      '/assets/home.js',
    ]);
    // A chunk's imports' stylesheets before its own, as Vite adds them.
    expect(hrefs(links, 'stylesheet')).toEqual([
      '/assets/layout.css',
      '/assets/Card.css',
      '/assets/home.css',
    ]);
    expect(links).toMatch(
      /^ {4}<link rel="modulepreload" crossorigin href="\/assets\/router\.js">\n/,
    );
  });

  it("in the demo, preloads the demo's boot on every path too, and only there", () => {
    const demo = headLinks(shell, manifest, firstRenderChunks(manifest, '/dashboard', true));
    expect(hrefs(demo, 'modulepreload')).toEqual(
      expect.arrayContaining(['/assets/mock.js', '/assets/mocks.js', '/assets/start.js']),
    );
    expect(hrefs(demo, 'stylesheet')).toContain('/assets/DemoPanel.css');
    const real = headLinks(shell, manifest, firstRenderChunks(manifest, '/dashboard', false));
    expect(real).not.toMatch(/mock|start|panel|DemoPanel/);
  });

  it('finds the modules of the first-screen group in its chunk, which index.html lists', () => {
    const chunks = firstRenderChunks(manifest, '/login', false);
    expect(chunks).toEqual(['src/boot.tsx', 'src/render.tsx', '_first.js', '_first.js']);
    expect(hrefs(headLinks(shell, manifest, chunks), 'modulepreload')).toEqual([
      '/assets/router.js',
      '/assets/boot.js',
      '/assets/react-dom.js',
      '/assets/render.js',
    ]);
  });

  it('leaves the boot out where asked (a prerendered page starts it after its first paint)', () => {
    expect(firstRenderChunks(manifest, '/login', false, { boot: false })).toEqual([
      '_first.js',
      '_first.js',
    ]);
  });

  it('preloads the boot and the render (react-dom, which the boot does not wait for) on every other path, / too', () => {
    for (const path of ['/', '/login', '/dashboard'])
      expect(
        hrefs(
          headLinks(shell, manifest, firstRenderChunks(manifest, path, false)),
          'modulepreload',
        ),
      ).toEqual(expect.arrayContaining(['/assets/boot.js', '/assets/react-dom.js']));
  });

  it('fails the build when a module of the path has no chunk', () => {
    expect(() => firstRenderChunks(manifest, '/login/two-fa', false)).toThrow(
      'No chunk for app/src/routes/public/login-two-fa (/login/two-fa)',
    );
  });

  it('of a prerendered page also links the stylesheets of what its render loaded', () => {
    const links = headLinks(
      shell,
      manifest,
      [],
      ['../screens/src/auth/AuthLayout/Promo.tsx', 'src/router.tsx'],
    );
    // Their scripts load after the first paint, on purpose: no modulepreload.
    expect(hrefs(links, 'modulepreload')).toEqual([]);
    expect(hrefs(links, 'stylesheet')).toEqual(['/assets/Badge.css', '/assets/Promo.css']);
  });

  it('of a prerendered page holds every script of its first render back in an inert template', () => {
    const held = afterPaintLinks(shell, manifest, firstRenderChunks(manifest, '/login', false));
    // A template's links ask for nothing until main.tsx moves them into the document.
    expect(held).toMatch(/^ {4}<template id="after-paint">\n/);
    expect(held).toMatch(/<\/template>\n$/);
    expect(hrefs(held, 'modulepreload')).toEqual([
      '/assets/router.js',
      '/assets/boot.js',
      '/assets/react-dom.js',
      '/assets/render.js',
    ]);
    expect(hrefs(held, 'stylesheet')).toEqual([]);
    // Nothing to hold back: no template.
    expect(afterPaintLinks(shell, manifest, ['_first.js'])).toBe('');
  });

  it('is index.html with the links before </head> and a prerendered markup in #root', () => {
    const links = '    <link rel="stylesheet" crossorigin href="/assets/Promo.css">\n';
    const html = pageHtml(shell, links, {
      locale: 'en',
      html: '<main><h1>Log In</h1></main>',
      hydrationData: '{"x":"</script>"}',
    });
    expect(html).toContain('<div id="root"><main><h1>Log In</h1></main></div>');
    // The router's state beside it, as JSON the browser does not run, with no way out of it.
    expect(html).toContain(
      '</div><script type="application/json" id="router-hydration">{"x":"\\u003c/script>"}</script>',
    );
    expect(html).toContain(`${links}  </head>`);
    expect(pageHtml(shell, links)).toBe(shell.replace('  </head>', `${links}  </head>`));
  });

  it('says the language a page was prerendered in on its <html>', () => {
    const html = pageHtml(shell, '', {
      locale: 'es',
      html: '<main><h1>Iniciar sesión</h1></main>',
      hydrationData: '{}',
    });
    expect(html).toContain('<html lang="es">');
    expect(pageHtml(shell, '')).toContain('<html lang="en">');
  });

  it("holds each other language's catalog in an inert template, for the boot script", () => {
    const withCharset = shell.replace('<head>\n', '<head>\n    <meta charset="UTF-8" />\n');
    const html = withCatalogTemplates(withCharset, {
      ...manifest,
      '../ui/src/i18n/locales/es.po': { file: 'assets/es.js', isDynamicEntry: true },
    });
    // Right after the charset: above the boot script (boot/locale.js) that takes it out.
    expect(html).toContain(
      '<meta charset="UTF-8" />\n    <template data-catalog="es">\n    <link rel="modulepreload" crossorigin href="/assets/es.js">\n    </template>\n',
    );
    // A path with its own catalog names it, marked for the boot (boot.tsx), with the module that
    // activates it, and not the whole.
    const own = withCatalogTemplates(
      withCharset,
      {
        ...manifest,
        '../ui/src/i18n/locales/es.po': { file: 'assets/es.js', isDynamicEntry: true },
        'src/catalogGate.ts': {
          file: 'assets/gate.js',
          isDynamicEntry: true,
          imports: ['_core.js'],
        },
      },
      new Map([['es', 'assets/es-page-a.js']]),
    );
    expect(own).toContain(
      '<template data-catalog="es">\n    <link rel="modulepreload" crossorigin href="/assets/es-page-a.js" data-page-catalog="es">\n    <link rel="modulepreload" crossorigin href="/assets/gate.js">\n    </template>\n',
    );
    expect(own).not.toContain('/assets/es.js');
    // No catalog in the build (English only): nothing added.
    expect(withCatalogTemplates(withCharset, manifest)).toBe(withCharset);
    expect(() => withCatalogTemplates(shell, manifest)).toThrow(/charset/);
  });

  it('refuses a shell without an empty #root', () => {
    expect(() =>
      pageHtml(shell.replace('<div id="root"></div>', ''), '', {
        locale: 'en',
        html: '<p></p>',
        hydrationData: '{}',
      }),
    ).toThrow(/#root|id="root"/);
  });
});
