import { http, type HttpHandler } from 'msw';

/**
 * The demo backend's handlers as one MSW handler, which picks the handler a request is for by
 * its method and URL and runs it alone. MSW by itself asks every handler in turn to parse each
 * request (the URL against the handler's path, and the request's cookies) before it checks the
 * method: about 60 parses per call, and per script or stylesheet the page loads (the demo's
 * service worker passes every request of the page to it). At a phone's CPU that was most of
 * the demo backend's time while a page loads (~0.5 s over the dashboard's first load).
 * Answers are the same: the chosen handler runs as MSW would run it (params, cookies), and a
 * request no handler is for stays unhandled. Handlers added with `use()` (a story's or a test's
 * overrides) still come first.
 */
export function dispatcher(handlers: HttpHandler[]): HttpHandler {
  const routes = handlers.map((handler) => ({ handler, isFor: requestTest(handler) }));
  const handlerFor = (request: Request) => routes.find(({ isFor }) => isFor(request))?.handler;
  return http.all(
    ({ request }) => handlerFor(request) !== undefined,
    async ({ request, requestId }) =>
      (await handlerFor(request)?.run({ request, requestId }))?.response,
  );
}

/**
 * Whether a request is for a handler, by method and URL (query and hash aside), as MSW matches
 * a path: `*` any characters, `:name` one segment, letter case and a trailing slash ignored.
 */
function requestTest({ info: { method, path } }: HttpHandler): (request: Request) => boolean {
  if (typeof path !== 'string' || typeof method !== 'string')
    throw new Error(`A demo backend handler needs a path and a method: ${String(path)}`);
  const pattern = path
    .split(/(\*|:\w+)/)
    .map((part) => {
      if (part === '*') return '.*';
      if (part.startsWith(':')) return '[^/#?]+';
      return part.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('');
  const url = new RegExp(`^${pattern}/?$`, 'i');
  return (request) => request.method === method && url.test(request.url.replace(/[?#].*$/, ''));
}
