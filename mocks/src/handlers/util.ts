import { http, HttpResponse, type HttpHandler, type HttpResponseResolver } from 'msw';
import { z } from 'zod/mini';
import type { DemoBackend } from '../backend';
import type { DemoUser } from '../db';
import { inLanguage } from '../language';
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

/** An amount as a request may carry it: a decimal string or a JSON number (the handler checks it). */
export const decimalInput = z.union([z.string(), z.number()]);

/** The access token a request carries. */
export const bearer = (request: Request) =>
  request.headers.get('authorization')?.replace(/^Bearer /, '') || undefined;

/**
 * error_id of the 401 for a session whose e-mailed code is not verified yet: the spec's 401
 * that must not trigger a refresh (a new token would be just as pending).
 */
export const CODE_PENDING_ERROR_ID = 4291;

/**
 * The signed-in user of a request, or the answer a real backend gives when there is none. A
 * session still waiting for its e-mailed code is refused unless the call is one of two-factor
 * (`codePendingAllowed`): the password alone is not a session.
 */
function authedUser(
  backend: DemoBackend,
  request: Request,
  codePendingAllowed: boolean,
): { user: DemoUser } | { refusal: Response } {
  const refuse = (refusal: Response) => ({ refusal });
  const token = bearer(request);
  const session = token ? backend.db.sessions[token] : undefined;
  if (!session) return refuse(fail(401, 'Unauthorized', 401));
  if (session.superseded) return refuse(fail(400, SERVER_MESSAGES.invalidAccessToken));
  if (session.expiresAt < backend.now()) return refuse(fail(401, 'Access token expired', 401));
  if (session.codePending && !codePendingAllowed)
    return refuse(fail(401, SERVER_MESSAGES.codePending, CODE_PENDING_ERROR_ID));
  const user = backend.db.users[session.email];
  if (!user || user.internal_status === 'deleted') return refuse(fail(401, 'Unauthorized', 401));
  return { user };
}

/**
 * The JSON body of a request checked by its route's schema: a missing, unreadable or invalid
 * body is answered with 400 in the spec's error shape, naming the fields at fault.
 */
async function parseBody(
  request: Request,
  schema: BodySchema,
): Promise<{ body: unknown } | { refusal: Response }> {
  let json: unknown;
  try {
    json = await request.json();
  } catch {
    json = undefined;
  }
  const parsed = z.safeParse(schema, json);
  if (parsed.success) return { body: parsed.data };
  const fields = [
    ...new Set(parsed.error.issues.map((issue) => issue.path.join('.')).filter(Boolean)),
  ];
  return {
    refusal: fail(400, 'Invalid request body', 'validation_error', fields.length ? { fields } : {}),
  };
}

type Method = 'get' | 'post';
type BodySchema = z.ZodMiniType;
type Answer = Response | Promise<Response>;

/**
 * What a route needs before its handler runs:
 * - `auth`: a signed-in session (`true`), answered 401 (400 for a superseded token) otherwise;
 *   `'code-pending'` also accepts a session whose e-mailed code is not verified yet (the
 *   two-factor calls). The handler gets the `user`.
 * - `kycLevel`: with `auth`, the identity level the server requires whatever the client shows
 *   (the cards' `verified-plus-vef`); below it, 403 "Verified Plus required".
 * - `body`: a zod schema for the JSON body; the handler gets the parsed `body`, and a missing
 *   or invalid one is answered 400. Fields whose absence the handler answers with its own
 *   message (the captcha error, a validation_error 422) are optional in the schema.
 */
export interface RouteOptions<
  A extends true | 'code-pending' | undefined,
  B extends BodySchema | undefined,
> {
  auth?: A;
  kycLevel?: string;
  body?: B;
}

/** What a handler receives: msw's request, params and cookies, then what its options asked for. */
export type RouteArgs<
  A extends true | 'code-pending' | undefined = undefined,
  B extends BodySchema | undefined = undefined,
> = Parameters<HttpResponseResolver>[0] &
  (A extends undefined ? unknown : { user: DemoUser }) &
  (B extends BodySchema ? { body: z.infer<B> } : unknown);

type AnyArgs = Parameters<HttpResponseResolver>[0] & { user?: DemoUser; body?: unknown };

/**
 * A route of the demo backend under any host's /api/v1/. It first takes up what other tabs
 * stored, answers 500 while its call is switched to failing, checks what its options ask for
 * (the session, the identity level, the body), and saves the database after every call.
 */
export function route(
  backend: DemoBackend,
  method: Method,
  path: string,
  handler: (args: RouteArgs) => Answer,
): HttpHandler;
export function route<
  A extends true | 'code-pending' | undefined = undefined,
  B extends BodySchema | undefined = undefined,
>(
  backend: DemoBackend,
  method: Method,
  path: string,
  options: RouteOptions<A, B>,
  handler: (args: RouteArgs<A, B>) => Answer,
): HttpHandler;
export function route(
  backend: DemoBackend,
  method: Method,
  path: string,
  ...rest:
    | [handler: (args: AnyArgs) => Answer]
    | [
        options: RouteOptions<true | 'code-pending' | undefined, BodySchema | undefined>,
        handler: (args: AnyArgs) => Answer,
      ]
): HttpHandler {
  const [options, handler] = rest.length === 1 ? [{}, rest[0]] : rest;
  const answer = async (info: Parameters<HttpResponseResolver>[0]) => {
    let user: DemoUser | undefined;
    if (options.auth) {
      const session = authedUser(backend, info.request, options.auth === 'code-pending');
      if ('refusal' in session) return session.refusal;
      user = session.user;
      if (options.kycLevel && user.kyc_level_name !== options.kycLevel)
        return fail(403, 'Verified Plus required', 'kyc_level_required');
    }
    let body: unknown;
    if (options.body) {
      const parsed = await parseBody(info.request, options.body);
      if ('refusal' in parsed) return parsed.refusal;
      body = parsed.body;
    }
    return handler({ ...info, user, body });
  };
  return http[method](`*/api/v1/${path}`, async (info) => {
    backend.sync();
    if (backend.db.failing.includes(`${method.toUpperCase()} ${path}`))
      return fail(500, 'Internal server error');
    const response = await answer(info);
    backend.save();
    return inRequestLanguage(response, info.request);
  });
}

/** A failure's error_message in the request's language where the backend has it (language.ts). */
async function inRequestLanguage(response: Response, request: Request) {
  const language = request.headers.get('Accept-Language');
  if (response.ok || !/^es\b/i.test(language ?? '')) return response;
  const body = (await response.clone().json()) as { error_message: string };
  const message = inLanguage(body.error_message, language);
  if (message === body.error_message) return response;
  return HttpResponse.json({ ...body, error_message: message }, { status: response.status });
}

/** A random six-digit verification code. */
export const sixDigits = () => String(Math.floor(Math.random() * 1_000_000)).padStart(6, '0');
