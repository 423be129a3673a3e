import { useEffect, useRef } from 'react';
import { useBlocker, useLocation, useNavigate, type Location } from 'react-router';

/** Marks the copy of a guarded page's history entry (see below). */
const COPY = 'leaveBlockerCopy';
const isCopy = (location: Location) =>
  Boolean((location.state as Record<string, unknown> | null)?.[COPY]);

/**
 * Whether Back would leave this document (the page was loaded or reloaded here): no in-app
 * navigation then, nothing react-router could block, only the browser's own warning. Read from
 * the Navigation API; where it is missing, Back gets that warning.
 */
function backLeavesDocument(location: Location) {
  // A router of the browser's history (not one in memory, as in stories) stands on this entry.
  // (react-router calls a loaded page's first entry, which has no key of its own, "default".)
  const key = (window.history.state as { key?: string } | null)?.key ?? 'default';
  if (key !== location.key) return false;
  const { navigation } = window as {
    navigation?: { currentEntry: { index: number } | null; entries(): { sameDocument: boolean }[] };
  };
  const index = navigation?.currentEntry?.index ?? 0;
  const previous = index > 0 ? navigation?.entries()[index - 1] : undefined;
  return previous !== undefined && !previous.sameDocument;
}

/**
 * Asks before leaving a page with unsent work (the withdrawal review, the card flows). While
 * `active`, every in-app navigation away, browser Back and Forward included, waits for an answer
 * (react-router's `useBlocker`), and closing or reloading the tab gets the browser's warning.
 * `passes(pathname)`: where the page's own links go without asking (Withdraw's Cancel).
 *
 * A Back that would leave the document cannot be blocked: there the page stands on a copy of its
 * history entry while active, so Back stays in the app and asks; the copy goes when it ends.
 *
 * `leave()` goes where the user was going; `stay()` keeps the page; `leaveTo()` leaves without
 * asking (a dialog whose one answer leaves), in place of the page's entry.
 */
export function useLeaveBlocker(active: boolean, passes?: (pathname: string) => boolean) {
  const navigate = useNavigate();
  const location = useLocation();
  const leaving = useRef(false);
  const action = useRef<string>(undefined);
  const blocker = useBlocker(({ currentLocation, nextLocation, historyAction }) => {
    if (!active || leaving.current) return false;
    if (historyAction !== 'POP') {
      // This page's own copy of its entry (below), and the page's own links.
      if (nextLocation.pathname === currentLocation.pathname) return false;
      if (passes?.(nextLocation.pathname)) return false;
    }
    action.current = historyAction;
    return true;
  });
  const onCopy = isCopy(location);

  useEffect(() => {
    if (active && !onCopy && backLeavesDocument(location)) {
      leaving.current = false;
      void navigate(location, { state: { ...(location.state as object | null), [COPY]: true } });
    }
    // Ended while staying (a flow back on its first page, or done): Back leaves at once again.
    if (!active && onCopy && !leaving.current) void navigate(-1);
    // Only when it starts or ends: `location` is this page's.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [active, onCopy]);

  useEffect(() => {
    if (!active) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (leaving.current) return;
      event.preventDefault();
      // Older browsers show the warning only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [active]);

  return {
    asking: blocker.state === 'blocked',
    stay: () => blocker.reset?.(),
    leave() {
      if (blocker.state !== 'blocked') return;
      leaving.current = true;
      if (action.current !== 'POP') {
        // A link: in place of the copy, so Back does not land on this page again.
        blocker.reset();
        void navigate(blocker.location, { replace: onCopy });
      } else if (onCopy) {
        // Back from the copy (the router is back on it): the page's own entry and the one before.
        blocker.reset();
        void navigate(-2);
      } else blocker.proceed();
    },
    leaveTo(to: string) {
      leaving.current = true;
      void navigate(to, { replace: true });
    },
  };
}
