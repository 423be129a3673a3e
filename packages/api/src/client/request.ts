import type { z } from 'zod/mini';
import { apiUrl, getApiConfig } from './config';
import { ApiError, CLIENT_ERROR_IDS } from './errors';
import { endSession, sessionGeneration, sessionStore } from './session';
import { TOKEN_CHANNEL, tokenHandoff } from './tokenHandoff';

/** error_id of a 401 that must not trigger a token refresh (spec 1 section 8). */
export const NO_REFRESH_ERROR_ID = 4291;
/** A 400 whose message contains this means the account logged in on another device. */
export const MULTIPLE_LOGIN_MESSAGE = 'Rejected request with invalid access token';

/**
 * What validates an answer: a zod schema, or (for the calls of the app's entry, which must not
 * carry zod) a plain check of the same shape.
 */
export interface Check<T = unknown> {
  safeParse(
    value: unknown,
  ): { success: true; data: T } | { success: false; error: { issues: unknown } };
}

export interface RequestOptions<S extends Check | undefined> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** Validates the answer (after `data` unwrapping); a mismatch becomes an ApiError. */
  schema?: S;
  /** Send the bearer token and refresh it on 401. @default true */
  auth?: boolean;
  signal?: AbortSignal;
}

type Result<S> = S extends z.ZodMiniType ? z.infer<S> : S extends Check<infer T> ? T : unknown;

/** Any JSON object: the answer of a call whose result nothing reads (a plain check, no zod). */
export const anObject: Check<Record<string, unknown>> = {
  safeParse: (value) =>
    value !== null && typeof value === 'object' && !Array.isArray(value)
      ? { success: true, data: value as Record<string, unknown> }
      : { success: false, error: { issues: 'not an object' } },
};

/**
 * The one HTTP client: JSON under /api/v1/, Accept-Language, bearer token, answers read from
 * `data` when present, every failure an ApiError (network, malformed JSON, schema mismatch,
 * HTTP error), one shared refresh for concurrent 401s with one retry each.
 */
export async function request<S extends Check | undefined = undefined>(
  path: string,
  { method = 'GET', body, schema, auth = true, signal }: RequestOptions<S> = {},
): Promise<Result<S>> {
  // Listening from the first call on: another tab of this session may hand new tokens over.
  if (auth) tabs();
  // A request begun while the tokens are being refreshed waits for the new ones.
  if (auth && refreshing) await refreshing;
  const generation = sessionGeneration();
  const tokenNow = () => (auth ? sessionStore.get('accessToken') : null);
  const send = async (token: string | null) => {
    const response = await sendOnce(path, method, body, token, signal);
    return { response, payload: await readBody(response) };
  };
  // The request remembers the token it carried, to tell a stale 401 from a fresh one.
  const token = tokenNow();
  let { response, payload } = await send(token);

  if (
    auth &&
    response.status === 401 &&
    // error_id may arrive as a number or a string.
    String(ApiError.fromBody(401, payload).errorId) !== String(NO_REFRESH_ERROR_ID) &&
    // A 401 from before a logout (or another user's login) is never retried.
    generation === sessionGeneration()
  ) {
    const current = sessionStore.get('accessToken');
    // A token already replaced (by a refresh that finished meanwhile) needs no new refresh: the
    // retry waits for one in flight, if any, and carries the newest token.
    if (current !== token || sessionStore.get('refreshToken')) {
      await (current === token ? refreshTokens() : refreshing);
      ({ response, payload } = await send(tokenNow()));
    }
  }

  if (!response.ok) {
    const error = ApiError.fromBody(response.status, payload);
    if (
      response.status === 400 &&
      error.searchableText.includes(MULTIPLE_LOGIN_MESSAGE.toLowerCase()) &&
      // An answer to an earlier session's token says nothing about the session of now.
      generation === sessionGeneration()
    ) {
      endSession('multiple-login');
    }
    throw error;
  }

  const data = unwrap(payload);
  if (!schema) return data as Result<S>;
  const parsed = schema.safeParse(data);
  if (!parsed.success) {
    throw new ApiError({
      status: response.status,
      errorId: CLIENT_ERROR_IDS.invalidResponse,
      details: parsed.error.issues,
    });
  }
  return parsed.data as Result<S>;
}

