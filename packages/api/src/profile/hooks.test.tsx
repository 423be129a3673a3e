import type { ReactNode } from 'react';
import { renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { SWRConfig } from 'swr';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { configureApi } from '../client/config';
import { useProfile } from './hooks';
import { swrConfig } from '../client/query';
import { sessionStore } from '../client/session';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => {
  configureApi({ host: 'http://api.test' });
  sessionStorage.clear();
});

const profile = (email: string) => ({
  name: email.split('@')[0],
  email,
  kyc_level_name: 'unverified',
  sumsub_status: null,
});

describe('useProfile', () => {
  it('makes no request when nobody is signed in', () => {
    const cache = new Map();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <SWRConfig value={{ ...swrConfig, provider: () => cache }}>{children}</SWRConfig>
    );
    const { result } = renderHook(() => useProfile(), { wrapper });
    expect(result.current.data).toBeUndefined();
    expect(result.current.isLoading).toBe(false);
  });

  it("caches per user e-mail: a second user never sees the first one's profile", async () => {
    server.use(
      http.get('http://api.test/api/v1/profile', ({ request }) => {
        const email =
          request.headers.get('authorization') === 'Bearer token-ana'
            ? 'ana@example.com'
            : 'ben@example.com';
        return HttpResponse.json({ data: profile(email) });
      }),
    );
    const cache = new Map();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <SWRConfig value={{ ...swrConfig, provider: () => cache }}>{children}</SWRConfig>
    );

    sessionStore.setTokens('token-ana', 'r');
    sessionStore.set('userEmail', 'ana@example.com');
    const first = renderHook(() => useProfile(), { wrapper });
    await waitFor(() => expect(first.result.current.data?.email).toBe('ana@example.com'));
    first.unmount();

    sessionStore.setTokens('token-ben', 'r');
    sessionStore.set('userEmail', 'ben@example.com');
    const second = renderHook(() => useProfile(), { wrapper });
    expect(second.result.current.data).toBeUndefined();
    await waitFor(() => expect(second.result.current.data?.email).toBe('ben@example.com'));
  });
});
