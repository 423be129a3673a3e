import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { AuthLayout } from '@wallet/screens';
import { PageLoading } from '../../PageLoading';

/** The frame of the public (signed-out) pages. */
export function Component() {
  return (
    <AuthLayout>
      <Suspense fallback={<PageLoading />}>
        <Outlet />
      </Suspense>
    </AuthLayout>
  );
}
