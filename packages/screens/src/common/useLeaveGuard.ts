import { useEffect, useRef, useState, type RefObject } from 'react';
import { useNavigate } from 'react-router';

/** Marks the extra history entry the guard stands on. */
const GUARD = '__leaveGuard';

/**
 * Asks before leaving a page with unsent work (the app's routes are declarative, so react
 * router's useBlocker is not available). While `active`:
 * - a click on an in-app link outside `inside` (the page's own Cancel and back arrow) waits for
 *   an answer;
 * - the browser's Back lands on an extra history entry of this same page and waits for an answer;
 * - closing or reloading the tab gets the browser's own leave warning.
 * `leave()` goes where the user was going; `stay()` keeps the page; `leaveTo()` leaves without
 * asking. Switched off while the page stays, it takes its extra history entry back. Used by the
 * withdrawal review and the card flows.
 */
export function useLeaveGuard(active: boolean, inside: RefObject<HTMLElement | null>) {
  const navigate = useNavigate();
  const [asking, setAsking] = useState<{ to: string } | { back: true } | null>(null);
  const leaving = useRef(false);

  useEffect(() => {
    if (!active) return;
    leaving.current = false;
    // The entry Back will pop: a copy of this one, so the router stays on this page.
    const state = (window.history.state ?? {}) as Record<string, unknown>;
    if (!state[GUARD]) window.history.pushState({ ...state, [GUARD]: true }, '');

    const onPopState = () => {
      if (leaving.current || (window.history.state as Record<string, unknown> | null)?.[GUARD])
        return;
      setAsking({ back: true });
    };
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = (event.target as Element | null)?.closest?.('a[href]');
      if (!(link instanceof HTMLAnchorElement) || inside.current?.contains(link)) return;
      if (link.target && link.target !== '_self') return;
      if (link.hasAttribute('download')) return;
      const url = new URL(link.href, window.location.href);
      if (url.origin !== window.location.origin) return;
      // Before react-router (or react-aria's router) sees it: nothing moves until the answer.
      event.preventDefault();
      event.stopPropagation();
      setAsking({ to: `${url.pathname}${url.search}${url.hash}` });
    };
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the warning only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('popstate', onPopState);
    document.addEventListener('click', onClick, true);
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => {
      window.removeEventListener('popstate', onPopState);
      document.removeEventListener('click', onClick, true);
      window.removeEventListener('beforeunload', onBeforeUnload);
    };
  }, [active, inside]);

  // Switched off while staying (a flow back on its first page, or done): the extra entry goes,
  // so the next Back leaves at once instead of landing on a copy of this page.
  useEffect(() => {
    const state = window.history.state as Record<string, unknown> | null;
    if (!active && !leaving.current && state?.[GUARD]) window.history.back();
  }, [active]);

  return {
    asking: asking !== null,
    /**
     * Leaves for `to` without asking (the page decided, e.g. a dialog whose one answer leaves):
     * the extra entry goes first and `to` takes this page's entry, so no copy of the page stays
     * behind for Back to land on.
     */
    leaveTo(to: string) {
      leaving.current = true;
      setAsking(null);
      const go = () => void navigate(to, { replace: true });
      if (!(window.history.state as Record<string, unknown> | null)?.[GUARD]) return go();
      window.addEventListener('popstate', go, { once: true });
      window.history.back();
    },
    stay() {
      // Back already left the guard entry: stand on a new one.
      if (asking && 'back' in asking)
        window.history.pushState({ ...window.history.state, [GUARD]: true }, '');
      setAsking(null);
    },
    leave() {
      if (!asking) return;
      leaving.current = true;
      setAsking(null);
      // Back: the page before this one. A link: in place of the guard entry.
      if ('back' in asking) window.history.back();
      else void navigate(asking.to, { replace: Boolean(window.history.state?.[GUARD]) });
    },
  };
}
