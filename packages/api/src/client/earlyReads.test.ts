// @vitest-environment jsdom
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApi } from './config';
import { adoptEarlyReads, readAfterPaint, rememberFirstPageReads } from './earlyReads';
import { ApiError, CLIENT_ERROR_IDS } from './errors';
import { request } from './request';
import { sessionStore } from './session';

const server = setupServer();
const API = 'http://api.test/api/v1';

/** What the boot script reads back: each page's reads. */
const savedPages = () =>
  (JSON.parse(sessionStore.get('earlyReads') ?? '{}') as { pages?: Record<string, string[]> })
    .pages;

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  adoptEarlyReads();
});
afterEach(() => {
  server.resetHandlers();
  vi.restoreAllMocks();
  delete window.__earlyReads;
});
afterAll(() => server.close());
beforeEach(() => {
  configureApi({ host: 'http://api.test', locale: 'es', readTimeoutMs: 30_000 });
  // A signed-in area opened afresh: what an earlier test read is not its first page's.
  rememberFirstPageReads('/')();
  sessionStorage.clear();
  sessionStore.setTokens('access', 'refresh');
});

describe('early reads: the client takes what the boot script sent', () => {
  it('takes the answer to the same URL and token once, and asks the network after', async () => {
    let asked = 0;
    server.use(
      http.get(`${API}/wallets`, () => {
        asked += 1;
        return HttpResponse.json({ data: { from: 'network' } });
      }),
    );
    window.__earlyReads = {
      token: 'access',
      reads: { [`${API}/wallets`]: Promise.resolve(Response.json({ data: { from: 'boot' } })) },
    };
    await expect(request('wallets')).resolves.toEqual({ from: 'boot' });
    expect(asked).toBe(0);
    await expect(request('wallets')).resolves.toEqual({ from: 'network' });
    expect(asked).toBe(1);
  });

  it('leaves an answer asked with another token (a refreshed session) and asks itself', async () => {
    server.use(http.get(`${API}/profile`, () => HttpResponse.json({ data: { from: 'network' } })));
    window.__earlyReads = {
      token: 'an-older-token',
      reads: { [`${API}/profile`]: Promise.resolve(Response.json({ data: { from: 'boot' } })) },
    };
    await expect(request('profile')).resolves.toEqual({ from: 'network' });
  });

  it("never gives a write the boot script's answer", async () => {
    server.use(http.post(`${API}/wallets`, () => HttpResponse.json({ data: { from: 'network' } })));
    window.__earlyReads = {
      token: 'access',
      reads: { [`${API}/wallets`]: Promise.resolve(Response.json({ data: { from: 'boot' } })) },
    };
    await expect(request('wallets', { method: 'POST', body: {} })).resolves.toEqual({
      from: 'network',
    });
  });

  it('reports an early read that failed as the network failure it is', async () => {
    window.__earlyReads = {
      token: 'access',
      reads: { [`${API}/wallets`]: Promise.reject(new TypeError('Failed to fetch')) },
    };
    const error = await request('wallets').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).errorId).toBe(CLIENT_ERROR_IDS.network);
  });
});

describe('rememberFirstPageReads', () => {
  beforeEach(() => {
    server.use(
      http.get(`${API}/profile`, () => HttpResponse.json({ data: {} })),
      http.get(`${API}/wallets`, () => HttpResponse.json({ data: {} })),
      http.get(`${API}/transaction`, () => HttpResponse.json({ data: [] })),
    );
  });

  it("keeps the reads the first signed-in page sent, once each, with the client's settings", async () => {
    await Promise.all([request('profile'), request('wallets'), request('profile')]);
    server.use(http.post(`${API}/auth/login`, () => HttpResponse.json({ data: {} })));
    await request('auth/login', { method: 'POST', body: {}, auth: false });
    rememberFirstPageReads('/dashboard');
    expect(JSON.parse(sessionStore.get('earlyReads')!)).toEqual({
      locale: 'es',
      timeoutMs: 30_000,
      pages: { '/dashboard': [`${API}/profile`, `${API}/wallets`] },
    });
  });

  it('keeps nothing for the pages reached in the app after the first', async () => {
    await request('wallets');
    rememberFirstPageReads('/dashboard');
    await request('profile');
    rememberFirstPageReads('/profile');
    expect(savedPages()).toEqual({ '/dashboard': [`${API}/wallets`] });
  });

  it('never keeps what a page reads after its first paint, even when read again', async () => {
    readAfterPaint(() => void request('transaction'));
    await request('wallets');
    await request('transaction');
    rememberFirstPageReads('/dashboard');
    expect(savedPages()).toEqual({ '/dashboard': [`${API}/wallets`] });
  });

  it("adds the next session's first page to the others' and survives an unreadable entry", async () => {
    sessionStore.set('earlyReads', 'not json');
    await request('wallets');
    const signedOut = rememberFirstPageReads('/card');
    // Signed out, and in again in the same tab.
    signedOut();
    await request('profile');
    rememberFirstPageReads('/profile');
    expect(savedPages()).toEqual({
      '/card': [`${API}/wallets`],
      '/profile': [`${API}/profile`],
    });
  });

  it('is forgotten with the session', async () => {
    await request('wallets');
    rememberFirstPageReads('/dashboard');
    sessionStore.clear();
    expect(sessionStore.get('earlyReads')).toBeNull();
  });
});
