import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { RequireAuth } from './guards/RequireAuth';
import { RootLayout } from './RootLayout';

// Every page is a lazy chunk (route-level code splitting). Routes whose screens have not landed
// yet render routes/planned with their title; each issue swaps in its screens.
const planned = (path: string, title: string, issue: string): RouteObject => ({
  path,
  handle: { title, issue },
  lazy: () => import('./routes/planned'),
});

const ACCOUNTS = 'accounts';
const SHELL = 'shell, identity verification, profile and referral';
const WALLETS = 'wallets';
const CARDS = 'cards and address book';

/** The route table of spec 2 section 2. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    // Loaded only when something breaks.
    lazy: async () => ({ ErrorBoundary: (await import('./routes/error')).RouteErrorPage }),
    children: [
      { path: '/', element: <Navigate to="/login" replace /> },
      { path: '/healthz', lazy: () => import('./routes/healthz') },
      {
        lazy: () => import('./routes/public-layout'),
        children: [
          { path: '/login', lazy: () => import('./routes/login') },
          planned('/signup', 'Sign Up', ACCOUNTS),
          planned('/signup/next', 'Personal Details', ACCOUNTS),
          planned('/signup/two-fa', 'Verify Your Email', ACCOUNTS),
          planned('/signup/confirmation', 'Account Successfully Created', ACCOUNTS),
          planned('/reset-password', 'Reset Password', ACCOUNTS),
          planned('/reset-password/confirmation', 'Check Your Email', ACCOUNTS),
          planned('/verify/set-new-password', 'Checking Your Link', ACCOUNTS),
          planned('/password-reset-form', 'Set New Password', ACCOUNTS),
          planned('/password-reset-form/confirmation', 'Password Reset Successful', ACCOUNTS),
          planned('/password-reset-fail', 'Link Expired', ACCOUNTS),
          // The two-factor step and identity verification need the session login just opened.
          {
            element: <RequireAuth />,
            children: [
              planned('/login/two-fa', 'Verify Your Email', ACCOUNTS),
              planned('/kyc-verification', 'Identity Verification', SHELL),
            ],
          },
        ],
      },
      {
        element: <RequireAuth />,
        children: [
          {
            lazy: () => import('./routes/signed-in-layout'),
            children: [
              planned('/dashboard', 'Home', WALLETS),
              planned('/profile', 'My Profile Settings', SHELL),
              planned('/address-book', 'My Address Book', CARDS),
              planned('/buy-crypto', 'Buy Crypto', WALLETS),
              {
                lazy: () => import('./guards/FeatureGate'),
                children: [
                  planned('/deposit', 'Deposit', WALLETS),
                  planned('/withdraw', 'Withdraw', WALLETS),
                  planned('/withdraw/review', 'Review Send Details', WALLETS),
                  planned('/referral', 'Refer A Friend', SHELL),
                  planned('/card', 'Cards', CARDS),
                  planned('/card/apply', 'Apply For A Card', CARDS),
                  planned('/card/topup', 'Top Up', CARDS),
                  planned('/card/setting', 'Manage Your Card', CARDS),
                  planned('/card/setting/:screen', 'Manage Your Card', CARDS),
                ],
              },
            ],
          },
        ],
      },
      { path: '*', lazy: () => import('./routes/not-found') },
    ],
  },
];

export const router = createBrowserRouter(routes);
