import type { RouteObject } from 'react-router';
import { RequireAuth } from '../../guards/RequireAuth';
import type * as loaders from './loaders';

/** A signed-in page's loader (loaders.ts): starts its data while its code downloads. */
const data = (page: keyof typeof loaders) => async () => (await import('./loaders'))[page];

// A new object for each route: the router keeps what it loaded on each route's own `lazy`.
const transactionsPage = () => ({
  loader: data('transactionsPage'),
  Component: async () =>
    (await import('@wallet/screens/pages/TransactionsScreen')).TransactionsScreen,
});

/**
 * The signed-in part of the route table (spec 2 section 2), and the not-found page for any path
 * that is neither public nor signed-in. Each page's `lazy` loads its loader and its component
 * apart: the loader runs as soon as its (small) module is in, so the data is on its way while
 * the page's code still downloads, and the page renders once, with its data.
 */
export const signedInRoutes: RouteObject[] = [
  {
    Component: RequireAuth,
    children: [
      {
        lazy: {
          loader: data('shell'),
          Component: async () => (await import('./layout')).Component,
        },
        children: [
          {
            path: '/dashboard',
            lazy: {
              loader: data('dashboard'),
              Component: async () => (await import('@wallet/screens/pages/HomeScreen')).HomeScreen,
            },
          },
          // All Transactions, and one transaction's detail over it: the same page, so the list
          // and its filters stay as they were under the dialog.
          { path: '/transactions', lazy: transactionsPage() },
          { path: '/transactions/:id', lazy: transactionsPage() },
          // Where the money went (issue 43): behind the same gates as the history it sums.
          {
            path: '/insights',
            lazy: {
              loader: data('insightsPage'),
              Component: async () =>
                (await import('@wallet/screens/pages/InsightsScreen')).InsightsScreen,
            },
          },
          {
            path: '/profile',
            lazy: {
              loader: data('profilePage'),
              Component: async () =>
                (await import('@wallet/screens/pages/ProfileScreen')).ProfileScreen,
            },
          },
          {
            path: '/address-book',
            lazy: {
              loader: data('addressBookPage'),
              Component: async () =>
                (await import('@wallet/screens/pages/AddressBookScreen')).AddressBookScreen,
            },
          },
          {
            // Feature flags first (a disabled feature goes home), then the identity status.
            lazy: () => import('../../guards/FeatureGate'),
            children: [
              {
                lazy: () => import('../../guards/KycGate'),
                children: [
                  { path: '/buy-crypto', lazy: () => import('./buy-crypto') },
                  {
                    path: '/deposit',
                    lazy: {
                      loader: data('deposit'),
                      Component: async () =>
                        (await import('@wallet/screens/pages/DepositScreen')).DepositScreen,
                    },
                  },
                  {
                    path: '/withdraw',
                    lazy: {
                      loader: data('withdraw'),
                      Component: async () =>
                        (await import('@wallet/screens/pages/WithdrawScreen')).WithdrawScreen,
                    },
                  },
                  {
                    path: '/withdraw/review',
                    lazy: {
                      loader: data('withdrawReview'),
                      Component: async () =>
                        (await import('@wallet/screens/pages/WithdrawReviewScreen'))
                          .WithdrawReviewScreen,
                    },
                  },
                  {
                    path: '/referral',
                    lazy: {
                      loader: data('referral'),
                      Component: async () =>
                        (await import('@wallet/screens/pages/ReferralScreen')).ReferralScreen,
                    },
                  },
                  {
                    path: '/card',
                    lazy: {
                      loader: data('cards'),
                      Component: async () =>
                        (await import('@wallet/screens/pages/CardsScreen')).CardsScreen,
                    },
                  },
                  {
                    path: '/card/apply',
                    lazy: {
                      loader: data('cardApply'),
                      Component: async () =>
                        (await import('@wallet/screens/pages/CardApplyScreen')).CardApplyScreen,
                    },
                  },
                  {
                    path: '/card/topup',
                    lazy: {
                      loader: data('cardTopUp'),
                      Component: async () =>
                        (await import('@wallet/screens/pages/CardTopUpScreen')).CardTopUpScreen,
                    },
                  },
                  // The settings screen is chosen by the last path segment (spec 2 section 2).
                  { path: '/card/setting', lazy: () => import('./card-setting') },
                  { path: '/card/setting/:screen', lazy: () => import('./card-setting') },
                ],
              },
            ],
          },
        ],
      },
    ],
  },
  {
    lazy: () => import('./unknown-path'),
    children: [{ path: '*', lazy: () => import('./not-found') }],
  },
];
