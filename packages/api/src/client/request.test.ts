// @vitest-environment jsdom
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';
import { request } from './request';
import { configureApi } from './config';
import { ApiError, CLIENT_ERROR_IDS, DEFAULT_ERROR_MESSAGE } from './errors';
import { endSession, onSessionEnd, sessionStore } from './session';

const server = setupServer();
const API = 'http://api.test/api/v1';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => {
  configureApi({
    host: 'http://api.test',
    locale: 'en',
    clientId: 'web',
    clientSecret: 's',
    scopes: 'all',
    readTimeoutMs: 30_000,
  });
  sessionStorage.clear();
  // Each test starts a new browser: no mark of an earlier test's rotation of the same token.
  localStorage.clear();
  sessionStore.setTokens('old-access', 'old-refresh');
});

describe('request', () => {
  it('sends JSON with Accept-Language and the bearer token, and unwraps data', async () => {
    let seen: Headers | undefined;
    let sentBody: unknown;
    server.use(
      http.post(`${API}/send/review`, async ({ request: req }) => {
        seen = req.headers;
        sentBody = await req.json();
        return HttpResponse.json({ data: { ok: true } });
      }),
    );
    const result = await request('send/review', { method: 'POST', body: { amount: '10' } });
    expect(result).toEqual({ ok: true });
    expect(seen?.get('authorization')).toBe('Bearer old-access');
    expect(seen?.get('accept-language')).toBe('en');
    expect(seen?.get('content-type')).toBe('application/json');
    expect(sentBody).toEqual({ amount: '10' });
  });

  it('returns a body without a data field as it is', async () => {
    server.use(
      http.get(`${API}/feature`, () => HttpResponse.json([{ route: '/card', enabled: false }])),
    );
    await expect(request('feature')).resolves.toEqual([{ route: '/card', enabled: false }]);
  });

  it('turns the spec error shape into an ApiError', async () => {
    server.use(
      http.post(`${API}/auth/login`, () =>
        HttpResponse.json(
          {
            error_message: 'Email Address not found in our records',
            status_code: 404,
            error_id: 'user_not_found',
            error_details: { field: 'email' },
          },
          { status: 404 },
        ),
      ),
    );
    const error = await request('auth/login', { method: 'POST', auth: false }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 404,
      errorId: 'user_not_found',
      message: 'Email Address not found in our records',
      details: { field: 'email' },
    });
  });

  it('uses the default message for an error without one', async () => {
    server.use(http.get(`${API}/profile`, () => new HttpResponse(null, { status: 500 })));
    await expect(request('profile')).rejects.toMatchObject({
      status: 500,
      message: DEFAULT_ERROR_MESSAGE,
    });
  });

  it('turns a non-JSON answer into an ApiError, never an uncaught exception', async () => {
    server.use(
      http.get(
        `${API}/profile`,
        () => new HttpResponse('<html>Bad gateway</html>', { status: 200 }),
      ),
    );
    await expect(request('profile')).rejects.toMatchObject({
      errorId: CLIENT_ERROR_IDS.invalidResponse,
    });
  });

  it('turns an answer that breaks the schema into an ApiError', async () => {
    server.use(http.get(`${API}/profile`, () => HttpResponse.json({ data: { email: 42 } })));
    const schema = z.object({ email: z.string() });
    await expect(request('profile', { schema })).rejects.toMatchObject({
      errorId: CLIENT_ERROR_IDS.invalidResponse,
    });
  });

  it('turns a network failure into an ApiError with status 0', async () => {
    server.use(http.get(`${API}/profile`, () => HttpResponse.error()));
    await expect(request('profile')).rejects.toMatchObject({
      status: 0,
      errorId: CLIENT_ERROR_IDS.network,
    });
  });

  it('a read left unanswered fails as a network failure after readTimeoutMs; a write waits', async () => {
    configureApi({ readTimeoutMs: 50 });
    const never = () => new Promise<Response>(() => {});
    server.use(http.get(`${API}/profile`, never), http.post(`${API}/send/confirm`, never));
    await expect(request('profile')).rejects.toMatchObject({
      status: 0,
      errorId: CLIENT_ERROR_IDS.network,
    });
    const write = request('send/confirm', { method: 'POST', body: {} });
    const outcome = await Promise.race([
      write.then(
        () => 'answered',
        () => 'failed',
      ),
      new Promise((wait) => setTimeout(() => wait('still waiting'), 200)),
    ]);
    expect(outcome).toBe('still waiting');
  });
});

