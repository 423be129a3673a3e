// A static server for a production build as a CDN would serve it: brotli or gzip by the
// request's Accept-Encoding, the build's own `_headers` (strict CSP), long-lived caching for the
// hashed assets, a prerendered page's `<path>.html` for its path (dist/login.html for /login) and
// index.html for every other path (client-side routes). Used by `pnpm bench`.
// HTTP/2 over TLS by default, as a CDN serves the app (one connection, requests multiplexed,
// headers compressed), with a throwaway self-signed certificate made for the run (the browser
// runs with --ignore-certificate-errors); `{ http1: true }`: plain HTTP/1.1, six connections per
// origin, as the figures were measured.
// `{ api }` answers `/api/` on the same origin, as a real build calls its API when VITE_API_HOST is
// unset (packages/app/src/boot.tsx): `demoApi()` is the demo backend of mocks/ run in Node, so the
// browser (and Lighthouse's simulated network) makes a real round trip for every call.
import { execFileSync } from 'node:child_process';
import { createServer } from 'node:http';
import { createSecureServer } from 'node:http2';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { parseHeadersFile } from './security-headers.mjs';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.webmanifest', '.svg']);

/** A self-signed certificate for 127.0.0.1, valid for a day, made with openssl. */
function throwawayCertificate() {
  const dir = mkdtempSync(join(tmpdir(), 'bench-cert-'));
  try {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-keyout',
        join(dir, 'key.pem'),
        '-out',
        join(dir, 'cert.pem'),
        '-days',
        '1',
        '-subj',
        '/CN=127.0.0.1',
        '-addext',
        'subjectAltName=IP:127.0.0.1',
      ],
      { stdio: 'ignore' },
    );
    return { key: readFileSync(join(dir, 'key.pem')), cert: readFileSync(join(dir, 'cert.pem')) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const isFile = (file) => existsSync(file) && statSync(file).isFile();

/**
 * The file of the build that answers `path`, as the app's hosts must (README, "Running against a
 * real API"): the file itself, else a prerendered page in the visitor's language (`/login` ->
 * `login.es.html` with the cookie `locale=es`, docs/i18n.md), else in English (`login.html`),
 * else the app's index.html, which routes on the client.
 */
export function fileFor(dir, path, locale) {
  const requested = join(dir, normalize(path).replace(/^(\.\.[/\\])+/, ''));
  if (isFile(requested) && !path.endsWith('/_headers')) return requested;
  if (path.endsWith('/')) return join(dir, 'index.html');
  if (locale && /^[a-z]{2}$/.test(locale) && isFile(`${requested}.${locale}.html`))
    return `${requested}.${locale}.html`;
  if (isFile(`${requested}.html`)) return `${requested}.html`;
  return join(dir, 'index.html');
}

/** The `locale` cookie of a request (boot/locale.js sets it). */
export const localeOf = (cookie = '') => /(?:^|;\s*)locale=([a-z]{2})(?:;|$)/.exec(cookie)?.[1];

/**
 * The demo backend (mocks/: the demo's handlers and database) as an API: a function from a Fetch
 * Request to its Response, undefined for a path it has no handler for. Its state lives in memory
 * for the function's life (no persistence: the demo's localStorage is the browser's, and a real
 * API keeps its state on the server). `mocks` is the module to use (tests pass the one they
 * import); by default mocks/src is loaded through Vite's module runner, as it is TypeScript.
 */
export async function demoApi(mocks) {
  mocks ??= (
    await (
      await import('vite')
    ).runnerImport(join(dirname(fileURLToPath(import.meta.url)), '../mocks/src/index.ts'), {
      configFile: false,
      logLevel: 'error',
    })
  ).module;
  const { getResponse } = await import('msw');
  const handlers = mocks.createHandlers(new mocks.DemoBackend());
  return (request) => getResponse(handlers, request);
}

/** The Fetch Request of a Node request (HTTP/1.1 or HTTP/2's compatibility API). */
async function fetchRequest(req, origin) {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers))
    // HTTP/2's pseudo-headers (:method, :path...) are not headers.
    if (!name.startsWith(':') && value !== undefined)
      for (const v of [value].flat()) headers.append(name, v);
  const chunks = [];
  for await (const chunk of req) chunks.push(chunk);
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
  return new Request(new URL(req.url ?? '/', origin), {
    method: req.method,
    headers,
    body: hasBody ? Buffer.concat(chunks) : undefined,
  });
}

