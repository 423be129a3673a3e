import { lazy, Suspense, useCallback, useState } from 'react';
import { useSWRConfig } from 'swr';
import { getProfile, keys, sessionStore, validateAccessToken } from '@wallet/api';
import { kycGate, type GateResult, type ProtectedItem } from './rules';

const KycGateDialog = lazy(() => import('./KycGateDialog'));

/** Which protected item a path belongs to, if any (spec 1 section 4, spec 2 section 2). */
export function protectedItemFor(pathname: string): ProtectedItem | null {
  if (/^\/(deposit|withdraw)(\/|$)/.test(pathname)) return 'deposit';
  if (/^\/referral(\/|$)/.test(pathname)) return 'referral';
  if (/^\/card(\/|$)/.test(pathname)) return 'cards';
  if (/^\/buy-crypto(\/|$)/.test(pathname)) return 'buy-crypto';
  return null;
}

/**
 * The identity gate on protected items: `attempt(path, go)` checks the session (an invalid one
 * ends through the API client), reads the profile, and either calls `go` or shows the dialog
 * that stops the user. `dialog` is the element to render.
 */
export function useKycGate() {
  const [blocked, setBlocked] = useState<Exclude<GateResult, 'allowed'> | null>(null);

  const { mutate } = useSWRConfig();

  const attempt = useCallback(
    async (pathname: string, go: () => void) => {
      const item = protectedItemFor(pathname);
      if (!item) return go();
      try {
        await validateAccessToken();
        const profile = await getProfile();
        // The fresh profile replaces the cached one: the page's own gate and the banners agree.
        const email = sessionStore.get('userEmail');
        if (email) await mutate(keys.profile(email), profile, { revalidate: false });
        const result = kycGate(item, profile);
        if (result === 'allowed') go();
        else setBlocked(result);
      } catch {
        // An invalid session has already been ended by the API client (back to /login); any
        // other failure lets the page open and show its own error.
        if (sessionStore.hasAccessToken()) go();
      }
    },
    [mutate],
  );

  const dialog = blocked && (
    <Suspense>
      <KycGateDialog result={blocked} onClose={() => setBlocked(null)} />
    </Suspense>
  );
  return { attempt, dialog };
}
