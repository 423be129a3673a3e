import { lazy, Suspense } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { useProfile } from '@wallet/api';
import { PageSkeleton } from '@wallet/ui';
import { kycGate } from './rules';
import { protectedItemFor } from './useKycGate';

const KycGateDialog = lazy(() => import('./KycGateDialog'));

/**
 * The identity gate for a protected page opened without a click in the shell (typed, bookmarked,
 * reloaded): the same rules. Nothing of the page shows until the profile says it may; a blocked
 * user meets the gate's dialog, and leaving it goes home. If the profile cannot be read the page
 * opens and shows its own errors (the server refuses what the user may not do anyway).
 */
export function KycRouteGate() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const profile = useProfile();
  const item = protectedItemFor(pathname);

  if (!item || profile.error) return <Outlet />;
  if (!profile.data) return <PageSkeleton />;
  const result = kycGate(item, profile.data);
  if (result === 'allowed') return <Outlet />;
  return (
    <Suspense>
      <KycGateDialog result={result} onClose={() => navigate('/dashboard', { replace: true })} />
    </Suspense>
  );
}