/** Where a read takes an answer sent before the app ran, if any (earlyReads.ts sets it). */
let earlyRead: ((url: string, token: string) => Promise<Response> | undefined) | undefined;
export const takeReadsFrom = (take: typeof earlyRead) => {
  earlyRead = take;
};

async function sendOnce(
  path: string,
  method: string,
  body: unknown,
  token: string | null,
  signal?: AbortSignal,
) {
  const { locale, readTimeoutMs } = getApiConfig();
  const url = apiUrl(path);
  const headers: Record<string, string> = { Accept: 'application/json', 'Accept-Language': locale };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;
  try {
    const early = method === 'GET' && token ? earlyRead?.(url, token) : undefined;
    return await (early ??
      fetch(url, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        // A read's timeout covers its body too (readBody): a stalled answer is a network failure.
        signal: signal ?? (method === 'GET' ? AbortSignal.timeout(readTimeoutMs) : undefined),
      }));
  } catch (cause) {
    if (signal?.aborted) throw cause;
    throw new ApiError({ status: 0, errorId: CLIENT_ERROR_IDS.network, details: String(cause) });
  }
}

/** Reads a body as JSON; an empty body is undefined; anything unreadable is an ApiError. */
async function readBody(response: Response): Promise<unknown> {
  const text = await response.text().catch(() => '');
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    throw new ApiError({
      status: response.status,
      errorId: CLIENT_ERROR_IDS.invalidResponse,
      details: 'not JSON',
    });
  }
}

const unwrap = (payload: unknown) =>
  payload !== null && typeof payload === 'object' && 'data' in payload
    ? (payload as { data: unknown }).data
    : payload;

let refreshing: Promise<void> | null = null;

/** Refreshes the tokens once for everyone waiting; a failed refresh ends the session. */
export function refreshTokens(): Promise<void> {
  refreshing ??= doRefresh().finally(() => {
    refreshing = null;
  });
  return refreshing;
}

/** This tab's share in the refresh of the session's tokens (see tokenHandoff.ts). */
let handoff: ReturnType<typeof tokenHandoff> | undefined;
const tabs = () =>
  (handoff ??= tokenHandoff({
    store: {
      get() {
        const access = sessionStore.get('accessToken');
        const refresh = sessionStore.get('refreshToken');
        return access && refresh ? { access, refresh } : null;
      },
      set: ({ access, refresh }) => sessionStore.setTokens(access, refresh),
      generation: sessionGeneration,
    },
    channel:
      typeof BroadcastChannel === 'undefined' ? undefined : new BroadcastChannel(TOKEN_CHANNEL),
    locks: typeof navigator === 'undefined' ? undefined : navigator.locks,
    shared: typeof localStorage === 'undefined' ? undefined : localStorage,
  }));

async function doRefresh() {
  const { clientId, clientSecret, scopes } = getApiConfig();
  // A logout (or a new login) while the refresh is under way makes its answer worthless.
  const generation = sessionGeneration();
  const stale = () => generation !== sessionGeneration();
  try {
    // Once for every tab of this session: another tab's new tokens may be taken instead.
    await tabs().refresh(async (refreshToken) => {
      const response = await sendOnce(
        'auth/refreshToken',
        'POST',
        {
          grant_type: 'refresh_token',
          client_id: clientId,
          client_secret: clientSecret,
          scopes,
          refreshToken,
        },
        null,
      );
      const payload = unwrap(await readBody(response)) as
        { access_token?: unknown; refresh_token?: unknown } | undefined;
      if (
        stale() ||
        !response.ok ||
        typeof payload?.access_token !== 'string' ||
        typeof payload.refresh_token !== 'string' ||
        !payload.access_token ||
        !payload.refresh_token
      ) {
        throw ApiError.fromBody(response.ok ? 401 : response.status, payload);
      }
      return { access: payload.access_token, refresh: payload.refresh_token };
    });
  } catch (error) {
    // The session that asked is over already: nothing to end, nothing to announce.
    if (!stale()) endSession('expired');
    throw error instanceof ApiError
      ? error
      : new ApiError({ status: 401, errorId: CLIENT_ERROR_IDS.network });
  }
}
