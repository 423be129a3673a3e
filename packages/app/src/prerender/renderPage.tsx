import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { activateLocale } from '@wallet/ui';
import { AppRoot } from '../AppRoot';
import { routes } from '../router';

/**
 * The public pages written to HTML at build time (plugin.ts), each as `<path>.html`: the
 * pages whose first render depends on the path alone, so a signed-out visitor's first render
 * on the client is the same and hydrates. Not here: the pages behind a session (/login/two-fa,
 * /kyc-verification, /signup/two-fa, /signup/confirmation), the ones that read what an earlier
 * step left (the sign-up and forgotten-password drafts, the e-mail, token or reset passed in
 * the navigation's state), and the signed-in pages.
 */
export const PRERENDERED_PATHS = ['/login', '/password-reset-fail'];

/** Each is prerendered in every language (plugin.ts writes `login.es.html` beside `login.html`). */
export { LOCALES } from '@wallet/ui';

/** The source modules the render loaded (plugin.ts adds the registering line to each). */
const loaded = ((globalThis as { __prerenderModules?: Set<string> }).__prerenderModules ??=
  new Set<string>());

/**
 * The markup of #root for `pathname`, rendered fully: the router's static handler loads the
 * page's lazy route modules (boot.tsx loads them too before hydrating), and `prerender` waits for
 * any lazy part below them. Returns the router's state for the client's router (as JSON), and the
 * modules it loaded, whose stylesheets the page's HTML must link.
 */
export async function renderPage(pathname: string, locale = 'en') {
  await activateLocale(locale);
  const { query, dataRoutes } = createStaticHandler(routes);
  const context = await query(new Request(new URL(pathname, 'http://prerender.invalid')));
  if (context instanceof Response) throw new Error(`${pathname} answers ${context.status}`);
  if (context.errors) throw new Error(`${pathname} failed: ${JSON.stringify(context.errors)}`);
  const { loaderData, actionData } = context;
  const { prelude } = await prerender(
    <AppRoot>
      {/* No inline script with the router's state (the CSP forbids it): the page's file has it as JSON. */}
      <StaticRouterProvider
        router={createStaticRouter(dataRoutes, context)}
        context={context}
        hydrate={false}
      />
    </AppRoot>,
    // A boundary larger than the chunk size would be written out of place with an inline
    // script moving it in, which the CSP forbids: everything stays in place.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const html = await new Response(prelude).text();
  const hydrationData = JSON.stringify({ loaderData, actionData, errors: null });
  return { locale, html, hydrationData, modules: [...loaded] };
}
