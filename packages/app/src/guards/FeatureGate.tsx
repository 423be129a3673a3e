import { Navigate, Outlet, useLocation } from 'react-router';
import { isRouteEnabled, useFeatures } from '@wallet/api';
import { PageSkeleton } from '@wallet/ui';

/**
 * Feature-gated routes: a disabled flag matching the path sends the user to /dashboard. A lazy
 * route module, so the feature list and its schema stay out of the entry chunk.
 */
export function Component() {
  const { pathname } = useLocation();
  const { data, isLoading } = useFeatures();
  // The data decides, not `isLoading`: SWR reports loading on a first render even when the
  // loader has put the list in the cache (it revalidates on mount), and the page would paint a
  // skeleton first.
  if (data === undefined && isLoading) return <PageSkeleton />;
  // If the list cannot be read, no flag matches: allowed (the page handles its own errors).
  if (!isRouteEnabled(data, pathname)) return <Navigate to="/dashboard" replace />;
  return <Outlet />;
}
