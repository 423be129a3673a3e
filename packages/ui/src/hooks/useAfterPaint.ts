import { useEffect, useState } from 'react';

/** Whether the browser has reported the page's first contentful paint (shown, not only drawn). */
const pageShown = () =>
  globalThis.performance?.getEntriesByName?.('first-contentful-paint').length > 0;

/**
 * True once `ready` has been on screen: what renders on it comes after that paint, and its
 * requests leave after it. On a page already shown (a move in the app) that is the frame after
 * `ready`, and at once when `ready` is at the first render; on the visit's first page it is the
 * frame after the first paint the browser reports (no frame is drawn before it). Where paint
 * timing is missing, or nothing is shown (a tab in the background), a second at most.
 */
export function useAfterPaint(ready: boolean) {
  const [painted, setPainted] = useState(() => ready && pageShown());
  useEffect(() => {
    if (!ready || painted) return;
    let frame = 0;
    // A frame's callbacks run before its paint: the next frame's come after it.
    const afterNextFrame = () => {
      frame = requestAnimationFrame(() => {
        frame = requestAnimationFrame(() => setPainted(true));
      });
    };
    const timer = setTimeout(() => setPainted(true), 1000);
    let observer: PerformanceObserver | undefined;
    if (pageShown()) afterNextFrame();
    else
      try {
        observer = new PerformanceObserver(() => {
          if (!pageShown()) return;
          observer?.disconnect();
          afterNextFrame();
        });
        observer.observe({ type: 'paint', buffered: true });
      } catch {
        // No PerformanceObserver in this browser: the timer.
      }
    return () => {
      clearTimeout(timer);
      observer?.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [ready, painted]);
  return painted;
}
