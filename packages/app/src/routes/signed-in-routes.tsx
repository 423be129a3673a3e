import { lazy } from 'react';
import { Route, Routes } from 'react-router';
import { RequireAuth } from '../guards/RequireAuth';
import { page } from '../lazyPage';

const SignedInLayout = page(() => import('./signed-in-layout'));
const FeatureGate = page(() => import('../guards/FeatureGate'));
const KycGate = page(() => import('../guards/KycGate'));
const NotFound = page(() => import('./not-found'));
const Planned = lazy(() => import('./planned'));
const Profile = page(() => import('./profile'));
const Referral = page(() => import('./referral'));

const WALLETS = 'wallets';
const CARDS = 'cards and address book';

/** A route whose screen has not landed yet: its title and the issue that builds it. */
const planned = (path: string, title: string, issue: string) => (
  <Route path={path} element={<Planned title={title} issue={issue} />} />
);

/**
 * The signed-in part of the route table (spec 2 section 2), and the not-found page for any path
 * that is neither public nor signed-in.
 */
export function Component() {
  return (
    <Routes>
      <Route element={<RequireAuth />}>
        <Route element={<SignedInLayout />}>
          {planned('/dashboard', 'Home', WALLETS)}
          <Route path="/profile" element={<Profile />} />
          {planned('/address-book', 'My Address Book', CARDS)}
          {/* Feature flags first (a disabled feature goes home), then the identity status. */}
          <Route element={<FeatureGate />}>
            <Route element={<KycGate />}>
              {planned('/buy-crypto', 'Buy Crypto', WALLETS)}
              {planned('/deposit', 'Deposit', WALLETS)}
              {planned('/withdraw', 'Withdraw', WALLETS)}
              {planned('/withdraw/review', 'Review Send Details', WALLETS)}
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
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
