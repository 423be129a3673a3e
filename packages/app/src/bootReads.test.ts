// @vitest-environment jsdom
import { runInThisContext } from 'node:vm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { adoptEarlyReads, configureApi, request, sessionStore } from '@wallet/api';
// The build's scripts are no package; the build inlines the same text.
// eslint-disable-next-line import-x/no-relative-packages
import { READS_SCRIPT } from '../../../scripts/security-headers.mjs';

// boot/reads.js as the real-API build inlines it in each page's head (issue 41): a return visit's
// reads, sent before any module has loaded, for the client to take.
const API = 'http://api.test/api/v1';
const run = () => runInThisContext(READS_SCRIPT) as void;
const answering = () =>
  vi
    .spyOn(globalThis, 'fetch')
    .mockImplementation((url) => Promise.resolve(Response.json({ data: { url } })));

beforeEach(() => {
  configureApi({ host: 'http://api.test', locale: 'es', readTimeoutMs: 30_000 });
  sessionStorage.clear();
  sessionStore.setTokens('access', 'refresh');
  window.history.replaceState(null, '', '/dashboard');
  sessionStorage.setItem(
    'early_reads',
    JSON.stringify({
      locale: 'es',
      timeoutMs: 30_000,
      pages: { '/dashboard': [`${API}/profile`, `${API}/wallets`], '/card': [`${API}/cards`] },
    }),
  );
});
afterEach(() => {
  vi.restoreAllMocks();
  delete window.__earlyReads;
});

describe('the boot script of a return visit (boot/reads.js)', () => {
  it("sends this page's reads as the client would, and the client takes them once", async () => {
    const sent = answering();
    run();
    expect(sent.mock.calls.map(([url]) => url)).toEqual([`${API}/profile`, `${API}/wallets`]);
    expect(sent.mock.calls[0]![1]).toMatchObject({
      headers: {
        Accept: 'application/json',
        'Accept-Language': 'es',
        Authorization: 'Bearer access',
      },
      signal: expect.any(AbortSignal),
    });
    adoptEarlyReads();
    await expect(request('wallets')).resolves.toEqual({ url: `${API}/wallets` });
    expect(sent).toHaveBeenCalledTimes(2);
    // Taken: the next read of it asks the network.
    await request('wallets');
    expect(sent).toHaveBeenCalledTimes(3);
  });

  it('sends nothing without a session, while a sign-in waits for its code, or for a new page', () => {
    const sent = answering();
    sessionStore.remove('accessToken');
    run();
    sessionStore.setTokens('access', 'refresh');
    sessionStore.set('codePending', 'login');
    run();
    sessionStore.remove('codePending');
    window.history.replaceState(null, '', '/address-book');
    run();
    expect(sent).not.toHaveBeenCalled();
    expect(window.__earlyReads).toBeUndefined();
  });

  it('sends nothing from an unreadable entry, and the page loads as without it', () => {
    const sent = answering();
    sessionStorage.setItem('early_reads', '{');
    expect(run).not.toThrow();
    sessionStorage.setItem('early_reads', '{}');
    expect(run).not.toThrow();
    expect(sent).not.toHaveBeenCalled();
  });
});
