import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, sessionStore } from '@wallet/api';
import { currentReview, markKey, readSpent, sendOnce, startReview, useSendOnce } from './sendOnce';

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  sessionStore.setTokens('access', 'refresh');
});

describe('sendOnce: a review is sent once, in every tab and across reloads', () => {
  it('a second send of the same review (a reload, a duplicated tab) makes no call', async () => {
    const id = startReview('withdraw');
    const call = vi.fn(() => Promise.resolve({ txn: 'T1' }));
    await expect(sendOnce('withdraw', id, call, (v) => v)).resolves.toEqual({
      sent: true,
      value: { txn: 'T1' },
    });
    // The same id, as a reloaded page or a copy of sessionStorage reads it.
    const again = await sendOnce('withdraw', currentReview('withdraw')!, call);
    expect(again).toMatchObject({ sent: false, spent: { state: 'done', outcome: { txn: 'T1' } } });
    expect(call).toHaveBeenCalledTimes(1);
  });

  it('pressed in two tabs at once: the one that finds the lock taken sends nothing', async () => {
    const id = startReview('card-topup');
    let answer!: () => void;
    const call = vi.fn(() => new Promise<void>((resolve) => (answer = resolve)));
    const held = new Set<string>();
    // One browser's Web Locks: the first holder keeps the name until its callback settles.
    vi.stubGlobal('navigator', {
      locks: {
        request: async (name: string, _o: unknown, run: (lock: unknown) => Promise<unknown>) => {
          if (held.has(name)) return run(null);
          held.add(name);
          try {
            return await run({ name });
          } finally {
            held.delete(name);
          }
        },
      },
    });
    const first = sendOnce('card-topup', id, call);
    const second = await sendOnce('card-topup', id, call);
    expect(second).toMatchObject({ sent: false, spent: { state: 'sending' } });
    answer();
    await expect(first).resolves.toMatchObject({ sent: true });
    expect(call).toHaveBeenCalledTimes(1);
    vi.unstubAllGlobals();
  });

  it('a refusal leaves the review open to try again; a call without an answer spends it, outcome unknown', async () => {
    const id = startReview('yield-earn');
    const refused = new ApiError({ status: 400, errorId: 'x' });
    await expect(sendOnce('yield-earn', id, () => Promise.reject(refused))).rejects.toBe(refused);
    expect(readSpent('yield-earn', id)).toBeUndefined();
    const lost = new ApiError({ status: 0, errorId: 'network' });
    await expect(sendOnce('yield-earn', id, () => Promise.reject(lost))).rejects.toBe(lost);
    // Not 'sending' (which pages call "already submitted"): nobody knows whether it went through.
    expect(readSpent('yield-earn', id)).toMatchObject({ state: 'unknown' });
    await expect(sendOnce('yield-earn', id, () => Promise.resolve())).resolves.toMatchObject({
      sent: false,
    });
  });

  it("the hook follows another tab's send (storage event) and ends with logout", () => {
    startReview('card-apply');
    const { result } = renderHook(() => useSendOnce('card-apply'));
    expect(result.current.spent).toBeUndefined();
    const key = markKey('card-apply', result.current.id);
    // Under the session, never the person: the key says nothing of who sent it.
    expect(key).toMatch(/^wallet-session:[\w-]+:once:card-apply:/);
    act(() => {
      localStorage.setItem(key, JSON.stringify({ state: 'done', at: Date.now() }));
      window.dispatchEvent(new StorageEvent('storage', { key }));
    });
    expect(result.current.spent).toMatchObject({ state: 'done' });
    sessionStore.clear();
    expect(currentReview('card-apply')).toBeUndefined();
    // The mark (an outcome of the customer's) goes with the session.
    expect(localStorage.getItem(key)).toBeNull();
    expect(localStorage.length).toBe(0);
  });
});
