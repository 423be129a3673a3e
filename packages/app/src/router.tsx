import { matchRoutes, Navigate, type RouteObject } from 'react-router';
import { RequireAuth } from './guards/RequireAuth';
import { RouteError } from './guards/RouteErrorBoundary';
import { RootLayout } from './RootLayout';
import { signedInRoutes } from './routes/signed-in/routes';

/**
 * The route table of spec 2 section 2: the public routes here, the signed-in ones in
 * routes/signed-in/routes.tsx. Each page's module comes through the route's `lazy`: a route module
 * of routes/public/ when the page needs wiring, else the screen itself. A function rather than
 * the object form where only the component is lazy: the router awaits it, so a module that does
 * not load shows the error page (with the object form and no loader, the page stays blank).
 */
export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    ErrorBoundary: RouteError,
    // Until the first page's code is in (a page that was not prerendered): nothing, as before.
    HydrateFallback: () => null,
    children: [
      {
        // Below the providers of RootLayout: an error shows inside them.
        ErrorBoundary: RouteError,
        children: [
          { path: '/', element: <Navigate to="/login" replace /> },
          { path: '/healthz', lazy: () => import('./routes/healthz') },
          {
            lazy: () => import('./routes/public/layout'),
            children: [
              {
                path: '/login',
                lazy: async () => ({
                  Component: (await import('@wallet/screens/pages/LoginScreen')).LoginScreen,
                }),
              },
              {
                lazy: () => import('./routes/public/signup-layout'),
                children: [
                  {
                    path: '/signup',
                    lazy: async () => ({
                      Component: (await import('@wallet/screens/pages/SignupCredentialsScreen'))
                        .SignupCredentialsScreen,
                    }),
                  },
                  {
                    path: '/signup/next',
                    lazy: async () => ({
                      Component: (await import('@wallet/screens/pages/SignupDetailsScreen'))
                        .SignupDetailsScreen,
                    }),
                  },
                  {
                    // After the account is created: the session sign-up opened.
                    Component: RequireAuth,
                    children: [
                      {
                        path: '/signup/two-fa',
                        lazy: () => import('./routes/public/signup-two-fa'),
                      },
                      {
                        path: '/signup/confirmation',
                        lazy: async () => ({
                          Component: (
                            await import('@wallet/screens/pages/SignupConfirmationScreen')
                          ).SignupConfirmationScreen,
                        }),
                      },
                    ],
                  },
                ],
              },
              {
                path: '/reset-password',
                lazy: async () => ({
                  Component: (await import('@wallet/screens/pages/ForgotPasswordScreen'))
                    .ForgotPasswordScreen,
                }),
              },
              {
                path: '/reset-password/confirmation',
                lazy: async () => ({
                  Component: (await import('@wallet/screens/pages/ForgotPasswordSentScreen'))
                    .ForgotPasswordSentScreen,
                }),
              },
              {
                path: '/verify/set-new-password',
                lazy: async () => ({
                  Component: (await import('@wallet/screens/pages/ResetLinkScreen'))
                    .ResetLinkScreen,
                }),
              },
              {
                path: '/password-reset-form',
                lazy: async () => ({
                  Component: (await import('@wallet/screens/pages/NewPasswordScreen'))
                    .NewPasswordScreen,
                }),
              },
              {
                path: '/password-reset-form/confirmation',
                lazy: async () => ({
                  Component: (await import('@wallet/screens/pages/PasswordResetDoneScreen'))
                    .PasswordResetDoneScreen,
                }),
              },
              {
                path: '/password-reset-fail',
                lazy: async () => ({
                  Component: (await import('@wallet/screens/pages/ResetLinkFailedScreen'))
                    .ResetLinkFailedScreen,
                }),
              },
              {
                // Two-factor and identity verification need the session login just opened.
                Component: RequireAuth,
                children: [
                  { path: '/login/two-fa', lazy: () => import('./routes/public/login-two-fa') },
                  {
                    path: '/kyc-verification',
                    lazy: () => import('./routes/public/kyc-verification'),
                  },
                ],
              },
            ],
          },
          ...signedInRoutes,
        ],
      },
    ],
  },
];

/**
 * Loads the lazy parts of the routes `pathname` matches onto those routes, as the router does
 * on a navigation. For a prerendered page, before its router is made: with every part in, the
 * router starts initialized and its first render is the page's HTML, not a fallback. (The
 * prerendered pages' routes all take the function form of `lazy`.)
 */
export async function loadRouteModules(pathname: string) {
  await Promise.all(
    (matchRoutes(routes, pathname) ?? []).map(async ({ route }) => {
      const { lazy } = route;
      if (typeof lazy === 'function') Object.assign(route, await lazy(), { lazy: undefined });
    }),
  );
}
