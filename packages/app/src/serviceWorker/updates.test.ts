// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Workbox } from 'workbox-window';
import { registerServiceWorker, UPDATE_CHECK_MS, updateStore } from './updates';

/** Workbox's window side, as far as registerServiceWorker uses it, with its events fired by hand. */
function fakeWorkbox() {
  const listeners = new Map<string, ((event: { isExternal?: boolean }) => void)[]>();
  const workbox = {
    addEventListener(type: string, listener: (event: { isExternal?: boolean }) => void) {
      listeners.set(type, [...(listeners.get(type) ?? []), listener]);
    },
    messageSkipWaiting: vi.fn(),
    register: vi.fn(() => Promise.resolve(undefined)),
    update: vi.fn(() => Promise.resolve()),
  };
  const fire = (type: string, event: { isExternal?: boolean } = {}) =>
    listeners.get(type)?.forEach((listener) => listener(event));
  return { workbox, fire, asWorkbox: workbox as unknown as Workbox };
}

const reload = vi.fn();
beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('location', { ...window.location, reload });
  reload.mockClear();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('a new version', () => {
  it('is offered once its worker waits, and starts only on Reload: skip waiting, then one reload', async () => {
    const { workbox, fire, asWorkbox } = fakeWorkbox();
    const updates = updateStore();
    await registerServiceWorker(asWorkbox, updates);
    expect(workbox.register).toHaveBeenCalledTimes(1);
    expect(updates.get()).toBeUndefined();

    fire('waiting');
    const update = updates.get();
    expect(update).toBeDefined();
    // Nothing happens by itself.
    expect(workbox.messageSkipWaiting).not.toHaveBeenCalled();
    expect(reload).not.toHaveBeenCalled();

    update!.reload();
    expect(workbox.messageSkipWaiting).toHaveBeenCalledTimes(1);
    expect(reload).not.toHaveBeenCalled();
    // The tab reloads once the new worker controls it.
    fire('controlling', { isExternal: false });
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('started by another tab is offered here, this tab keeping the version it runs until then', async () => {
    const { fire, asWorkbox } = fakeWorkbox();
    const updates = updateStore();
    await registerServiceWorker(asWorkbox, updates);
    fire('controlling', { isExternal: true });
    expect(reload).not.toHaveBeenCalled();
    updates.get()!.reload();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('is looked for hourly and when the tab comes back, only while it is visible', async () => {
    const { workbox, asWorkbox } = fakeWorkbox();
    await registerServiceWorker(asWorkbox, updateStore());
    vi.advanceTimersByTime(UPDATE_CHECK_MS);
    expect(workbox.update).toHaveBeenCalledTimes(1);
    document.dispatchEvent(new Event('visibilitychange'));
    expect(workbox.update).toHaveBeenCalledTimes(2);
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    vi.advanceTimersByTime(UPDATE_CHECK_MS);
    expect(workbox.update).toHaveBeenCalledTimes(2);
  });

  it('tells the notices when it comes', () => {
    const updates = updateStore();
    const listener = vi.fn();
    const unsubscribe = updates.subscribe(listener);
    updates.set({ reload });
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    updates.set({ reload });
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
