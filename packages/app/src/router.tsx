import { createBrowserRouter, Navigate } from 'react-router';
import { RootLayout } from './RootLayout';

// Each page is its own chunk (route-level code splitting): the login route loads only what it
// renders. The full route table of spec 2 section 2 lands with the app-skeleton issue.
export const router = createBrowserRouter([
  {
    element: <RootLayout />,
    children: [
      { path: '/', element: <Navigate to="/login" replace /> },
      { path: '/healthz', lazy: () => import('./routes/healthz') },
      { path: '/login', lazy: () => import('./routes/login') },
      { path: '*', lazy: () => import('./routes/not-found') },
    ],
  },
]);
