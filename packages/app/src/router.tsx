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
const KycGate = page(() => import('./guards/KycGate'));
const Planned = lazy(() => import('./routes/planned'));
const Login = page(() => import('./routes/login'));
const LoginTwoFactor = page(() => import('./routes/login-two-fa'));
const SignupLayout = page(() => import('./routes/signup-layout'));
const Signup = page(() => import('./routes/signup'));
const SignupNext = page(() => import('./routes/signup-next'));
const SignupTwoFactor = page(() => import('./routes/signup-two-fa'));
const SignupConfirmation = page(() => import('./routes/signup-confirmation'));
const ResetPassword = page(() => import('./routes/reset-password'));
const ResetPasswordConfirmation = page(() => import('./routes/reset-password-confirmation'));
const VerifySetNewPassword = page(() => import('./routes/verify-set-new-password'));
const PasswordResetForm = page(() => import('./routes/password-reset-form'));
const PasswordResetFormConfirmation = page(
  () => import('./routes/password-reset-form-confirmation'),
);
const PasswordResetFail = page(() => import('./routes/password-reset-fail'));
const KycVerification = page(() => import('./routes/kyc-verification'));
const Profile = page(() => import('./routes/profile'));
const Referral = page(() => import('./routes/referral'));

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
          <Route element={<SignupLayout />}>
            <Route path="/signup" element={<Signup />} />
            <Route path="/signup/next" element={<SignupNext />} />
            {/* After the account is created: the session sign-up opened. */}
            <Route element={<RequireAuth />}>
              <Route path="/signup/two-fa" element={<SignupTwoFactor />} />
              <Route path="/signup/confirmation" element={<SignupConfirmation />} />
            </Route>
          </Route>
          <Route path="/reset-password" element={<ResetPassword />} />
          <Route path="/reset-password/confirmation" element={<ResetPasswordConfirmation />} />
          <Route path="/verify/set-new-password" element={<VerifySetNewPassword />} />
          <Route path="/password-reset-form" element={<PasswordResetForm />} />
          <Route
            path="/password-reset-form/confirmation"
            element={<PasswordResetFormConfirmation />}
          />
          <Route path="/password-reset-fail" element={<PasswordResetFail />} />
          {/* Two-factor and identity verification need the session login just opened. */}
          <Route element={<RequireAuth />}>
            <Route path="/login/two-fa" element={<LoginTwoFactor />} />
            <Route path="/kyc-verification" element={<KycVerification />} />
          </Route>
        </Route>
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
      </Route>
    </Routes>
  );
}
