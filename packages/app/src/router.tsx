import { Navigate, Route, Routes } from 'react-router';
import { RequireAuth } from './guards/RequireAuth';
import { page, preloadMatches } from './lazyPage';
import { RootLayout } from './RootLayout';
// The signed-in table is part of the entry (its pages stay lazy): see routes/signed-in/routes.tsx.
import { SignedInRoutes } from './routes/signed-in/routes';

// Declarative routes rather than a data router: the data router's extra ~18 KB gzip would not
// fit the login page's budget, and data is read through SWR anyway. Each page is its own lazy
// chunk: a route module of routes/public/ when the page needs wiring, else the screen itself.
const Healthz = page(() => import('./routes/healthz'));
const PublicLayout = page(() => import('./routes/public/layout'));
const Login = page(() => import('@wallet/screens/pages/LoginScreen'), 'LoginScreen');
const LoginTwoFactor = page(() => import('./routes/public/login-two-fa'));
const SignupLayout = page(() => import('./routes/public/signup-layout'));
const Signup = page(
  () => import('@wallet/screens/pages/SignupCredentialsScreen'),
  'SignupCredentialsScreen',
);
const SignupNext = page(
  () => import('@wallet/screens/pages/SignupDetailsScreen'),
  'SignupDetailsScreen',
);
const SignupTwoFactor = page(() => import('./routes/public/signup-two-fa'));
const SignupConfirmation = page(
  () => import('@wallet/screens/pages/SignupConfirmationScreen'),
  'SignupConfirmationScreen',
);
const ResetPassword = page(
  () => import('@wallet/screens/pages/ForgotPasswordScreen'),
  'ForgotPasswordScreen',
);
const ResetPasswordConfirmation = page(
  () => import('@wallet/screens/pages/ForgotPasswordSentScreen'),
  'ForgotPasswordSentScreen',
);
const VerifySetNewPassword = page(
  () => import('@wallet/screens/pages/ResetLinkScreen'),
  'ResetLinkScreen',
);
const PasswordResetForm = page(
  () => import('@wallet/screens/pages/NewPasswordScreen'),
  'NewPasswordScreen',
);
const PasswordResetFormConfirmation = page(
  () => import('@wallet/screens/pages/PasswordResetDoneScreen'),
  'PasswordResetDoneScreen',
);
const PasswordResetFail = page(
  () => import('@wallet/screens/pages/ResetLinkFailedScreen'),
  'ResetLinkFailedScreen',
);
const KycVerification = page(() => import('./routes/public/kyc-verification'));

/** The route table of spec 2 section 2: the public routes; the rest in signed-in-routes. */
const routes = (
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
      <Route path="/password-reset-form/confirmation" element={<PasswordResetFormConfirmation />} />
      <Route path="/password-reset-fail" element={<PasswordResetFail />} />
      {/* Two-factor and identity verification need the session login just opened. */}
      <Route element={<RequireAuth />}>
        <Route path="/login/two-fa" element={<LoginTwoFactor />} />
        <Route path="/kyc-verification" element={<KycVerification />} />
      </Route>
    </Route>
    <Route path="*" element={<SignedInRoutes />} />
  </Route>
);

export function AppRoutes() {
  return <Routes>{routes}</Routes>;
}

/** Loads what the first render of `pathname` needs (main.tsx), so it renders in one go. */
export const preloadRoute = (pathname: string) => preloadMatches(routes, pathname);
