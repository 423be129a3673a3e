// @vitest-environment jsdom
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApi } from './config';
import { adoptEarlyReads, rememberLandingReads, sentReads } from './earlyReads';
import { ApiError, CLIENT_ERROR_IDS } from './errors';
import { request } from './request';
import { sessionStore } from './session';

const server = setupServer();
const API = 'http://api.test/api/v1';

/** The page was opened at `path` (its navigation entry), as a reload or a typed URL opens it. */
const openedAt = (path: string) =>
  vi
    .spyOn(performance, 'getEntriesByType')
    .mockReturnValue([{ name: `http://localhost${path}` } as PerformanceEntry]);

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
  sessionStorage.clear();
  sentReads.length = 0;
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

describe('rememberLandingReads', () => {
  beforeEach(() => {
    server.use(
      http.get(`${API}/profile`, () => HttpResponse.json({ data: {} })),
      http.get(`${API}/wallets`, () => HttpResponse.json({ data: {} })),
    );
  });

  it("keeps the reads a page opened at its path sent, once each, with the client's settings", async () => {
    openedAt('/dashboard');
    await Promise.all([request('profile'), request('wallets'), request('profile')]);
    server.use(http.post(`${API}/auth/login`, () => HttpResponse.json({ data: {} })));
    await request('auth/login', { method: 'POST', body: {}, auth: false });
    rememberLandingReads('/dashboard');
    expect(JSON.parse(sessionStore.get('earlyReads')!)).toEqual({
      locale: 'es',
      timeoutMs: 30_000,
      pages: { '/dashboard': [`${API}/profile`, `${API}/wallets`] },
    });
  });

  it('keeps nothing for a page reached from another page of the app', async () => {
    openedAt('/login');
    await request('wallets');
    rememberLandingReads('/dashboard');
    expect(sessionStore.get('earlyReads')).toBeNull();
  });

  it("adds a page to the others' and survives an unreadable entry", async () => {
    sessionStore.set('earlyReads', 'not json');
    openedAt('/card');
    await request('wallets');
    rememberLandingReads('/card');
    openedAt('/profile');
    rememberLandingReads('/profile');
    expect(savedPages()).toEqual({
      '/card': [`${API}/wallets`],
      '/profile': [`${API}/wallets`],
    });
  });

  it('is forgotten with the session', async () => {
    openedAt('/dashboard');
    await request('wallets');
    rememberLandingReads('/dashboard');
    sessionStore.clear();
    expect(sessionStore.get('earlyReads')).toBeNull();
  });
});
