import { lazy, Suspense } from 'react';
import { Outlet, Route, Routes } from 'react-router';
import { sessionStore } from '@wallet/api';
import { Brand, MAIN_ID, SkipLink } from '@wallet/ui';
import { RequireAuth } from '../../guards/RequireAuth';
import { page } from '../../lazyPage';
import { PageLoading } from '../../PageLoading';
import styles from './not-found.module.css';

const SignedInLayout = page(() => import('./layout'));
const FeatureGate = page(() => import('../../guards/FeatureGate'));
const KycGate = page(() => import('../../guards/KycGate'));
const NotFound = page(() => import('./not-found'));
const Planned = lazy(() => import('../card/planned'));
const Dashboard = page(() => import('@wallet/screens/pages/wallets/Home/HomeScreen'), 'HomeScreen');
const Profile = page(() => import('@wallet/screens/pages/profile/ProfileScreen'), 'ProfileScreen');
const Referral = page(
  () => import('@wallet/screens/pages/referral/ReferralScreen'),
  'ReferralScreen',
);
const Deposit = page(
  () => import('@wallet/screens/pages/wallets/Deposit/DepositScreen'),
  'DepositScreen',
);
const Withdraw = page(
  () => import('@wallet/screens/pages/wallets/Withdraw/WithdrawScreen'),
  'WithdrawScreen',
);
const WithdrawReview = page(
  () => import('@wallet/screens/pages/wallets/Withdraw/WithdrawReviewScreen'),
  'WithdrawReviewScreen',
);
const BuyCrypto = page(() => import('./buy-crypto'));

const CARDS = 'cards and address book';

/** A route whose screen has not landed yet: its title and the issue that builds it. */
const planned = (path: string, title: string, issue: string) => (
  <Route path={path} element={<Planned title={title} issue={issue} />} />
);

/** The frame of an unknown path: the signed-in shell for a session, else a bare page. */
function UnknownPathFrame() {
  if (sessionStore.hasAccessToken()) return <SignedInLayout />;
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
export function Component() {
  return (
    <Routes>
      <Route element={<RequireAuth />}>
        <Route element={<SignedInLayout />}>
          <Route path="/dashboard" element={<Dashboard />} />
          <Route path="/profile" element={<Profile />} />
          {planned('/address-book', 'My Address Book', CARDS)}
          {/* Feature flags first (a disabled feature goes home), then the identity status. */}
          <Route element={<FeatureGate />}>
            <Route element={<KycGate />}>
              <Route path="/buy-crypto" element={<BuyCrypto />} />
              <Route path="/deposit" element={<Deposit />} />
              <Route path="/withdraw" element={<Withdraw />} />
              <Route path="/withdraw/review" element={<WithdrawReview />} />
              <Route path="/referral" element={<Referral />} />
              {planned('/card', 'Cards', CARDS)}
              {planned('/card/apply', 'Apply For A Card', CARDS)}
              {planned('/card/topup', 'Top Up', CARDS)}
              {planned('/card/setting', 'Manage Your Card', CARDS)}
              {planned('/card/setting/:screen', 'Manage Your Card', CARDS)}
            </Route>
          </Route>
        </Route>
      </Route>
      <Route element={<UnknownPathFrame />}>
        <Route path="*" element={<NotFound />} />
      </Route>
    </Routes>
  );
}
