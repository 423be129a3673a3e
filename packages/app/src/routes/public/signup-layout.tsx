import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { SWRConfig } from 'swr';
import { swrConfig } from '@wallet/api';
import { SignupFlowProvider } from '@wallet/screens';
import { PageLoading } from '../../PageLoading';

/** The sign-up steps share their data (kept across Back) and read the country list through SWR. */
export function Component() {
  return (
    <SWRConfig value={swrConfig}>
      <SignupFlowProvider>
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </SignupFlowProvider>
    </SWRConfig>
  );
}
