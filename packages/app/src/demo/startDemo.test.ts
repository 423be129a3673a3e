// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '@wallet/api';
import type * as MockBackend from './mockBackend';
import { startDemo } from './startDemo';

/** A mock backend whose download finishes (or fails) when the test says so. */
function backendLoadingLater(answer: (request: Request) => Promise<Response | undefined>) {
  let finish: (error?: Error) => void = () => {};
  const backend = new Promise<typeof MockBackend>((resolve, reject) => {
    finish = (error) =>
      error ? reject(error) : resolve({ answer } as unknown as typeof MockBackend);
  });
  return { backend, finish: (error?: Error) => finish(error) };
}

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

const settled = async (promise: Promise<unknown>) => {
  let done = false;
  void promise.then(
    () => (done = true),
    () => (done = true),
  );
  await new Promise((resolve) => setTimeout(resolve, 10));
  return done;
};

describe('startDemo', () => {
  const pageFetch = window.fetch;
  let network: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    sessionStorage.clear();
    network = vi.fn(async () => new Response('from the network'));
    window.fetch = network as unknown as typeof fetch;
    vi.spyOn(console, 'debug').mockImplementation(() => {});
  });
  afterEach(() => {
    window.fetch = pageFetch;
    vi.restoreAllMocks();
  });

  it('answers this origin’s API calls from the backend, and logs each; the rest go to the network', async () => {
    const answer = vi.fn(async (request: Request) =>
      json({ data: { got: `${request.method} ${await request.text()}` } }),
    );
    const { backend, finish } = backendLoadingLater(answer);
    finish();
    await startDemo(backend);

    const response = await fetch('/api/v1/send/review', {
      method: 'POST',
      body: JSON.stringify({ amount: '10' }),
    });
    expect(await response.json()).toEqual({ data: { got: 'POST {"amount":"10"}' } });
    // eslint-disable-next-line no-console -- the line the demo logs
    expect(console.debug).toHaveBeenCalledWith(
      '[demo backend] POST /api/v1/send/review {"amount":"10"} → 200',
    );
    expect(network).not.toHaveBeenCalled();

    await fetch('https://www.gstatic.com/recaptcha/releases/api.js');
    await fetch('/assets/page.js');
    expect(network).toHaveBeenCalledTimes(2);
    expect(answer).toHaveBeenCalledTimes(1);
  });

  it('logs no password, code, token or PIN', async () => {
    const { backend, finish } = backendLoadingLater(async () => json({ data: {} }));
    finish();
    await startDemo(backend);
    await fetch('/api/v1/auth/login', {
      method: 'POST',
      body: JSON.stringify({
        username: 'a@demo.test',
        password: 'Demo1234!',
        recaptcha_token: 't',
      }),
    });
    await fetch('/api/v1/auth/2fa/verify/email', { method: 'POST', body: '{"code":"123456"}' });
    await fetch('/api/v1/card/c2/pin', {
      method: 'POST',
      body: '{"current_pin":"1234","new_pin":"8642"}',
    });
    // eslint-disable-next-line no-console -- the lines the demo logs
    expect(vi.mocked(console.debug).mock.calls.map(([line]) => line)).toEqual([
      '[demo backend] POST /api/v1/auth/login {"username":"a@demo.test","password":"…","recaptcha_token":"…"} → 200',
      '[demo backend] POST /api/v1/auth/2fa/verify/email {"code":"…"} → 200',
      '[demo backend] POST /api/v1/card/c2/pin {"current_pin":"…","new_pin":"…"} → 200',
    ]);
  });

  it('answers 404 for a call the backend has no handler for', async () => {
    const { backend, finish } = backendLoadingLater(async () => undefined);
    finish();
    await startDemo(backend);
    expect((await fetch('/api/v1/nothing-here')).status).toBe(404);
    expect(network).not.toHaveBeenCalled();
  });

  it('lets a signed-in page render while the backend downloads; its calls wait for it', async () => {
    sessionStore.setTokens('access', 'refresh');
    const { backend, finish } = backendLoadingLater(async () => json({ data: [] }));
    await startDemo(backend);
    const call = fetch('/api/v1/feature');
    expect(await settled(call)).toBe(false);
    finish();
    expect((await call).status).toBe(200);
  });

  it('holds a public page until the backend has loaded', async () => {
    const { backend, finish } = backendLoadingLater(async () => json({ data: [] }));
    const started = startDemo(backend);
    expect(await settled(started)).toBe(false);
    finish();
    expect(await settled(started)).toBe(true);
  });

  it('fails the calls when the backend does not download, and a public page’s start', async () => {
    sessionStore.setTokens('access', 'refresh');
    const { backend, finish } = backendLoadingLater(async () => json({ data: [] }));
    await startDemo(backend);
    const call = fetch('/api/v1/feature');
    finish(new Error('Failed to fetch dynamically imported module'));
    await expect(call).rejects.toThrow('Failed to fetch dynamically imported module');

    sessionStorage.clear();
    await expect(startDemo(backend)).rejects.toThrow('Failed to fetch');
  });

  it('rejects a call aborted while the backend loads, as fetch does', async () => {
    sessionStore.setTokens('access', 'refresh');
    const answer = vi.fn(async () => json({ data: [] }));
    const { backend, finish } = backendLoadingLater(answer);
    await startDemo(backend);
    const abort = new AbortController();
    const call = fetch('/api/v1/feature', { signal: abort.signal });
    abort.abort();
    finish();
    await expect(call).rejects.toMatchObject({ name: 'AbortError' });
    expect(answer).not.toHaveBeenCalled();
  });
});
