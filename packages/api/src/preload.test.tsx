import type { ReactNode } from 'react';
import { renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { SWRConfig } from 'swr';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { configureApi } from './client/config';
import { swrConfig } from './client/query';
import { sessionStore } from './client/session';
import { preloadQueries } from './preload';
import { profileQueries, useProfile } from './profile/hooks';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => {
  configureApi({ host: 'http://api.test' });
  sessionStorage.clear();
});

// The app's cache (the layouts' SWRConfig has no provider of its own), as the loaders fill it.
const wrapper = ({ children }: { children: ReactNode }) => (
  <SWRConfig value={swrConfig}>{children}</SWRConfig>
);

/** Signs `email` in and counts the profile reads the backend answers. */
function signedIn(email: string) {
  const reads: string[] = [];
  server.use(
    http.get('http://api.test/api/v1/profile', () => {
      reads.push(email);
      return HttpResponse.json({
        data: { name: 'Ana', email, kyc_level_name: 'verified', sumsub_status: null },
      });
    }),
  );
  sessionStore.setTokens('t', 'r');
  sessionStore.set('userEmail', email);
  return reads;
}

describe('preloadQueries (the route loaders)', () => {
  it("starts a page's read before its hook, which then takes that answer: one request", async () => {
    const reads = signedIn('preload-1@example.com');
    preloadQueries(profileQueries.profile);
    await waitFor(() => expect(reads).toHaveLength(1));
    const { result } = renderHook(() => useProfile(), { wrapper });
    await waitFor(() => expect(result.current.data?.email).toBe('preload-1@example.com'));
    expect(reads).toHaveLength(1);
  });

  it('once it has settled, the first render of the hook has the data, and nothing is read again', async () => {
    const reads = signedIn('preload-3@example.com');
    await preloadQueries(profileQueries.profile);
    const { result } = renderHook(() => useProfile(), { wrapper });
    expect(result.current.data?.email).toBe('preload-3@example.com');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(reads).toHaveLength(1);
  });

  it('settles on a failed read too, which the hook then shows', async () => {
    signedIn('preload-4@example.com');
    server.use(
      http.get('http://api.test/api/v1/profile', () => HttpResponse.json({}, { status: 500 })),
    );
    await preloadQueries(profileQueries.profile);
    const { result } = renderHook(() => useProfile(), { wrapper });
    await waitFor(() => expect(result.current.error).toBeDefined());
  });

  it('starts nothing for data the cache holds, nor for nobody signed in', async () => {
    const reads = signedIn('preload-2@example.com');
    const { result } = renderHook(() => useProfile(), { wrapper });
    await waitFor(() => expect(result.current.data).toBeDefined());
    preloadQueries(profileQueries.profile);
    sessionStorage.clear();
    preloadQueries(profileQueries.profile);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(reads).toHaveLength(1);
  });
});
