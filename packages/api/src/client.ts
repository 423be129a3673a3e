import type { z } from 'zod/mini';
import { apiUrl, getApiConfig } from './config';
import { ApiError, CLIENT_ERROR_IDS } from './errors';
import { endSession, sessionStore } from './session';

/** error_id of a 401 that must not trigger a token refresh (spec 1 section 8). */
export const NO_REFRESH_ERROR_ID = 4291;
/** A 400 whose message contains this means the account logged in on another device. */
export const MULTIPLE_LOGIN_MESSAGE = 'Rejected request with invalid access token';

export interface RequestOptions<S extends z.ZodMiniType | undefined> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** Validates the answer (after `data` unwrapping); a mismatch becomes an ApiError. */
  schema?: S;
  /** Send the bearer token and refresh it on 401. @default true */
  auth?: boolean;
  signal?: AbortSignal;
}

type Result<S> = S extends z.ZodMiniType ? z.infer<S> : unknown;

/**
 * The one HTTP client: JSON under /api/v1/, Accept-Language, bearer token, answers read from
 * `data` when present, every failure an ApiError (network, malformed JSON, schema mismatch,
 * HTTP error), one shared refresh for concurrent 401s with one retry each.
 */
export async function request<S extends z.ZodMiniType | undefined = undefined>(
  path: string,
  { method = 'GET', body, schema, auth = true, signal }: RequestOptions<S> = {},
): Promise<Result<S>> {
  const send = () => sendOnce(path, method, body, auth, signal);
  let response = await send();
  let payload = await readBody(response);

  if (auth && response.status === 401) {
    const error = ApiError.fromBody(401, payload);
    if (
      // error_id may arrive as a number or a string.
      String(error.errorId) !== String(NO_REFRESH_ERROR_ID) &&
      sessionStore.get('refreshToken')
    ) {
      await refreshTokens();
      response = await send();
      payload = await readBody(response);
    }
  }

  if (!response.ok) {
    const error = ApiError.fromBody(response.status, payload);
    if (
      response.status === 400 &&
      error.searchableText.includes(MULTIPLE_LOGIN_MESSAGE.toLowerCase())
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

async function sendOnce(
  path: string,
  method: string,
  body: unknown,
  auth: boolean,
  signal?: AbortSignal,
) {
  const { locale } = getApiConfig();
  const headers: Record<string, string> = { Accept: 'application/json', 'Accept-Language': locale };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const token = auth ? sessionStore.get('accessToken') : null;
  if (token) headers.Authorization = `Bearer ${token}`;
  try {
    return await fetch(apiUrl(path), {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    });
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

async function doRefresh() {
  const { clientId, clientSecret, scopes } = getApiConfig();
  const refreshToken = sessionStore.get('refreshToken');
  try {
    const response = await fetch(apiUrl('auth/refreshToken'), {
      method: 'POST',
      headers: {
        Accept: 'application/json',
        'Content-Type': 'application/json',
        'Accept-Language': getApiConfig().locale,
      },
      body: JSON.stringify({
        grant_type: 'refresh_token',
        client_id: clientId,
        client_secret: clientSecret,
        scopes,
        refreshToken,
      }),
    });
    const payload = unwrap(await readBody(response)) as
      { access_token?: unknown; refresh_token?: unknown } | undefined;
    if (
      !response.ok ||
      typeof payload?.access_token !== 'string' ||
      typeof payload.refresh_token !== 'string'
    ) {
      throw ApiError.fromBody(response.ok ? 401 : response.status, payload);
    }
    sessionStore.setTokens(payload.access_token, payload.refresh_token);
  } catch (error) {
    endSession('expired');
    throw error instanceof ApiError
      ? error
      : new ApiError({ status: 401, errorId: CLIENT_ERROR_IDS.network });
  }
}
