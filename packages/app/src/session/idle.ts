/** Session timing of spec 1 section 9. */
export const SESSION_TIMING: { idleMs: number; warnBeforeMs: number; checkEveryMs: number } = {
  idleMs: 5 * 60_000,
  warnBeforeMs: 60_000,
  checkEveryMs: 30_000,
};

/** What counts as the user being there (spec 1 section 4). */
export const ACTIVITY_EVENTS = [
  'mousemove',
  'mousedown',
  'keydown',
  'wheel',
  'touchstart',
  'visibilitychange',
] as const;

/** The last activity seen in any tab of the session: one tab's timeout ends them all. */
export interface SharedActivity {
  read(): number;
  write(at: number): void;
}

/**
 * The session's shared activity in localStorage under `key` (sessionSharedKey: the tabs of one
 * session share it, another session in another tab keeps its own clock, and it goes with the
 * session). Without a key or storage, none.
 */
export function sessionActivity(key: string | undefined): SharedActivity | undefined {
  if (!key) return undefined;
  return {
    read: () => {
      try {
        return Number(localStorage.getItem(key)) || 0;
      } catch {
        return 0;
      }
    },
    write: (at) => {
      try {
        localStorage.setItem(key, String(at));
      } catch {
        // no storage: each tab keeps its own clock, as before
      }
    },
  };
}

export interface IdleWatchOptions {
  idleMs?: number;
  warnBeforeMs?: number;
  checkEveryMs?: number;
  onWarn: () => void;
  onTimeout: () => void;
  /** Another tab of the session was used after this one warned: the warning goes. */
  onResume?: () => void;
  shared?: SharedActivity;
  now?: () => number;
  target?: Pick<Window, 'addEventListener' | 'removeEventListener'>;
}

export interface IdleWatch {
  /** The user chose Stay Active: the idle clock starts again and the warning may come again. */
  reset(): void;
  /** Milliseconds until the timeout. */
  remainingMs(): number;
  stop(): void;
}

/** Activity is written for the other tabs at most this often (mousemove fires by the dozen). */
const SHARE_EVERY_MS = 1_000;

/**
 * Watches for inactivity: activity events move the last-active time; every `checkEveryMs` the
 * watch warns once when the timeout is `warnBeforeMs` away and times out at `idleMs`. While the
 * warning is up, activity does not dismiss it: only Stay Active (reset) does, or activity in
 * another tab of the session (`shared`), which counts as this tab's own: the session is idle only
 * when no tab of it is used.
 */
export function startIdleWatch({
  idleMs = SESSION_TIMING.idleMs,
  warnBeforeMs = SESSION_TIMING.warnBeforeMs,
  checkEveryMs = SESSION_TIMING.checkEveryMs,
  onWarn,
  onTimeout,
  onResume,
  shared,
  now = Date.now,
  target = window,
}: IdleWatchOptions): IdleWatch {
  let lastActive = 0;
  let lastShared = 0;
  let warned = false;
  let warnedAt = 0;
  let stopped = false;
  const note = (at: number, force = false) => {
    lastActive = at;
    if (force || at - lastShared >= SHARE_EVERY_MS) {
      lastShared = at;
      shared?.write(at);
    }
  };
  note(now(), true);
  const lastSeen = () => Math.max(lastActive, shared?.read() ?? 0);

  const onActivity = () => {
    if (!warned) note(now());
  };
  for (const type of ACTIVITY_EVENTS) target.addEventListener(type, onActivity, { passive: true });

  const stop = () => {
    if (stopped) return;
    stopped = true;
    clearInterval(timer);
    for (const type of ACTIVITY_EVENTS) target.removeEventListener(type, onActivity);
  };

  const timer = setInterval(() => {
    const elsewhere = shared?.read() ?? 0;
    if (warned && elsewhere > warnedAt) {
      warned = false;
      lastActive = elsewhere;
      onResume?.();
    }
    const idle = now() - lastSeen();
    if (idle >= idleMs) {
      stop();
      onTimeout();
    } else if (!warned && idle >= idleMs - warnBeforeMs) {
      warned = true;
      warnedAt = now();
      onWarn();
    }
  }, checkEveryMs);

  return {
    reset() {
      warned = false;
      note(now(), true);
    },
    remainingMs: () => Math.max(0, idleMs - (now() - lastSeen())),
    stop,
  };
}
