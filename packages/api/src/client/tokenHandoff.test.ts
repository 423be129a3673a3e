import { afterEach, describe, expect, it } from 'vitest';
import { TOKEN_CHANNEL, tokenHandoff, type Tokens } from './tokenHandoff';

/** The Web Locks of one browser, shared by its tabs: one holder per name, the rest queue. */
function lockManager() {
  const queues = new Map<string, Promise<unknown>>();
  /** Requests granted or queued, per name: `ifAvailable` is granted only when there are none. */
  const taken = new Map<string, number>();
  async function request<T>(
    name: string,
    options: { ifAvailable: true } | ((lock: unknown) => Promise<T>),
    callback?: (lock: unknown) => Promise<T>,
  ): Promise<T> {
    const run = typeof options === 'function' ? options : callback!;
    if (typeof options !== 'function' && taken.get(name)) return run(null);
    taken.set(name, (taken.get(name) ?? 0) + 1);
    const mine = (queues.get(name) ?? Promise.resolve()).then(() => run({ name }));
    const settled = mine
      .catch(() => undefined)
      .finally(() => taken.set(name, taken.get(name)! - 1));
    queues.set(name, settled);
    return mine;
  }
  return { request } as Parameters<typeof tokenHandoff>[0]['locks'];
}

/** A backend that rotates refresh tokens as a real one does: a used refresh token is dead. */
function backend() {
  let n = 0;
  const live = new Set(['refresh-0']);
  const calls: string[] = [];
  const refresh = async (token: string): Promise<Tokens> => {
    calls.push(token);
    await new Promise((resolve) => setTimeout(resolve, 20));
    if (!live.delete(token)) throw new Error('401 invalid refresh token');
    n += 1;
    live.add(`refresh-${n}`);
    return { access: `access-${n}`, refresh: `refresh-${n}` };
  };
  return { refresh, calls };
}

const channels: BroadcastChannel[] = [];
afterEach(() => {
  for (const channel of channels.splice(0)) channel.close();
});

/** A tab: its own sessionStorage (a duplicated tab's copy), the browser's channel and locks. */
function tab(
  tokens: Tokens | null,
  locks: ReturnType<typeof lockManager> | undefined,
  shared?: Map<string, string>,
) {
  let stored = tokens;
  const channel = new BroadcastChannel(TOKEN_CHANNEL);
  channels.push(channel);
  const client = tokenHandoff({
    store: { get: () => stored, set: (t) => (stored = t), generation: () => 0 },
    channel,
    locks,
    shared: shared && {
      getItem: (key) => shared.get(key) ?? null,
      setItem: (key, value) => void shared.set(key, value),
    },
    waitMs: 300,
  });
  return { client, tokens: () => stored, logout: () => (stored = null) };
}

const session = { access: 'access-0', refresh: 'refresh-0' };

describe('two tabs of one session (a duplicated tab) refresh the rotating token', () => {
  it('at once: one refresh call, both tabs end with its tokens', async () => {
    const locks = lockManager();
    const api = backend();
    const [a, b] = [tab(session, locks), tab(session, locks)];
    await Promise.all([a.client.refresh(api.refresh), b.client.refresh(api.refresh)]);
    expect(api.calls).toEqual(['refresh-0']);
    expect(a.tokens()).toEqual({ access: 'access-1', refresh: 'refresh-1' });
    expect(b.tokens()).toEqual({ access: 'access-1', refresh: 'refresh-1' });
  });

  it('an idle tab takes the new tokens as they are made, and never refreshes the dead one', async () => {
    const locks = lockManager();
    const api = backend();
    const [a, b] = [tab(session, locks), tab(session, locks)];
    await a.client.refresh(api.refresh);
    await expect.poll(() => b.tokens()?.refresh).toBe('refresh-1');
    await b.client.refresh(api.refresh);
    expect(api.calls).toEqual(['refresh-0', 'refresh-1']);
    await expect.poll(() => a.tokens()).toEqual(b.tokens());
  });

  it("without Web Locks the race is lost, not the session: the loser takes the winner's tokens", async () => {
    const api = backend();
    const [a, b] = [tab(session, undefined), tab(session, undefined)];
    await Promise.all([a.client.refresh(api.refresh), b.client.refresh(api.refresh)]);
    expect(api.calls).toEqual(['refresh-0', 'refresh-0']);
    expect(a.tokens()).toEqual({ access: 'access-1', refresh: 'refresh-1' });
    expect(b.tokens()).toEqual(a.tokens());
  });

  it('a tab that comes to refresh after the other did (it was loading) makes no call', async () => {
    const locks = lockManager();
    const api = backend();
    const storage = new Map<string, string>();
    const a = tab(session, locks, storage);
    await a.client.refresh(api.refresh);
    // Its copy of sessionStorage was made before, and it did not hear the hand-over.
    const b = tab(session, locks, storage);
    await b.client.refresh(api.refresh);
    expect(api.calls).toEqual(['refresh-0']);
    expect(b.tokens()).toEqual({ access: 'access-1', refresh: 'refresh-1' });
    expect([...storage.values()].join()).not.toContain('refresh-');
  });

  it('a tab told by the mark that its token was rotated waits for a busy holder, and makes no call', async () => {
    const locks = lockManager();
    const api = backend();
    const storage = new Map<string, string>();
    const a = tab(session, locks, storage);
    await a.client.refresh(api.refresh);
    // The tab that holds the new tokens is busy (painting a page): it answers after 1 s, well
    // after an unsuspecting wait (300 ms here) would have given the session up.
    channels.at(-1)!.close();
    const busy = new BroadcastChannel(TOKEN_CHANNEL);
    channels.push(busy);
    const answer = setTimeout(
      () => busy.postMessage({ type: 'rotated', from: session.refresh, ...a.tokens() }),
      1000,
    );
    const b = tab(session, locks, storage);
    await b.client.refresh(api.refresh);
    clearTimeout(answer);
    expect(api.calls).toEqual(['refresh-0']);
    expect(b.tokens()).toEqual({ access: 'access-1', refresh: 'refresh-1' });
  });

  it('a tab that missed rotations (asleep) is handed the newest tokens when it asks', async () => {
    const locks = lockManager();
    const api = backend();
    const a = tab(session, locks);
    await a.client.refresh(api.refresh);
    await a.client.refresh(api.refresh);
    // Opened from a copy made before both refreshes.
    const b = tab(session, locks);
    await b.client.refresh(api.refresh);
    expect(b.tokens()).toEqual({ access: 'access-2', refresh: 'refresh-2' });
  });

  it('a dead token no tab replaced still fails, and a signed-out tab hands nothing on', async () => {
    const locks = lockManager();
    const api = backend();
    const a = tab(session, locks);
    await a.client.refresh(api.refresh);
    a.logout();
    const b = tab(session, locks);
    await expect(b.client.refresh(api.refresh)).rejects.toThrow('401');
    expect(b.tokens()).toEqual(session);
  });
});