/**
 * Answers an API call with `api`: 404 for a path it does not know, as a real API would; the
 * answer gzipped when the browser accepts it, as an API server does (compressed per answer).
 */
async function answerApi(api, req, res, origin) {
  let response;
  try {
    response = (await api(await fetchRequest(req, origin))) ?? new Response(null, { status: 404 });
  } catch (error) {
    console.error(`bench server: ${req.method} ${req.url}:`, error);
    response = new Response(null, { status: 500 });
  }
  let body = Buffer.from(await response.arrayBuffer());
  const gzip = body.length > 0 && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
  if (gzip) body = gzipSync(body, { level: 6 });
  const headers = Object.fromEntries(
    [...response.headers].filter(([name]) => !/^(content-length|content-encoding)$/i.test(name)),
  );
  res.writeHead(response.status, {
    ...headers,
    'Content-Length': body.length,
    'Cache-Control': 'no-store',
    Vary: 'Accept-Encoding',
    ...(gzip ? { 'Content-Encoding': 'gzip' } : {}),
  });
  res.end(req.method === 'HEAD' ? undefined : body);
}

/**
 * Starts serving `dir` on `port` (0: any free port); resolves to the server and its origin.
 * HTTP/2 (TLS) unless `http1`; `api` (e.g. `demoApi()`) answers the paths under `/api/`.
 */
export function serveBuild(dir, { port = 0, http1 = false, api } = {}) {
  const headers = parseHeadersFile(readFileSync(join(dir, '_headers'), 'utf8'));
  // Compressed once per file version, as a CDN caches it (a test that deploys a new sw.js into
  // the folder gets it served).
  const cache = new Map();
  function variant(file, encoding) {
    const key = `${file}|${encoding}|${statSync(file).mtimeMs}`;
    if (!cache.has(key)) {
      const body = readFileSync(file);
      cache.set(
        key,
        encoding === 'br'
          ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })
          : encoding === 'gzip'
            ? gzipSync(body, { level: 9 })
            : body,
      );
    }
    return cache.get(key);
  }

  const handle = (req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    if (api && path.startsWith('/api/')) return void answerApi(api, req, res, origin);
    const file = fileFor(dir, path, localeOf(req.headers.cookie));
    const ext = extname(file);
    const accept = String(req.headers['accept-encoding'] ?? '');
    const encoding = !COMPRESSIBLE.has(ext)
      ? undefined
      : /\bbr\b/.test(accept)
        ? 'br'
        : /\bgzip\b/.test(accept)
          ? 'gzip'
          : undefined;
    const body = variant(file, encoding);
    res.writeHead(200, {
      ...headers,
      'Content-Type': TYPES[ext] ?? 'application/octet-stream',
      'Content-Length': body.length,
      'Cache-Control': path.startsWith('/assets/')
        ? 'public, max-age=31536000, immutable'
        : 'no-cache',
      Vary: 'Accept-Encoding',
      ...(encoding ? { 'Content-Encoding': encoding } : {}),
    });
    res.end(req.method === 'HEAD' ? undefined : body);
  };
  const server = http1
    ? createServer(handle)
    : createSecureServer({ ...throwawayCertificate(), allowHTTP1: true }, handle);
  const scheme = http1 ? 'http' : 'https';
  let origin;
  return new Promise((resolve) => {
    server.listen(port, '127.0.0.1', () => {
      origin = `${scheme}://127.0.0.1:${server.address().port}`;
      resolve({ server, origin });
    });
  });
}