describe('token refresh', () => {
  it('four parallel 401s make exactly one refresh call and four retries', async () => {
    let refreshCalls = 0;
    const attempts: string[] = [];
    server.use(
      http.post(`${API}/auth/refreshToken`, async ({ request: req }) => {
        refreshCalls += 1;
        expect(await req.json()).toMatchObject({
          grant_type: 'refresh_token',
          refreshToken: 'old-refresh',
          client_id: 'web',
        });
        await new Promise((r) => setTimeout(r, 20));
        return HttpResponse.json({
          data: { access_token: 'new-access', refresh_token: 'new-refresh' },
        });
      }),
      http.get(`${API}/item/:n`, ({ request: req, params }) => {
        const token = req.headers.get('authorization');
        attempts.push(`${params.n}:${token}`);
        if (token !== 'Bearer new-access')
          return HttpResponse.json({ error_message: 'expired' }, { status: 401 });
        return HttpResponse.json({ data: { n: params.n } });
      }),
    );
    const results = await Promise.all([1, 2, 3, 4].map((n) => request(`item/${n}`)));
    expect(results).toEqual([{ n: '1' }, { n: '2' }, { n: '3' }, { n: '4' }]);
    expect(refreshCalls).toBe(1);
    expect(attempts.filter((a) => a.endsWith('Bearer new-access'))).toHaveLength(4);
    expect(attempts).toHaveLength(8);
    expect(sessionStore.get('accessToken')).toBe('new-access');
    expect(sessionStore.get('refreshToken')).toBe('new-refresh');
  });

  it('does not refresh on a 401 with error_id 4291', async () => {
    const refresh = vi.fn();
    server.use(
      http.post(`${API}/auth/refreshToken`, () => {
        refresh();
        return HttpResponse.json({});
      }),
      http.post(`${API}/auth/2fa/verify/email`, () =>
        HttpResponse.json({ error_id: 4291, error_message: 'Too many attempts' }, { status: 401 }),
      ),
    );
    await expect(
      request('auth/2fa/verify/email', { method: 'POST', body: { code: '123456' } }),
    ).rejects.toMatchObject({ status: 401, errorId: 4291 });
    expect(refresh).not.toHaveBeenCalled();
    expect(sessionStore.get('accessToken')).toBe('old-access');
  });

  it('retries only once: a second 401 after a refresh is an error', async () => {
    server.use(
      http.post(`${API}/auth/refreshToken`, () =>
        HttpResponse.json({ data: { access_token: 'a2', refresh_token: 'r2' } }),
      ),
      http.get(`${API}/profile`, () => HttpResponse.json({}, { status: 401 })),
    );
    await expect(request('profile')).rejects.toMatchObject({ status: 401 });
  });

  it('a failed refresh logs out: storage cleared and the session end announced', async () => {
    const ended = vi.fn();
    const off = onSessionEnd(ended);
    server.use(
      http.post(`${API}/auth/refreshToken`, () =>
        HttpResponse.json({ error_message: 'invalid refresh token' }, { status: 400 }),
      ),
      http.get(`${API}/profile`, () => HttpResponse.json({}, { status: 401 })),
    );
    await expect(request('profile')).rejects.toBeInstanceOf(ApiError);
    expect(ended).toHaveBeenCalledWith('expired');
    expect(sessionStore.get('accessToken')).toBeNull();
    expect(sessionStore.get('refreshToken')).toBeNull();
    off();
  });

  it('a refresh answered with empty tokens is a failed refresh', async () => {
    const ended = vi.fn();
    const off = onSessionEnd(ended);
    server.use(
      http.post(`${API}/auth/refreshToken`, () =>
        HttpResponse.json({ data: { access_token: '', refresh_token: '' } }),
      ),
      http.get(`${API}/profile`, () => HttpResponse.json({}, { status: 401 })),
    );
    await expect(request('profile')).rejects.toBeInstanceOf(ApiError);
    expect(ended).toHaveBeenCalledWith('expired');
    expect(sessionStore.hasAccessToken()).toBe(false);
    off();
  });

  it('without a refresh token a 401 is simply an error', async () => {
    sessionStore.remove('refreshToken');
    server.use(http.get(`${API}/profile`, () => HttpResponse.json({}, { status: 401 })));
    await expect(request('profile')).rejects.toMatchObject({ status: 401 });
  });
});

