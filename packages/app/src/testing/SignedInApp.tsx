// For stories only: the signed-in frame as the app mounts it, and the pages a story's redirect
// lands on (`parameters.route.pages`), so a story ends on what the customer sees.
import { Suspense, type ReactNode } from 'react';
import { Route, Routes } from 'react-router';
import { AuthLayout, HomeScreen, LoginScreen } from '@wallet/screens';
import { PageLoading } from '../PageLoading';
import { Component as SignedInLayout } from '../routes/signed-in/layout';
import type { SESSION_TIMING } from '../session/idle';
import { SessionProvider } from '../session/SessionProvider';

/**
 * The session around the signed-in layout (top bar, sidebar, banners, gate), with `page` in its
 * main area as the route table nests it. A story that passes `page` mounts at a route pattern
 * ending in `/*` (`{ path: '/dashboard', pattern: '/dashboard/*' }`): the page is a descendant
 * route of the story's own.
 */
export function SignedInApp({
  timing,
  page,
}: {
  timing?: typeof SESSION_TIMING;
  page?: ReactNode;
}) {
  return (
    <SessionProvider timing={timing}>
      {page === undefined ? (
        <SignedInLayout />
      ) : (
        <Routes>
          <Route element={<SignedInLayout />}>
            <Route path="*" element={page} />
          </Route>
        </Routes>
      )}
    </SessionProvider>
  );
}

/** /dashboard as a signed-in user lands on it: the frame with Home. Mount at `/dashboard/*`. */
export function DashboardPage() {
  return <SignedInApp page={<HomeScreen />} />;
}

/** /login as a signed-out visitor lands on it: the public frame with Log In. */
export function LoginPage() {
  return (
    <AuthLayout>
      <Suspense fallback={<PageLoading />}>
        <LoginScreen />
      </Suspense>
    </AuthLayout>
  );
}
