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

  describe('the tabs of one session share their activity', () => {
    /** Two tabs of one session: their watches share one clock, as localStorage does. */
    const twoTabs = () => {
      let last = 0;
      const shared = { read: () => last, write: (at: number) => (last = at) };
      const tab = () => {
        const onWarn = vi.fn();
        const onTimeout = vi.fn();
        const onResume = vi.fn();
        const target = new EventTarget() as unknown as Window;
        const watch = startIdleWatch({ onWarn, onTimeout, onResume, shared, target });
        return { onWarn, onTimeout, onResume, target, watch };
      };
      return { a: tab(), b: tab() };
    };

    it('a tab left alone does not time out while another tab of the session is used', () => {
      const { a, b } = twoTabs();
      for (let minute = 0; minute < 12; minute++) {
        vi.advanceTimersByTime(40_000);
        a.target.dispatchEvent(new Event('keydown'));
      }
      expect(b.onWarn).not.toHaveBeenCalled();
      expect(b.onTimeout).not.toHaveBeenCalled();
      expect(a.onTimeout).not.toHaveBeenCalled();
    });

    it('a warning shown in an idle tab goes when the session is used in another', () => {
      const { a, b } = twoTabs();
      vi.advanceTimersByTime(4 * 60_000);
      expect(a.onWarn).toHaveBeenCalledTimes(1);
      expect(b.onWarn).toHaveBeenCalledTimes(1);
      vi.advanceTimersByTime(5_000);
      a.watch.reset(); // Stay Active in a, 5 s after the warning
      vi.advanceTimersByTime(25_000);
      expect(b.onResume).toHaveBeenCalledTimes(1);
      vi.advanceTimersByTime(90_000); // 5:30 from the start, 1:30 from Stay Active
      expect(b.onTimeout).not.toHaveBeenCalled();
      expect(a.onTimeout).not.toHaveBeenCalled();
    });

    it('no tab used: every tab times out at 5 minutes', () => {
      const { a, b } = twoTabs();
      vi.advanceTimersByTime(5 * 60_000);
      expect(a.onTimeout).toHaveBeenCalledTimes(1);
      expect(b.onTimeout).toHaveBeenCalledTimes(1);
    });
  });

  it('stop ends the watch', () => {
    const { onWarn, onTimeout, watch } = start();
    watch.stop();
    vi.advanceTimersByTime(10 * 60_000);
    expect(onWarn).not.toHaveBeenCalled();
    expect(onTimeout).not.toHaveBeenCalled();
  });
});
