// For stories only: the real route modules (layouts, guards, pages) as the app nests them, without
// the root's demo panel, so a visual check shows a page exactly as a visitor sees it. Loaded at
// once rather than through the routes' `lazy`: these routes sit inside the story's router.
import { Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { Component as FeatureGate } from '../guards/FeatureGate';
import { Component as KycGate } from '../guards/KycGate';
import { RequireAuth } from '../guards/RequireAuth';
import { PageLoading } from '../PageLoading';
import {
  HomeScreen,
  LoginScreen as Login,
  ReferralScreen,
  SignupConfirmationScreen as SignupConfirmation,
  SignupCredentialsScreen as Signup,
  SignupDetailsScreen as SignupNext,
} from '@wallet/screens';
import { Component as PublicLayout } from '../routes/public/layout';
import { Component as SignupLayout } from '../routes/public/signup-layout';
import { Component as SignupTwoFactor } from '../routes/public/signup-two-fa';
import { Component as SignedInLayout } from '../routes/signed-in/layout';
import { Component as NotFound } from '../routes/signed-in/not-found';
import { Component as UnknownPathFrame } from '../routes/signed-in/unknown-path';
import { SessionProvider } from '../session/SessionProvider';

export function VisualApp() {
  return (
    <SessionProvider>
      <Suspense fallback={<PageLoading />}>
        <Routes>
          <Route element={<PublicLayout />}>
            <Route path="/login" element={<Login />} />
            <Route element={<SignupLayout />}>
              <Route path="/signup" element={<Signup />} />
              <Route path="/signup/next" element={<SignupNext />} />
              <Route element={<RequireAuth />}>
                <Route path="/signup/two-fa" element={<SignupTwoFactor />} />
                <Route path="/signup/confirmation" element={<SignupConfirmation />} />
              </Route>
            </Route>
          </Route>
          {/* The signed-in pages the visual checks show, as routes/signed-in/routes.tsx nests them. */}
          <Route element={<RequireAuth />}>
            <Route element={<SignedInLayout />}>
              <Route path="/dashboard" element={<HomeScreen />} />
              <Route element={<FeatureGate />}>
                <Route element={<KycGate />}>
                  <Route path="/referral" element={<ReferralScreen />} />
                </Route>
              </Route>
            </Route>
          </Route>
          <Route element={<UnknownPathFrame />}>
            <Route path="*" element={<NotFound />} />
          </Route>
        </Routes>
      </Suspense>
    </SessionProvider>
  );
}

/** The width and theme of each visual check: a phone and a desktop, light and dark. */
export const LOOKS = {
  mobileLight: { viewport: { value: 'mobile' }, theme: 'light' },
  mobileDark: { viewport: { value: 'mobile' }, theme: 'dark' },
  desktopLight: { viewport: { value: 'desktop' }, theme: 'light' },
  desktopDark: { viewport: { value: 'desktop' }, theme: 'dark' },
} as const;

/** Parameters every visual check shares: the whole page at a 1280 px desktop option too. */
export const visualParameters = {
  layout: 'fullscreen',
  // Each story is one of the LOOKS already: snapshotted once, as it is, not in the page modes.
  chromatic: { modes: {} },
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a note for the visual checks' maintainers
  modesReason: 'Each Visual story pins its own theme and width (LOOKS): it is one look already.',
  viewport: {
    options: {
      mobile: { name: 'Mobile (375)', styles: { width: '375px', height: '740px' } },
      desktop: { name: 'Desktop (1280)', styles: { width: '1280px', height: '800px' } },
    },
  },
} as const;
