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

export interface IdleWatchOptions {
  idleMs?: number;
  warnBeforeMs?: number;
  checkEveryMs?: number;
  onWarn: () => void;
  onTimeout: () => void;
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

/**
 * Watches for inactivity: activity events move the last-active time; every `checkEveryMs` the
 * watch warns once when the timeout is `warnBeforeMs` away and times out at `idleMs`. While the
 * warning is up, activity does not dismiss it: only Stay Active (reset) does.
 */
export function startIdleWatch({
  idleMs = SESSION_TIMING.idleMs,
  warnBeforeMs = SESSION_TIMING.warnBeforeMs,
  checkEveryMs = SESSION_TIMING.checkEveryMs,
  onWarn,
  onTimeout,
  now = Date.now,
  target = window,
}: IdleWatchOptions): IdleWatch {
  let lastActive = now();
  let warned = false;
  let stopped = false;

  const onActivity = () => {
    if (!warned) lastActive = now();
  };
  for (const type of ACTIVITY_EVENTS) target.addEventListener(type, onActivity, { passive: true });

  const stop = () => {
    if (stopped) return;
    stopped = true;
    clearInterval(timer);
    for (const type of ACTIVITY_EVENTS) target.removeEventListener(type, onActivity);
  };

  const timer = setInterval(() => {
    const idle = now() - lastActive;
    if (idle >= idleMs) {
      stop();
      onTimeout();
    } else if (!warned && idle >= idleMs - warnBeforeMs) {
      warned = true;
      onWarn();
    }
  }, checkEveryMs);

  return {
    reset() {
      warned = false;
      lastActive = now();
    },
    remainingMs: () => Math.max(0, idleMs - (now() - lastActive)),
    stop,
  };
}
