import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApi, getApiConfig, sessionStore } from '@wallet/api';
import type * as MockBackend from './mockBackend';
import { startDemo } from './startDemo';

/** A mock backend whose worker starts when the test says so (or fails to). */
function backendStartingLater() {
  let finish: (error?: Error) => void = () => {};
  const start = vi.fn(
    () => new Promise<void>((resolve, reject) => (finish = (e) => (e ? reject(e) : resolve()))),
  );
  const backend = Promise.resolve({ worker: { start } } as unknown as typeof MockBackend);
  return { backend, finish: (error?: Error) => finish(error) };
}

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
  beforeEach(() => {
    sessionStorage.clear();
    configureApi({ ready: undefined });
    const root = document.createElement('div');
    root.id = 'root';
    root.textContent = 'the app';
    document.body.replaceChildren(root);
  });
  afterEach(() => vi.restoreAllMocks());

  it('lets a signed-in page render while the backend starts; its calls wait for it', async () => {
    sessionStore.setTokens('access', 'refresh');
    const { backend, finish } = backendStartingLater();
    await startDemo(backend);
    const ready = getApiConfig().ready!;
    expect(await settled(ready)).toBe(false);
    finish();
    expect(await settled(ready)).toBe(true);
  });

  it('keeps the calls of a page being left waiting: the worker no longer answers them', async () => {
    sessionStore.setTokens('access', 'refresh');
    const { backend, finish } = backendStartingLater();
    await startDemo(backend);
    window.dispatchEvent(new Event('beforeunload'));
    finish();
    expect(await settled(getApiConfig().ready!)).toBe(false);
  });

  it('holds a public page until the backend answers', async () => {
    const { backend, finish } = backendStartingLater();
    const started = startDemo(backend);
    expect(await settled(started)).toBe(false);
    finish();
    expect(await settled(started)).toBe(true);
  });

  it('says why when the worker cannot start, over the app it hides (React keeps its nodes)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    sessionStore.setTokens('access', 'refresh');
    const { backend, finish } = backendStartingLater();
    await startDemo(backend);
    finish(new Error('The service worker was refused'));
    await new Promise((resolve) => setTimeout(resolve, 10));
    const root = document.getElementById('root')!;
    expect(root.hidden).toBe(true);
    expect(root.textContent).toBe('the app');
    expect(document.querySelector('main h1')?.textContent).toBe('The demo could not start');
    expect(document.querySelector('main')?.textContent).toContain('The service worker was refused');
    expect(await settled(getApiConfig().ready!)).toBe(false);
  });
});
