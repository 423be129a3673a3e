import { lazy, type ComponentType } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { RequireAuth } from './guards/RequireAuth';
import { RootLayout } from './RootLayout';

/**
 * A route module loaded on its first visit (route-level code splitting). Each module in routes/
 * exports `Component`. (Declarative routes rather than a data router: the data router's extra
 * ~18 KB gzip would not fit the login page's budget, and data is read through SWR anyway.)
 */
const page = (load: () => Promise<{ Component: ComponentType }>) =>
  lazy(() => load().then((m) => ({ default: m.Component })));

const Healthz = page(() => import('./routes/healthz'));
const NotFound = page(() => import('./routes/not-found'));
const PublicLayout = page(() => import('./routes/public-layout'));
const SignedInLayout = page(() => import('./routes/signed-in-layout'));
const FeatureGate = page(() => import('./guards/FeatureGate'));
const Planned = lazy(() => import('./routes/planned'));
const Login = page(() => import('./routes/login'));

const SHELL = 'shell, identity verification, profile and referral';
const WALLETS = 'wallets';
const CARDS = 'cards and address book';

/** A route whose screen has not landed yet: its title and the issue that builds it. */
const planned = (path: string, title: string, issue: string) => (
  <Route path={path} element={<Planned title={title} issue={issue} />} />
);

/** The route table of spec 2 section 2. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<RootLayout />}>
        <Route path="/" element={<Navigate to="/login" replace />} />
        <Route path="/healthz" element={<Healthz />} />
        <Route element={<PublicLayout />}>
          <Route path="/login" element={<Login />} />
          {/* The two-factor step and identity verification need the session login just opened. */}
          <Route element={<RequireAuth />}>
            {planned('/kyc-verification', 'Identity Verification', SHELL)}
          </Route>
        </Route>
        <Route element={<RequireAuth />}>
          <Route element={<SignedInLayout />}>
            {planned('/dashboard', 'Home', WALLETS)}
            {planned('/profile', 'My Profile Settings', SHELL)}
            {planned('/address-book', 'My Address Book', CARDS)}
            {planned('/buy-crypto', 'Buy Crypto', WALLETS)}
            <Route element={<FeatureGate />}>
              {planned('/deposit', 'Deposit', WALLETS)}
              {planned('/withdraw', 'Withdraw', WALLETS)}
              {planned('/withdraw/review', 'Review Send Details', WALLETS)}
              {planned('/referral', 'Refer A Friend', SHELL)}
              {planned('/card', 'Cards', CARDS)}
              {planned('/card/apply', 'Apply For A Card', CARDS)}
              {planned('/card/topup', 'Top Up', CARDS)}
              {planned('/card/setting', 'Manage Your Card', CARDS)}
              {planned('/card/setting/:screen', 'Manage Your Card', CARDS)}
            </Route>
          </Route>
        </Route>
        <Route path="*" element={<NotFound />} />
      </Route>
    </Routes>
  );
}
