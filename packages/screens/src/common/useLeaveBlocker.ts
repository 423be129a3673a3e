import { useEffect, useRef } from 'react';
import { useBlocker, useLocation, useNavigate, type Location } from 'react-router';
import { backStaysInDocument, depthOf, flowOf, previousEntry } from '../forms/useFlowSteps';
import { holdFlow } from './connection';

/** Marks the copy of a guarded page's history entry (see below). */
const COPY = 'leaveBlockerCopy';
const isCopy = (location: Location) =>
  Boolean((location.state as Record<string, unknown> | null)?.[COPY]);

export interface LeaveBlockerOptions {
  /** Other pages of the flow, where every move goes without asking (Withdraw's form). */
  passes?: (pathname: string) => boolean;
  /**
   * A call is out (Confirm): Back and Forward ask even between steps, for the answer decides the
   * next screen.
   */
  busy?: boolean;
}

/**
 * Asks before leaving a flow with unsent work (the withdrawal review, the card flows). While
 * `active`, every in-app navigation out of the flow, browser Back and Forward included, waits for
 * an answer (react-router's `useBlocker`), and closing or reloading the tab gets the browser's
 * warning. A move within the flow never asks: to another step of this page's flow
 * (`forms/useFlowSteps`, by the step buttons, Back or Forward), or to a page `passes` names.
 *
 * A Back that would leave the document cannot be blocked: when it would also leave the flow, the
 * page stands on a copy of its history entry while active, so Back stays in the app and asks; the
 * copy goes when it ends. (When the entry before is a step of the flow, Back loads it: the draft
 * is in session storage, so nothing is lost.)
 *
 * `leave()` goes where the user was going; `stay()` keeps the page; `leaveTo()` leaves without
 * asking (a dialog whose one answer leaves), in place of the flow's entries.
 */
export function useLeaveBlocker(
  active: boolean,
  { passes = () => false, busy = false }: LeaveBlockerOptions = {},
) {
  const navigate = useNavigate();
  const location = useLocation();
  const leaving = useRef(false);
  const action = useRef<string>(undefined);
  // Where `leaveTo` goes once back on the flow's first entry.
  const unwinding = useRef<string>(undefined);
  const blocker = useBlocker(({ currentLocation, nextLocation, historyAction }) => {
    if (!active || leaving.current) return false;
    const pop = historyAction === 'POP';
    // This page's own moves in place or onward: its copy (below), its steps, its end.
    const samePage = nextLocation.pathname === currentLocation.pathname;
    if (!pop && samePage) return false;
    // Back from the copy: the copy is there only because Back leaves the flow.
    const fromCopy = pop && isCopy(currentLocation);
    const within =
      (samePage && flowOf(nextLocation) === flowOf(currentLocation)) ||
      passes(nextLocation.pathname);
    if (within && !fromCopy && !(pop && busy)) return false;
    action.current = historyAction;
    return true;
  });
  const onCopy = isCopy(location);

  useEffect(() => {
    // Back would leave the document; a copy only when it would leave the flow too.
    const before = active && !onCopy ? previousEntry(location) : undefined;
    const leavesFlow = before && before.pathname !== location.pathname && !passes(before.pathname);
    if (before && !before.sameDocument && leavesFlow) {
      leaving.current = false;
      void navigate(location, { state: { ...(location.state as object | null), [COPY]: true } });
    }
    // Ended while staying (a flow back on its first page, or done): Back leaves at once again.
    if (!active && onCopy && !leaving.current) void navigate(-1);
    // Only when it starts or ends: `location` is this page's.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [active, onCopy]);

  useEffect(() => {
    const to = unwinding.current;
    if (to === undefined || depthOf(location) > 0) return;
    unwinding.current = undefined;
    void navigate(to, { replace: true });
  }, [location, navigate]);

  useEffect(() => (active ? holdFlow() : undefined), [active]);

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
      // In place of the flow: back to its first entry, which `to` replaces, so Back from `to`
      // returns to where the flow was opened (a step loaded since is left in place instead).
      const depth = depthOf(location);
      if (depth > 0 && backStaysInDocument(location, depth)) {
        unwinding.current = to;
        void navigate(-depth);
      } else void navigate(to, { replace: true });
    },
  };
}
