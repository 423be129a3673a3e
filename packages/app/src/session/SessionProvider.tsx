import {
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useLocation, useNavigate } from 'react-router';
import {
  endSession,
  logout as logoutCall,
  onSessionEnd,
  sessionSharedKey,
  sessionStore,
} from '@wallet/api';
import { SESSION_TIMING, sessionActivity, startIdleWatch, type IdleWatch } from './idle';

const CHANNEL = 'wallet-session';

// The dialogs load only when needed, keeping them out of every page's first download.
const SessionExpiringDialog = lazy(() =>
  import('@wallet/screens/session').then((m) => ({ default: m.SessionExpiringDialog })),
);
const MultipleLoginDialog = lazy(() =>
  import('@wallet/screens/session').then((m) => ({ default: m.MultipleLoginDialog })),
);

interface SessionContextValue {
  /** Logs out here and in every other open tab. */
  logout: () => Promise<void>;
}

const SessionContext = createContext<SessionContextValue | null>(null);

export function useSession() {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession outside SessionProvider');
  return value;
}

/**
 * The signed-in session: idle timeout with its warning, logout (this tab and, through a
 * BroadcastChannel, every other), and the reaction to a session ended by the API (refresh
 * failed, multiple login): cache cleared, back to /login, and the dialog that says why.
 */
export function SessionProvider({
  children,
  timing = SESSION_TIMING,
}: {
  children: ReactNode;
  /** Idle timeout, warning and check interval; shortened only in stories. */
  timing?: typeof SESSION_TIMING;
}) {
  const navigate = useNavigate();
  // Renders again on every navigation: login sets the tokens, then moves on.
  useLocation();
  const [isWarning, setWarning] = useState(false);
  const [secondsLeft, setSecondsLeft] = useState(60);
  const [isMultipleLogin, setMultipleLogin] = useState(false);
  const watch = useRef<IdleWatch | null>(null);
  const signedIn = sessionStore.hasAccessToken();

  const clearLocal = useCallback(() => {
    setWarning(false);
    // SWR's global cache; loaded on demand so public pages do not download SWR.
    void import('swr').then(({ mutate }) => mutate(() => true, undefined, { revalidate: false }));
    navigate('/login', { replace: true });
  }, [navigate]);

  // A session ended in this tab (API, timeout, logout): clean up and tell the other tabs.
  useEffect(() => {
    const channel =
      typeof BroadcastChannel === 'undefined' ? undefined : new BroadcastChannel(CHANNEL);
    const offEnd = onSessionEnd((reason) => {
      // A login elsewhere ended this tab's older session only: the tab holding the newer one
      // (perhaps next to this one) stays signed in, so nothing is broadcast.
      if (reason === 'multiple-login') setMultipleLogin(true);
      else channel?.postMessage({ type: 'logout' });
      clearLocal();
    });
    // sessionStorage fires no events across tabs, so other tabs hear it here.
    if (channel)
      channel.onmessage = (event: MessageEvent<{ type?: string }>) => {
        if (event.data?.type === 'logout' && sessionStore.hasAccessToken()) {
          sessionStore.clear();
          clearLocal();
        }
      };
    return () => {
      offEnd();
      channel?.close();
    };
  }, [clearLocal]);

  const logout = useCallback(async () => {
    await logoutCall().catch(() => undefined);
    endSession('logout');
  }, []);

  // Idle watch while signed in, one for the session's life: a navigation (Back included) neither
  // restarts its clock nor leaves a warning behind with a new count.
  useEffect(() => {
    if (!signedIn) return;
    watch.current = startIdleWatch({
      ...timing,
      shared: sessionActivity(sessionSharedKey('activity')),
      onResume: () => setWarning(false),
      onWarn: () => {
        setSecondsLeft(Math.round((watch.current?.remainingMs() ?? 60_000) / 1000));
        setWarning(true);
      },
      onTimeout: () => {
        void logoutCall()
          .catch(() => undefined)
          .finally(() => endSession('timeout'));
      },
    });
    return () => watch.current?.stop();
  }, [signedIn, timing]);

  // The countdown shown in the warning.
  useEffect(() => {
    if (!isWarning) return;
    const timer = setInterval(
      () => setSecondsLeft(Math.round((watch.current?.remainingMs() ?? 0) / 1000)),
      1000,
    );
    return () => clearInterval(timer);
  }, [isWarning]);

  return (
    <SessionContext.Provider value={{ logout }}>
      {children}
      <Suspense>
        {isWarning && (
          <SessionExpiringDialog
            isOpen
            secondsLeft={secondsLeft}
            onStayActive={() => {
              watch.current?.reset();
              setWarning(false);
            }}
            onLogout={() => void logout()}
          />
        )}
        {isMultipleLogin && <MultipleLoginDialog isOpen onClose={() => setMultipleLogin(false)} />}
      </Suspense>
    </SessionContext.Provider>
  );
}
