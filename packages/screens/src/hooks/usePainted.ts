import { startTransition, useEffect, useState } from 'react';

/**
 * True from the frame after the first paint. A page starts downloading what it does not need
 * for that paint only then, so the paint waits for the page's own files alone (the Lighthouse
 * timings of docs/performance.md). The change renders as a transition: in slices, yielding to
 * input between them.
 */
export function usePainted() {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    // A task queued in an animation frame runs once that frame is painted.
    const frame = requestAnimationFrame(
      () => (timer = setTimeout(() => startTransition(() => setPainted(true)))),
    );
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return painted;
}
