// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DemoBackend, localStoragePersistence } from './backend';

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('localStoragePersistence (the demo backend between page loads and across tabs)', () => {
  it('writes only what changed: a read leaves the store alone', () => {
    const setItem = vi.spyOn(Storage.prototype, 'setItem');
    const backend = new DemoBackend(localStoragePersistence('test-backend'));
    backend.save();
    backend.save(); // as after a GET: nothing changed
    expect(setItem).toHaveBeenCalledTimes(1);
    backend.setFailing('GET profile');
    expect(setItem).toHaveBeenCalledTimes(2);
    // Another tab's backend sees the change.
    expect(new DemoBackend(localStoragePersistence('test-backend')).db.failing).toEqual([
      'GET profile',
    ]);
  });
});