/** A promise and the function that settles it: lets a handler hold its answer back. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}

describe('refresh races', () => {
  const newTokens = () =>
    HttpResponse.json({ data: { access_token: 'new-access', refresh_token: 'new-refresh' } });
  const expired = () => HttpResponse.json({ error_message: 'expired' }, { status: 401 });

  it('a 401 for a token a finished refresh already replaced retries without refreshing', async () => {
    let refreshCalls = 0;
    const late = gate();
    const attempts: string[] = [];
    server.use(
      http.post(`${API}/auth/refreshToken`, () => {
        refreshCalls += 1;
        return newTokens();
      }),
      http.get(`${API}/item/:n`, async ({ request: req, params }) => {
        const token = req.headers.get('authorization');
        attempts.push(`${params.n}:${token}`);
        if (token === 'Bearer new-access') return HttpResponse.json({ data: { n: params.n } });
        // The second request's 401 arrives only after the first one's refresh is over.
        if (params.n === '2') await late.opened;
        return expired();
      }),
    );
    const first = request('item/1');
    const second = request('item/2');
    await expect(first).resolves.toEqual({ n: '1' });
    late.open();
    await expect(second).resolves.toEqual({ n: '2' });
    expect(refreshCalls).toBe(1);
    expect(attempts.filter((a) => a.startsWith('2:'))).toEqual([
      '2:Bearer old-access',
      '2:Bearer new-access',
    ]);
    expect(sessionStore.get('refreshToken')).toBe('new-refresh');
  });

  it('a request begun while a refresh is under way waits for it and goes once, with the new token', async () => {
    const refreshStarted = gate();
    const refreshAnswer = gate();
    const attempts: string[] = [];
    server.use(
      http.post(`${API}/auth/refreshToken`, async () => {
        refreshStarted.open();
        await refreshAnswer.opened;
        return newTokens();
      }),
      http.get(`${API}/item/:n`, ({ request: req, params }) => {
        const token = req.headers.get('authorization');
        attempts.push(`${params.n}:${token}`);
        return token === 'Bearer new-access'
          ? HttpResponse.json({ data: { n: params.n } })
          : expired();
      }),
    );
    const first = request('item/1');
    await refreshStarted.opened;
    const second = request('item/2');
    // Long enough for the second request to reach the server if it did not wait.
    await new Promise((r) => setTimeout(r, 30));
    refreshAnswer.open();
    await expect(Promise.all([first, second])).resolves.toEqual([{ n: '1' }, { n: '2' }]);
    expect(attempts.filter((a) => a.startsWith('2:'))).toEqual(['2:Bearer new-access']);
  });

  it('a logout during a refresh: its late answer writes no token and announces no expiry', async () => {
    const ended = vi.fn();
    const off = onSessionEnd(ended);
    const refreshStarted = gate();
    const refreshAnswer = gate();
    server.use(
      http.post(`${API}/auth/refreshToken`, async () => {
        refreshStarted.open();
        await refreshAnswer.opened;
        return newTokens();
      }),
      http.get(`${API}/profile`, ({ request: req }) =>
        req.headers.get('authorization') === 'Bearer new-access'
          ? HttpResponse.json({ data: {} })
          : expired(),
      ),
    );
    const pending = request('profile').catch((e: unknown) => e);
    await refreshStarted.opened;
    endSession('logout');
    refreshAnswer.open();
    expect(await pending).toBeInstanceOf(ApiError);
    expect(sessionStore.get('accessToken')).toBeNull();
    expect(sessionStore.get('refreshToken')).toBeNull();
    expect(ended.mock.calls).toEqual([['logout']]);
    off();
  });

  it('a 401 answering a request of a session since ended is neither refreshed nor retried', async () => {
    const answer = gate();
    let refreshCalls = 0;
    const seen: (string | null)[] = [];
    server.use(
      http.post(`${API}/auth/refreshToken`, () => {
        refreshCalls += 1;
        return newTokens();
      }),
      http.get(`${API}/profile`, async ({ request: req }) => {
        seen.push(req.headers.get('authorization'));
        await answer.opened;
        return expired();
      }),
    );
    const pending = request('profile').catch((e: unknown) => e);
    await new Promise((r) => setTimeout(r, 10));
    // Logout and someone else's login while the first user's request is on its way.
    endSession('logout');
    sessionStore.setTokens('other-access', 'other-refresh');
    answer.open();
    expect(await pending).toMatchObject({ status: 401 });
    expect(refreshCalls).toBe(0);
    expect(seen).toEqual(['Bearer old-access']);
    expect(sessionStore.get('accessToken')).toBe('other-access');
  });
});

describe('multiple login', () => {
  /** What the backend answers a token that a later login replaced. */
  const multipleLogin = () =>
    HttpResponse.json(
      { error_message: 'Rejected request with invalid access token', status_code: 400 },
      { status: 400 },
    );

  it('a 400 "Rejected request with invalid access token" logs out and raises multiple-login', async () => {
    const ended = vi.fn();
    const off = onSessionEnd(ended);
    server.use(http.get(`${API}/wallets`, multipleLogin));
    await expect(request('wallets')).rejects.toMatchObject({ status: 400 });
    expect(ended).toHaveBeenCalledWith('multiple-login');
    expect(sessionStore.hasAccessToken()).toBe(false);
    off();
  });

  it('an end before anyone listens is told to the first listener, once, unless a session began since', async () => {
    server.use(http.get(`${API}/wallets`, multipleLogin));
    await expect(request('wallets')).rejects.toMatchObject({ status: 400 });
    const first = vi.fn();
    const second = vi.fn();
    const offFirst = onSessionEnd(first);
    const offSecond = onSessionEnd(second);
    expect(first).toHaveBeenCalledExactlyOnceWith('multiple-login');
    expect(second).not.toHaveBeenCalled();
    offFirst();
    offSecond();

    endSession('expired');
    sessionStore.setTokens('new-access', 'new-refresh');
    const later = vi.fn();
    const offLater = onSessionEnd(later);
    expect(later).not.toHaveBeenCalled();
    offLater();
  });

  it("a multiple-login 400 answering an earlier session's request leaves the new session alone", async () => {
    const ended = vi.fn();
    const off = onSessionEnd(ended);
    const answer = gate();
    server.use(
      http.get(`${API}/wallets`, async () => {
        await answer.opened;
        return multipleLogin();
      }),
    );
    const pending = request('wallets').catch((e: unknown) => e);
    await new Promise((r) => setTimeout(r, 10));
    endSession('logout');
    sessionStore.setTokens('next-access', 'next-refresh');
    ended.mockClear();
    answer.open();
    expect(await pending).toMatchObject({ status: 400 });
    expect(ended).not.toHaveBeenCalled();
    expect(sessionStore.get('accessToken')).toBe('next-access');
    off();
  });

  it('another 400 does not end the session', async () => {
    const ended = vi.fn();
    const off = onSessionEnd(ended);
    server.use(
      http.post(`${API}/send/review`, () =>
        HttpResponse.json({ error_id: 'invalid_address' }, { status: 400 }),
      ),
    );
    await expect(request('send/review', { method: 'POST', body: {} })).rejects.toMatchObject({
      errorId: 'invalid_address',
    });
    expect(ended).not.toHaveBeenCalled();
    off();
  });
});

describe('ApiError.fromBody', () => {
  it('ignores fields of the wrong type and keeps the rest', () => {
    const error = ApiError.fromBody(422, {
      error_message: 42,
      status_code: 'x',
      error_id: { a: 1 },
      error_details: ['d'],
    });
    expect(error).toMatchObject({
      status: 422,
      message: DEFAULT_ERROR_MESSAGE,
      errorId: undefined,
      details: ['d'],
    });
  });
  it('reads a plain message field too, and survives a non-object body', () => {
    expect(ApiError.fromBody(400, { message: 'Nope' }).message).toBe('Nope');
    expect(ApiError.fromBody(502, 'Bad gateway')).toMatchObject({
      status: 502,
      message: DEFAULT_ERROR_MESSAGE,
    });
  });
});
