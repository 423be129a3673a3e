import { Suspense } from 'react';
import { Outlet, Route, Routes } from 'react-router';
import { codePendingFor, sessionStore } from '@wallet/api';
import { Brand, MAIN_ID, SkipLink } from '@wallet/ui';
import { RequireAuth } from '../../guards/RequireAuth';
import { page, preloadMatches, type Page } from '../../lazyPage';
import { PageLoading } from '../../PageLoading';
import styles from './not-found.module.css';

const SignedInLayout = page(() => import('./layout'));
const FeatureGate = page(() => import('../../guards/FeatureGate'));
const KycGate = page(() => import('../../guards/KycGate'));
const NotFound = page(() => import('./not-found'));
const Dashboard = page(() => import('@wallet/screens/pages/HomeScreen'), 'HomeScreen');
const Profile = page(() => import('@wallet/screens/pages/ProfileScreen'), 'ProfileScreen');
const Referral = page(() => import('@wallet/screens/pages/ReferralScreen'), 'ReferralScreen');
const Deposit = page(() => import('@wallet/screens/pages/DepositScreen'), 'DepositScreen');
const Withdraw = page(() => import('@wallet/screens/pages/WithdrawScreen'), 'WithdrawScreen');
const WithdrawReview = page(
  () => import('@wallet/screens/pages/WithdrawReviewScreen'),
  'WithdrawReviewScreen',
);
const BuyCrypto = page(() => import('./buy-crypto'));
const AddressBook = page(
  () => import('@wallet/screens/pages/AddressBookScreen'),
  'AddressBookScreen',
);
const Cards = page(() => import('@wallet/screens/pages/CardsScreen'), 'CardsScreen');
const CardApply = page(() => import('@wallet/screens/pages/CardApplyScreen'), 'CardApplyScreen');
const CardTopUp = page(() => import('@wallet/screens/pages/CardTopUpScreen'), 'CardTopUpScreen');
const CardSettings = page(() => import('./card-setting'));

/**
 * The frame of an unknown path: the signed-in shell for a session, else a bare page. The tokens
 * of a password step whose e-mailed code is pending are no session: no signed-in chrome for them.
 */
function UnknownPathFrame() {
  if (sessionStore.hasAccessToken() && !codePendingFor()) return <SignedInLayout />;
  return (
    <div className={styles.bare}>
      <SkipLink />
      <Brand name="Wallet" />
      <main id={MAIN_ID} tabIndex={-1}>
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </main>
    </div>
  );
}

/**
 * The signed-in part of the route table (spec 2 section 2), and the not-found page for any path
 * that is neither public nor signed-in.
 */
const routes = (
  <>
    <Route element={<RequireAuth />}>
      <Route element={<SignedInLayout />}>
        <Route path="/dashboard" element={<Dashboard />} />
        <Route path="/profile" element={<Profile />} />
        <Route path="/address-book" element={<AddressBook />} />
        {/* Feature flags first (a disabled feature goes home), then the identity status. */}
        <Route element={<FeatureGate />}>
          <Route element={<KycGate />}>
            <Route path="/buy-crypto" element={<BuyCrypto />} />
            <Route path="/deposit" element={<Deposit />} />
            <Route path="/withdraw" element={<Withdraw />} />
            <Route path="/withdraw/review" element={<WithdrawReview />} />
            <Route path="/referral" element={<Referral />} />
            <Route path="/card" element={<Cards />} />
            <Route path="/card/apply" element={<CardApply />} />
            <Route path="/card/topup" element={<CardTopUp />} />
            {/* The settings screen is chosen by the last path segment (spec 2 section 2). */}
            <Route path="/card/setting" element={<CardSettings />} />
            <Route path="/card/setting/:screen" element={<CardSettings />} />
          </Route>
        </Route>
      </Route>
    </Route>
    <Route element={<UnknownPathFrame />}>
      <Route path="*" element={<NotFound />} />
    </Route>
  </>
);

export function Component() {
  return <Routes>{routes}</Routes>;
}

/**
 * The table as a route of the entry's table (router.tsx), not a chunk of its own: its `preload`
 * starts the files of the pages `pathname` matches here with the entry's first preload, so a
 * signed-in page's layout and page are requested in the first round trip after the entry.
 */
export const SignedInRoutes: Page = Object.assign(Component, {
  preload: (pathname: string) => preloadMatches(routes, pathname),
});
