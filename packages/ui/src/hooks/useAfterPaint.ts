import { useEffect, useState } from 'react';

/** Whether the browser has reported the page's first contentful paint (shown, not only drawn). */
const pageShown = () =>
  globalThis.performance?.getEntriesByName?.('first-contentful-paint').length > 0;

/**
 * Runs `run` once the browser reports the page's first contentful paint (at once if it has);
 * where paint timing is missing, or nothing is shown (a tab in the background), after a second.
 * Returns the cancel function (an effect's cleanup).
 */
export function whenPageShown(run: () => void) {
  if (pageShown()) {
    run();
    return () => {};
  }
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    cancel();
    run();
  };
  const timer = setTimeout(once, 1000);
  let observer: PerformanceObserver | undefined;
  try {
    observer = new PerformanceObserver(() => {
      if (pageShown()) once();
    });
    observer.observe({ type: 'paint', buffered: true });
  } catch {
    // No PerformanceObserver in this browser: the timer.
  }
  const cancel = () => {
    clearTimeout(timer);
    observer?.disconnect();
  };
  return () => {
    done = true;
    cancel();
  };
}

/**
 * True once `ready` has been on screen: what renders on it comes after that paint, and its
 * requests leave after it. On a page already shown (a move in the app) that is the frame after
 * `ready`, and at once when `ready` is at the first render; on the visit's first page it is the
 * frame after the first paint the browser reports (no frame is drawn before it).
 */
export function useAfterPaint(ready: boolean) {
  const [painted, setPainted] = useState(() => ready && pageShown());
  useEffect(() => {
    if (!ready || painted) return;
    let frame = 0;
    // A frame's callbacks run before its paint: the next frame's come after it.
    const stop = whenPageShown(() => {
      frame = requestAnimationFrame(() => {
        frame = requestAnimationFrame(() => setPainted(true));
      });
    });
    return () => {
      stop();
      cancelAnimationFrame(frame);
    };
  }, [ready, painted]);
  return painted;
}
