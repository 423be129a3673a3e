import { z } from 'zod/mini';
import { ACCESS_TOKEN_TTL_MS, RESET_LINK_TTL_MS, newToken, type DemoBackend } from '../backend';
import type { DemoUser } from '../db';
import { nextId } from '../db';
import { makeUser } from '../fixtures';
import { seedOnFirstLogin } from '../scenarios';
import { SERVER_MESSAGES, TRIGGERS } from '../triggers';
import { bearer, fail, ok, route, sixDigits } from './util';

const PASSWORD_RULE = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[@$!%*#?&]).{8,}$/;

// Request bodies. A field whose absence the handler answers with its own message (the captcha
// error, a wrong password, a validation_error) is optional here.
const text = z.optional(z.string());
const LoginBody = z.object({ username: text, password: text, recaptcha_token: text });
const SignupBody = z.object({
  name: text,
  email: text,
  password: text,
  confirm_password: text,
  country_code: text,
  timezone: text,
  accept_tnc: z.optional(z.boolean()),
  referral_code: text,
  recaptcha_token: text,
});
const CodeBody = z.object({ code: text });
const RefreshBody = z.object({ refreshToken: text });
const ForgotBody = z.object({ email: text });
const ResetBody = z.object({ recovery_token: text, password: text, confirm_password: text });
const ChangePasswordBody = z.object({
  current_password: text,
  password: text,
  confirm_password: text,
});

/** "E-mails" a fresh verification code to the demo inbox. */
function sendCode(backend: DemoBackend, email: string) {
  const code = sixDigits();
  backend.db.codes[email] = code;
  backend.db.inbox.unshift({
    id: nextId(backend.db, 'm'),
    to: email,
    subject: 'Your verification code',
    body: `Your verification code is ${code}. It expires in 10 minutes.`,
    code,
    sentAt: new Date(backend.now()).toISOString(),
  });
}

const authResult = (user: DemoUser, tokens: object) => ({
  email: user.email,
  internal_status: user.internal_status,
  kyc_level_identifier: user.kyc_level_name,
  sumsub_status: user.sumsub_status,
  ...tokens,
});

export const authHandlers = (backend: DemoBackend) => [
  route(backend, 'post', 'auth/login', { body: LoginBody }, ({ body }) => {
    const email = (body.username ?? '').trim().toLowerCase();
    if (!body.recaptcha_token || email === TRIGGERS.captchaEmail)
      return fail(400, 'Bad request', 'captcha', SERVER_MESSAGES.captcha);
    if (email === TRIGGERS.serverErrorEmail) return fail(500, 'Internal server error');
    seedOnFirstLogin(backend.db, email);
    const user = backend.db.users[email];
    if (!user) return fail(404, SERVER_MESSAGES.emailNotFound, 'user_not_found');
    if (user.internal_status === 'deleted')
      return fail(400, SERVER_MESSAGES.userDeleted, 'user_deleted');
    if (user.internal_status === 'blocked')
      return fail(403, SERVER_MESSAGES.userBlocked, 'error.user_compliance_failed_blocked');
    if (user.failedLogins >= TRIGGERS.lockAfterFailedLogins)
      return fail(429, SERVER_MESSAGES.tooManyRequests, 'too_many_requests');
    if (user.password !== body.password) {
      user.failedLogins += 1;
      if (user.failedLogins >= TRIGGERS.lockAfterFailedLogins)
        return fail(429, SERVER_MESSAGES.tooManyRequests, 'too_many_requests');
      return fail(400, SERVER_MESSAGES.passwordIncorrect, 'password_incorrect');
    }
    user.failedLogins = 0;
    const tokens = backend.openSession(user.email, { codePending: true });
    sendCode(backend, email);
    return ok(authResult(user, tokens));
  }),

  route(backend, 'post', 'auth/signupWithToken', { body: SignupBody }, ({ body, request }) => {
    const email = (body.email ?? '').trim().toLowerCase();
    if (!body.recaptcha_token || email === TRIGGERS.captchaEmail)
      return fail(400, 'Bad request', 'captcha', SERVER_MESSAGES.captcha);
    if (email === TRIGGERS.serverErrorEmail) return fail(500, 'Internal server error');
    const existing = backend.db.users[email];
    if (existing?.internal_status === 'deleted')
      return fail(400, SERVER_MESSAGES.userDeleted, 'user_deleted');
    if (existing) return fail(400, SERVER_MESSAGES.emailExists, 'email_exists');
    const referral = body.referral_code?.trim();
    if (
      referral &&
      !Object.values(backend.db.users).some((u) => u.referral_code === referral.toUpperCase())
    )
      return fail(400, SERVER_MESSAGES.invalidReferral, 'validation_error', {
        context: 'referral_code',
      });
    if (
      !body.password ||
      !PASSWORD_RULE.test(body.password) ||
      body.password !== body.confirm_password ||
      !body.accept_tnc ||
      !body.name
    )
      return fail(422, 'Validation failed', 'validation_error', {
        fields: ['password', 'confirm_password', 'accept_tnc', 'name'],
      });
    const user = makeUser(email, {
      name: body.name,
      password: body.password,
      country_code: body.country_code ?? 'MY',
      timezone: body.timezone ?? 'America/New_York',
      referred_by: referral ? referral.toUpperCase() : null,
      // The payload has no language: the sign-up's own (docs/api.md).
      preferred_locale: /^es\b/i.test(request.headers.get('Accept-Language') ?? '') ? 'es' : 'en',
    });
    backend.db.users[email] = user;
    const tokens = backend.openSession(user.email, { codePending: true });
    sendCode(backend, email);
    return ok(authResult(user, tokens), 201);
  }),

  route(
    backend,
    'post',
    'auth/2fa/verify/email',
    { auth: 'code-pending', body: CodeBody },
    ({ request, user, body: { code } }) => {
      if (code === TRIGGERS.serverErrorCode) return fail(500, 'Internal server error');
      if (!code || backend.db.codes[user.email] !== code)
        return fail(400, 'Invalid code', 'auth.error_2fa_verify_email');
      delete backend.db.codes[user.email];
      // The code makes the password step's token a session.
      backend.db.sessions[bearer(request)!]!.codePending = false;
      return ok(authResult(user, {}));
    },
  ),

  route(backend, 'post', 'auth/2fa/resend/email', { auth: 'code-pending' }, ({ user }) => {
    sendCode(backend, user.email);
    return ok();
  }),

  route(
    backend,
    'post',
    'auth/refreshToken',
    { body: RefreshBody },
    ({ body: { refreshToken } }) => {
      const entry = Object.entries(backend.db.sessions).find(
        ([, s]) => s.refreshToken === refreshToken && !s.superseded,
      );
      if (!entry) return fail(401, 'Invalid refresh token', 'invalid_refresh_token');
      const [oldAccess, session] = entry;
      delete backend.db.sessions[oldAccess];
      const user = backend.db.users[session.email];
      if (!user) return fail(401, 'Invalid refresh token', 'invalid_refresh_token');
      const access = newToken();
      const refresh = newToken();
      backend.db.sessions[access] = {
        email: user.email,
        refreshToken: refresh,
        expiresAt: backend.now() + ACCESS_TOKEN_TTL_MS,
        superseded: false,
        // A refresh renews the token, not the second factor: still pending if it was.
        codePending: session.codePending,
      };
      return ok({ access_token: access, refresh_token: refresh });
    },
  ),

  route(backend, 'post', 'auth/validate-access-token', { auth: true }, () => ok({ valid: true })),

  route(backend, 'post', 'auth/logout', ({ request }) => {
    const access = bearer(request);
    if (access) delete backend.db.sessions[access];
    return ok();
  }),

  route(backend, 'post', 'auth/password/forgot', { body: ForgotBody }, ({ body }) => {
    const email = (body.email ?? '').trim().toLowerCase();
    if (email === TRIGGERS.serverErrorEmail) return fail(500, 'Internal server error');
    seedOnFirstLogin(backend.db, email);
    const user = backend.db.users[email];
    if (!user) return fail(404, SERVER_MESSAGES.emailNotFound, 'user_not_found');
    if (user.internal_status === 'deleted')
      return fail(400, SERVER_MESSAGES.userDeleted, 'user_deleted');
    const recovery = newToken();
    backend.db.resetTokens[recovery] = { email, expiresAt: backend.now() + RESET_LINK_TTL_MS };
    const link = `/verify/set-new-password?token=${recovery}`;
    backend.db.inbox.unshift({
      id: nextId(backend.db, 'm'),
      to: email,
      subject: 'Reset your password',
      body: 'Follow the link to set a new password. It expires in 30 minutes.',
      link,
      sentAt: new Date(backend.now()).toISOString(),
    });
    return ok({ email });
  }),

  route(backend, 'get', 'auth/password/reset', ({ request }) => {
    const recovery = new URL(request.url).searchParams.get('token') ?? '';
    const entry = backend.db.resetTokens[recovery];
    if (
      !entry ||
      recovery.startsWith(TRIGGERS.expiredResetToken) ||
      entry.expiresAt < backend.now()
    )
      return fail(400, 'Link expired or invalid', 'invalid_token');
    return ok({ url: '/password-reset-form' });
  }),

  route(backend, 'post', 'auth/password/new/no-auth', { body: ResetBody }, ({ body }) => {
    const entry = body.recovery_token ? backend.db.resetTokens[body.recovery_token] : undefined;
    const user =
      entry && entry.expiresAt >= backend.now() ? backend.db.users[entry.email] : undefined;
    if (
      !user ||
      !body.password ||
      !PASSWORD_RULE.test(body.password) ||
      body.password !== body.confirm_password
    )
      return fail(400, 'Validation failed', 'validation_error');
    user.password = body.password;
    user.failedLogins = 0;
    delete backend.db.resetTokens[body.recovery_token!];
    return ok();
  }),

  route(
    backend,
    'post',
    'auth/password/new',
    { auth: true, body: ChangePasswordBody },
    ({ user, body }) => {
      if (body.current_password !== user.password)
        return fail(400, SERVER_MESSAGES.currentPasswordMismatch, 'password_mismatch');
      if (body.password === user.password)
        return fail(400, SERVER_MESSAGES.sameAsCurrent, 'same_password');
      if (
        !body.password ||
        !PASSWORD_RULE.test(body.password) ||
        body.password !== body.confirm_password
      )
        return fail(400, 'Validation failed', 'validation_error', { fields: ['password'] });
      user.password = body.password;
      return ok();
    },
  ),

  route(backend, 'post', 'auth/encrypted-token', { auth: true }, () =>
    ok({ token: `enc-${newToken()}` }),
  ),
];
