import { useSyncExternalStore } from 'react';
import { useLingui } from '@lingui/react/macro';

// What the money actions and the app's connection notices (packages/app/src/serviceWorker)
// share: whether the browser is online, and how many flows with unsent work are open. One module
// in the chunk every signed-in page has already (the api hooks' group in
// packages/app/vite.config.ts): a chunk of its own would add bytes to each flow's own JavaScript.

const subscribeOnline = (onChange: () => void) => {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
};

/**
 * Whether the browser has a network connection (`navigator.onLine`), re-rendering when it comes
 * and goes. `false` is certain (no network at all); `true` is not proof that the server answers.
 * On the server (prerender) it is online.
 */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribeOnline,
    () => navigator.onLine,
    () => true,
  );
}

/**
 * Why a money action (a confirm that moves money or pays a fee) is disabled now, or undefined:
 * offline, nothing is sent, and nothing is kept to send later. For MissingFields' `unavailable`,
 * in the active language: what the disabled button says while the browser has no network.
 */
export function useOfflinePause(): string | undefined {
  const { t } = useLingui();
  return useOnline() ? undefined : t`You're offline: nothing can be sent until you're back online.`;
}

/**
 * How many flows with unsent work are open now in this tab (useLeaveBlocker holds one while it
 * is active): an app update offers its reload only when there are none, so it never lands
 * mid-flow.
 */
let held = 0;
const listeners = new Set<() => void>();
const tell = () => listeners.forEach((listener) => listener());

export const isFlowInProgress = () => held > 0;

export function subscribeFlowInProgress(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** Holds a flow open; returns the release (an effect's cleanup). */
export function holdFlow() {
  held++;
  tell();
  return () => {
    held--;
    tell();
  };
}
