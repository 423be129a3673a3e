import { lazy, Suspense, useEffect, useState } from 'react';
import { ToastQueue } from 'react-stately/useToastState';
import type { ToastContentValue } from './types';

/** How long a toast stays, in milliseconds (spec: 3 seconds). */
export const TOAST_DURATION_MS = 3000;

/** The app's one toast queue; render one <ToastRegion /> near the root. */
export const toastQueue = new ToastQueue<ToastContentValue>({ maxVisibleToasts: 3 });

/** Shows a toast for `timeout` ms (3 s by default). Returns its key, to close it early. */
export function showToast(content: ToastContentValue, timeout = TOAST_DURATION_MS) {
  return toastQueue.add(content, { timeout });
}

// react-aria's toast region (~6 KB gzip) loads with the first toast: nothing shows before one.
const ToastList = lazy(() => import('./ToastList'));

/**
 * Where toasts appear. A landmark region; each toast is announced by screen readers, pauses its
 * timer while hovered or focused, and can be closed with its button. F6 reaches the region.
 */
export function ToastRegion({ queue = toastQueue }: { queue?: ToastQueue<ToastContentValue> }) {
  const [shown, setShown] = useState(() => queue.visibleToasts.length > 0);
  useEffect(() => {
    if (shown) return undefined;
    const check = () => {
      if (queue.visibleToasts.length > 0) setShown(true);
    };
    check();
    return queue.subscribe(check);
  }, [queue, shown]);
  return shown ? (
    <Suspense>
      <ToastList queue={queue} />
    </Suspense>
  ) : null;
}
