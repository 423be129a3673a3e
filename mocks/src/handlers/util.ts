import { http, HttpResponse, type HttpResponseResolver } from 'msw';
import type { DemoBackend } from '../backend';
import type { DemoUser } from '../db';
import { SERVER_MESSAGES } from '../triggers';

/** A successful answer, wrapped in `data` as the real API does. */
export const ok = (data: unknown = { success: true }, status = 200) =>
  HttpResponse.json({ data }, { status });

/** A failed answer in the spec's error shape. */
export const fail = (
  status: number,
  error_message: string,
  error_id?: string | number,
  error_details?: unknown,
) => HttpResponse.json({ error_message, status_code: status, error_id, error_details }, { status });

export const EVM_ADDRESS = /^0x[0-9a-fA-F]{40}$/;

type Method = 'get' | 'post';
type Resolver = (
  args: Parameters<HttpResponseResolver>[0],
  backend: DemoBackend,
) => Response | Promise<Response>;

/**
 * A route of the demo backend under any host's /api/v1/. It answers 500 while its call is
 * switched to failing, and saves the database after every call.
 */
export const route = (backend: DemoBackend, method: Method, path: string, resolve: Resolver) =>
  http[method](`*/api/v1/${path}`, async (info) => {
    if (backend.db.failing.includes(`${method.toUpperCase()} ${path}`))
      return fail(500, 'Internal server error');
    const response = await resolve(info, backend);
    backend.save();
    return response;
  });

/** The signed-in user of a request, or the answer a real backend gives when there is none. */
export function authedUser(backend: DemoBackend, request: Request): DemoUser | Response {
  const token = request.headers.get('authorization')?.replace(/^Bearer /, '');
  const session = token ? backend.db.sessions[token] : undefined;
  if (!session) return fail(401, 'Unauthorized', 401);
  if (session.superseded) return fail(400, SERVER_MESSAGES.invalidAccessToken);
  if (session.expiresAt < backend.now()) return fail(401, 'Access token expired', 401);
  const user = backend.db.users[session.email];
  if (!user || user.internal_status === 'deleted') return fail(401, 'Unauthorized', 401);
  return user;
}

export const readJson = async <T>(request: Request): Promise<Partial<T>> => {
  try {
    return (await request.json()) as Partial<T>;
  } catch {
    return {};
  }
};

/** A random six-digit verification code. */
export const sixDigits = () => String(Math.floor(Math.random() * 1_000_000)).padStart(6, '0');
export const token = () =>
  (globalThis.crypto?.randomUUID?.() ?? `${Date.now()}-${Math.random()}`).replace(/-/g, '');
