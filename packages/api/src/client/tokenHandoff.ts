/**
 * Token refresh shared by the tabs of one session. A duplicated tab copies sessionStorage, so two
 * tabs hold the same refresh token, and the backend rotates it on use: if both refreshed, the
 * second would be refused and sign both out. So a refresh runs under a Web Lock shared by the
 * tabs, and the tab that refreshed hands the new tokens to the others over a BroadcastChannel.
 * A tab that comes to refresh after another one did (it was loading, or asleep) finds a mark of
 * that rotation in localStorage (a fingerprint of the used, now dead, refresh token: no token is
 * stored) and asks the others for the tokens that replaced its own instead of calling; a tab
 * that still loses a race (no Web Locks) asks too before it gives the session up.
 */

export interface Tokens {
  access: string;
  refresh: string;
}

/** Where this tab keeps its tokens (sessionStorage in the app). */
export interface TokenStore {
  get(): Tokens | null;
  set(tokens: Tokens): void;
  /** Changes whenever the session is cleared: tokens of an ended session are never handed on. */
  generation(): number;
}

type Message =
  | { type: 'rotated'; from: string; access: string; refresh: string }
  | { type: 'ask'; from: string };

interface LockManagerLike {
  request<T>(
    name: string,
    options: { ifAvailable: true },
    callback: (lock: unknown) => Promise<T>,
  ): Promise<T>;
  request<T>(name: string, callback: (lock: unknown) => Promise<T>): Promise<T>;
}

export const REFRESH_LOCK = 'wallet-token-refresh';
export const TOKEN_CHANNEL = 'wallet-tokens';
const ROTATED_KEY = 'wallet-token-rotated';

/** FNV-1a: a short fingerprint that tells tokens apart and gives nothing of them away. */
const fingerprint = (token: string) => {
  let hash = 0x811c9dc5;
  for (let i = 0; i < token.length; i += 1)
    hash = Math.imul(hash ^ token.charCodeAt(i), 0x01000193) >>> 0;
  return hash.toString(16);
};

export function tokenHandoff({
  store,
  channel,
  locks,
  shared,
  waitMs = 1000,
}: {
  store: TokenStore;
  channel: BroadcastChannel | undefined;
  locks: LockManagerLike | undefined;
  /** What every tab of the browser reads (localStorage): the mark of the last rotation. */
  shared: Pick<Storage, 'getItem' | 'setItem'> | undefined;
  /**
   * How long a tab waits for another tab's tokens when it only suspects a rotation (they arrive
   * within milliseconds); five times that when the mark says another tab did rotate its token,
   * since the one that holds the new tokens may be busy painting a page on a loaded machine.
   */
  waitMs?: number;
}) {
  /** Refresh tokens this session has replaced: a tab asking with one of them is of it. */
  const replaced = new Set<string>();
  let generation = store.generation();
  const waiting = new Set<(message: Message) => void>();
  const sameSession = () => {
    if (store.generation() !== generation) replaced.clear();
    generation = store.generation();
  };

  channel?.addEventListener('message', (event: MessageEvent<Message | undefined>) => {
    const message = event.data;
    sameSession();
    const mine = store.get();
    if (message?.type === 'rotated') {
      if (mine?.refresh === message.from) {
        replaced.add(mine.refresh);
        store.set({ access: message.access, refresh: message.refresh });
      }
      for (const wake of waiting) wake(message);
    } else if (message?.type === 'ask' && mine && replaced.has(message.from)) {
      channel.postMessage({ type: 'rotated', from: message.from, ...mine } satisfies Message);
    }
  });

  /** Waits for the tokens that replaced `from` (asking the other tabs for them); true if they came. */
  const handedOver = (from: string) =>
    new Promise<boolean>((resolve) => {
      const known = shared?.getItem(ROTATED_KEY) === fingerprint(from);
      if (!channel) return resolve(false);
      const done = (handed: boolean) => {
        clearTimeout(timer);
        waiting.delete(wake);
        resolve(handed);
      };
      const wake = (message: Message) => {
        if (message.type === 'rotated' && message.from === from) done(true);
      };
      const timer = setTimeout(() => done(false), known ? waitMs * 5 : waitMs);
      waiting.add(wake);
      channel.postMessage({ type: 'ask', from } satisfies Message);
    });

  /**
   * Refreshes this tab's tokens with `call` (the refresh request), or takes the ones another tab
   * of the session got; throws what `call` threw when neither gives new tokens.
   */
  async function refresh(call: (refreshToken: string) => Promise<Tokens>): Promise<void> {
    const from = store.get()?.refresh;
    const started = store.generation();
    if (!from) throw new Error('no refresh token');
    const run = async (afterAnother: boolean) => {
      // Another tab refreshed this token (while this one waited for the lock, or before): its
      // tokens are here already, or on their way.
      const rotated = afterAnother || shared?.getItem(ROTATED_KEY) === fingerprint(from);
      if (store.get()?.refresh !== from || (rotated && (await handedOver(from)))) return;
      let tokens: Tokens;
      try {
        tokens = await call(from);
      } catch (error) {
        // Refused, perhaps because another tab used this refresh token first: its tokens
        // (unless this session has ended meanwhile).
        if (store.generation() === started && (await handedOver(from))) return;
        throw error;
      }
      sameSession();
      replaced.add(from);
      try {
        shared?.setItem(ROTATED_KEY, fingerprint(from));
      } catch {
        // Storage refused: the tabs still hand over, a late tab asks after its refused call.
      }
      store.set(tokens);
      channel?.postMessage({ type: 'rotated', from, ...tokens } satisfies Message);
    };
    if (!locks) return run(false);
    const ran = await locks.request(REFRESH_LOCK, { ifAvailable: true }, async (lock) => {
      if (lock) await run(false);
      return Boolean(lock);
    });
    if (!ran) await locks.request(REFRESH_LOCK, () => run(true));
  }

  return { refresh };
}
