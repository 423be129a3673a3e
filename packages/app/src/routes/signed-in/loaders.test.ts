// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as api from '@wallet/api';
import { cardsQueries, moneyQueries, preloadQueries } from '@wallet/api';
import { dashboard } from './loaders';

// The reads themselves are packages/api's (preload.test.tsx); here: what a loader waits for.
const reads = vi.hoisted(() => ({
  pending: [] as (() => void)[],
  answer() {
    for (const resolve of this.pending.splice(0)) resolve();
  },
}));
vi.mock('@wallet/api', async (importOriginal) => ({
  ...(await importOriginal<typeof api>()),
  preloadQueries: vi.fn(() => new Promise<void>((resolve) => reads.pending.push(resolve))),
}));

/** The page's root: empty before the first page, the page in it after. */
function root(page?: string) {
  const container = document.createElement('div');
  container.id = 'root';
  if (page) container.append(Object.assign(document.createElement('main'), { textContent: page }));
  document.body.replaceChildren(container);
}

/** Whether the loader has settled, followed as it runs. */
function follow(loader: Promise<unknown>) {
  const state = { settled: false };
  void loader.then(() => (state.settled = true));
  return state;
}

afterEach(() => {
  reads.answer();
  document.body.replaceChildren();
  vi.mocked(preloadQueries).mockClear();
});

describe('a signed-in page loader', () => {
  it('sends the main content reads first, then what is beside it', async () => {
    void dashboard();
    await vi.waitFor(() => expect(preloadQueries).toHaveBeenCalledTimes(2));
    expect(vi.mocked(preloadQueries).mock.calls[0]).toEqual([moneyQueries.wallets]);
    expect(vi.mocked(preloadQueries).mock.calls[1]).toContain(cardsQueries.cardBalance);
  });

  it("on the visit's first page leaves what the page reads after its paint (Home's history) to it", async () => {
    root();
    await dashboard();
    expect(preloadQueries).toHaveBeenCalledTimes(2);
    expect(vi.mocked(preloadQueries).mock.calls.flat()).not.toContain(moneyQueries.transactions);
  });

  it("on the visit's first page (nothing on screen) does not wait: the page shows its skeletons", async () => {
    root();
    const loading = follow(dashboard());
    await vi.waitFor(() => expect(loading.settled).toBe(true));
  });

  it('in the app (a page on screen) waits for the main read, the page before staying', async () => {
    root('Home');
    const loading = follow(dashboard());
    // The history too: the page renders whole, with its panels.
    await vi.waitFor(() => expect(preloadQueries).toHaveBeenCalledTimes(3));
    expect(vi.mocked(preloadQueries).mock.calls[2]).toEqual([moneyQueries.transactions]);
    await Promise.resolve();
    expect(loading.settled).toBe(false);
    reads.answer();
    await vi.waitFor(() => expect(loading.settled).toBe(true));
  });
});
