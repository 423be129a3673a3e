// @vitest-environment node
import { connect } from 'node:http2';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import * as mocks from '@wallet/mocks';
import { demoApi, fileFor, localeOf, serveBuild } from './bench-server.mjs';

const dir = mkdtempSync(join(tmpdir(), 'bench-server-'));
for (const file of [
  'index.html',
  'login.html',
  'login.es.html',
  'password-reset-form/confirmation.html',
  'assets/a.js',
  '_headers',
]) {
  mkdirSync(join(dir, file, '..'), { recursive: true });
  writeFileSync(join(dir, file), '');
}
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the file the bench server answers a path with', () => {
  it.each([
    ['/assets/a.js', 'assets/a.js'],
    ['/login', 'login.html'],
    ['/password-reset-form/confirmation', 'password-reset-form/confirmation.html'],
    // Paths without a prerendered page: the app, which routes on the client.
    ['/login/two-fa', 'index.html'],
    ['/dashboard', 'index.html'],
    ['/login/', 'index.html'],
    ['/', 'index.html'],
    // The headers file is configuration, never content.
    ['/_headers', 'index.html'],
    ['/../../etc/passwd', 'index.html'],
  ])('%s -> %s', (path, file) => {
    expect(fileFor(dir, path)).toBe(join(dir, file));
  });

  it('answers a prerendered page in the language of the locale cookie, when it has one', () => {
    expect(fileFor(dir, '/login', localeOf('theme=dark; locale=es'))).toBe(
      join(dir, 'login.es.html'),
    );
    expect(fileFor(dir, '/login', localeOf('locale=en'))).toBe(join(dir, 'login.html'));
    // No Spanish file for this page: the English one.
    expect(fileFor(dir, '/password-reset-form/confirmation', 'es')).toBe(
      join(dir, 'password-reset-form/confirmation.html'),
    );
    // Only a language code is tried, never a path.
    expect(localeOf('locale=../x')).toBeUndefined();
    expect(fileFor(dir, '/login', '../../etc')).toBe(join(dir, 'login.html'));
  });
});

interface Answer {
  status: number;
  json: { data?: unknown; error_message?: string } | undefined;
}
type Call = (
  path: string,
  init?: { method?: string; body?: unknown; token?: string },
) => Promise<Answer>;

/** A browser's call over HTTP/2 with TLS (the bench's certificate is self-signed), gzip accepted. */
function http2Caller(origin: string): { call: Call; close: () => void } {
  const session = connect(origin, { rejectUnauthorized: false });
  const call: Call = (path, { method = 'GET', body, token } = {}) =>
    new Promise((resolve, reject) => {
      const stream = session.request({
        ':method': method,
        ':path': path,
        'accept-encoding': 'gzip',
        ...(body ? { 'content-type': 'application/json' } : {}),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      });
      const chunks: Buffer[] = [];
      let headers: Record<string, unknown> = {};
      stream.on('response', (h) => (headers = h));
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('error', reject);
      stream.on('end', () => {
        let raw = Buffer.concat(chunks);
        if (headers['content-encoding'] === 'gzip') raw = gunzipSync(raw);
        const text = raw.toString();
        resolve({ status: Number(headers[':status']), json: text ? JSON.parse(text) : undefined });
      });
      stream.end(body ? JSON.stringify(body) : undefined);
    });
  return { call, close: () => session.close() };
}

/** The same over plain HTTP/1.1, with Node's fetch. */
function http1Caller(origin: string): { call: Call; close: () => void } {
  const call: Call = async (path, { method = 'GET', body, token } = {}) => {
    const res = await fetch(`${origin}${path}`, {
      method,
      headers: {
        ...(body ? { 'content-type': 'application/json' } : {}),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    });
    const text = await res.text();
    return { status: res.status, json: text ? JSON.parse(text) : undefined };
  };
  return { call, close: () => {} };
}

describe.each([
  ['HTTP/2', false, http2Caller],
  ['HTTP/1.1', true, http1Caller],
])('the bench server answers /api/ with the demo backend (%s)', (_, http1, caller) => {
  it('signs in with the e-mailed code, and the backend remembers the session across calls', async () => {
    const { server, origin } = await serveBuild(dir, { http1, api: await demoApi(mocks) });
    const { call, close } = caller(origin);
    try {
      const email = mocks.PERSONAS.verified;
      const login = await call('/api/v1/auth/login', {
        method: 'POST',
        body: { username: email, password: mocks.DEMO_PASSWORD, recaptcha_token: 'bench' },
      });
      expect(login.status).toBe(200);
      const { access_token: token } = login.json?.data as { access_token: string };

      // The code the login e-mailed is in the same backend's inbox, and verifies that session.
      const inbox = await call('/api/v1/demo/inbox');
      const { code } = (inbox.json?.data as { to: string; code?: string }[]).find(
        (m) => m.to === email && m.code,
      )!;
      expect(await call('/api/v1/profile', { token })).toMatchObject({ status: 401 });
      const verified = await call('/api/v1/auth/2fa/verify/email', {
        method: 'POST',
        body: { code },
        token,
      });
      expect(verified.status).toBe(200);
      const profile = await call('/api/v1/profile', { token });
      expect(profile.status).toBe(200);
      expect(profile.json?.data).toMatchObject({ email });

      // A path the backend does not know is a 404, as from a real API; files are still files.
      expect((await call('/api/v1/no-such-call')).status).toBe(404);
      expect((await call('/dashboard')).status).toBe(200);
    } finally {
      close();
      server.close();
    }
  });
});
