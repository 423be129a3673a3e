import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { AppRoot } from '../AppRoot';
import { AppRoutes, preloadRoute } from '../router';

/**
 * The public pages written to HTML at build time (plugin.ts), each as `<path>.html`: the
 * pages whose first render depends on the path alone, so a signed-out visitor's first render
 * on the client is the same and hydrates. Not here: the pages behind a session (/login/two-fa,
 * /kyc-verification, /signup/two-fa, /signup/confirmation), the ones that read what an earlier
 * step left (the sign-up and forgotten-password drafts, the e-mail or token passed in the
 * navigation's state), and the signed-in pages.
 */
export const PRERENDERED_PATHS = [
  '/login',
  '/password-reset-fail',
  '/password-reset-form/confirmation',
];

/** The source modules the render loaded (plugin.ts adds the registering line to each). */
const loaded = ((globalThis as { __prerenderModules?: Set<string> }).__prerenderModules ??=
  new Set<string>());

/**
 * The markup of #root for `pathname`, rendered fully: the page's lazy modules are loaded first,
 * as main.tsx loads them before hydrating, and `prerender` waits for any lazy part below them.
 * Returns the modules it loaded too, whose stylesheets the page's HTML must link.
 */
export async function renderPage(pathname: string) {
  await preloadRoute(pathname);
  const { prelude } = await prerender(
    <AppRoot>
      <StaticRouter location={pathname}>
        <AppRoutes />
      </StaticRouter>
    </AppRoot>,
    // A boundary larger than the chunk size would be written out of place with an inline
    // script moving it in, which the CSP forbids: everything stays in place.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const html = await new Response(prelude).text();
  return { html, modules: [...loaded] };
}
