// A static server for a production build as a CDN would serve it: brotli or gzip by the
// request's Accept-Encoding, the build's own `_headers` (strict CSP), long-lived caching for the
// hashed assets, a prerendered page's `<path>.html` for its path (dist/login.html for /login) and
// index.html for every other path (client-side routes). Used by `pnpm bench`.
// HTTP/2 over TLS by default, as a CDN serves the app (one connection, requests multiplexed,
// headers compressed), with a throwaway self-signed certificate made for the run (the browser
// runs with --ignore-certificate-errors); `{ http1: true }`: plain HTTP/1.1, six connections per
// origin, as the figures were measured.
import { execFileSync } from 'node:child_process';
import { createServer } from 'node:http';
import { createSecureServer } from 'node:http2';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
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
 * real API"): the file itself, else a prerendered page (`/login` -> `login.html`), else the app's
 * index.html, which routes on the client.
 */
export function fileFor(dir, path) {
  const requested = join(dir, normalize(path).replace(/^(\.\.[/\\])+/, ''));
  if (isFile(requested) && !path.endsWith('/_headers')) return requested;
  if (!path.endsWith('/') && isFile(`${requested}.html`)) return `${requested}.html`;
  return join(dir, 'index.html');
}

/**
 * Starts serving `dir` on `port` (0: any free port); resolves to the server and its origin.
 * HTTP/2 (TLS) unless `http1`.
 */
export function serveBuild(dir, { port = 0, http1 = false } = {}) {
  const headers = parseHeadersFile(readFileSync(join(dir, '_headers'), 'utf8'));
  // Compressed once per file, as a CDN caches it.
  const cache = new Map();
  function variant(file, encoding) {
    const key = `${file}|${encoding}`;
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
    const file = fileFor(dir, path);
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
  return new Promise((resolve) => {
    server.listen(port, '127.0.0.1', () => {
      resolve({ server, origin: `${scheme}://127.0.0.1:${server.address().port}` });
    });
  });
}
