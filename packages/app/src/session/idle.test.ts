import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SESSION_TIMING, startIdleWatch } from './idle';

describe('startIdleWatch', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const start = () => {
    const onWarn = vi.fn();
    const onTimeout = vi.fn();
    const target = new EventTarget() as unknown as Window;
    const watch = startIdleWatch({ onWarn, onTimeout, now: () => Date.now(), target });
    return { onWarn, onTimeout, target, watch };
  };

  it('warns one minute before the 5-minute timeout, checked every 30 s, then times out', () => {
    const { onWarn, onTimeout } = start();
    vi.advanceTimersByTime(3.5 * 60_000);
    expect(onWarn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(30_000);
    expect(onWarn).toHaveBeenCalledTimes(1);
    expect(onTimeout).not.toHaveBeenCalled();
    vi.advanceTimersByTime(60_000);
    expect(onTimeout).toHaveBeenCalledTimes(1);
    expect(onWarn).toHaveBeenCalledTimes(1);
  });

  it.each(['mousemove', 'keydown', 'wheel', 'touchstart', 'visibilitychange'])(
    '%s counts as activity',
    (type) => {
      const { onWarn, target } = start();
      vi.advanceTimersByTime(3.5 * 60_000);
      target.dispatchEvent(new Event(type));
      vi.advanceTimersByTime(3.5 * 60_000);
      expect(onWarn).not.toHaveBeenCalled();
    },
  );

  it('activity does not dismiss a shown warning; Stay Active (reset) does', () => {
    const { onWarn, onTimeout, target, watch } = start();
    vi.advanceTimersByTime(4 * 60_000);
    expect(onWarn).toHaveBeenCalledTimes(1);
    target.dispatchEvent(new Event('mousemove'));
    expect(watch.remainingMs()).toBeLessThanOrEqual(60_000);
    watch.reset();
    expect(watch.remainingMs()).toBe(SESSION_TIMING.idleMs);
    vi.advanceTimersByTime(4 * 60_000);
    expect(onWarn).toHaveBeenCalledTimes(2);
    expect(onTimeout).not.toHaveBeenCalled();
  });

  it('stop ends the watch', () => {
    const { onWarn, onTimeout, watch } = start();
    watch.stop();
    vi.advanceTimersByTime(10 * 60_000);
    expect(onWarn).not.toHaveBeenCalled();
    expect(onTimeout).not.toHaveBeenCalled();
  });
});
