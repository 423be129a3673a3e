import { z } from 'zod/mini';
import { getApiConfig } from '../client/config';
import { request } from '../client/request';
import { ackSchema, post } from '../client/shared';
import * as s from './schemas';

export { logout, validateAccessToken } from './sessionCalls';

/** Sign-in, sign-up, two-factor, passwords and the encrypted token (spec 1 section 7). */
export function login(email: string, password: string, recaptchaToken: string) {
  const { clientId, clientSecret, scopes } = getApiConfig();
  return post(
    'auth/login',
    {
      username: email,
      password,
      grant_type: 'password',
      client_id: clientId,
      client_secret: clientSecret,
      scopes,
      recaptcha_token: recaptchaToken,
    },
    s.authResultSchema,
    false,
  );
}
export const signup = (payload: s.SignupPayload) =>
  post('auth/signupWithToken', payload, s.authResultSchema, false);
export const verifyEmailCode = (code: string) =>
  post('auth/2fa/verify/email', { code }, z.partial(s.authResultSchema));
export const resendEmailCode = () => post('auth/2fa/resend/email', undefined, ackSchema);
export const forgotPassword = (email: string) =>
  post('auth/password/forgot', { email }, ackSchema, false);
export const changePassword = (body: {
  current_password: string;
  password: string;
  confirm_password: string;
}) => post('auth/password/new', body, ackSchema);
export const resetPasswordWithToken = (body: z.infer<typeof s.passwordResetPayloadSchema>) =>
  post('auth/password/new/no-auth', body, ackSchema, false);
/** Checks an e-mailed reset link; the answer carries a url. */
export const checkPasswordResetLink = (token: string) =>
  request(`auth/password/reset?token=${encodeURIComponent(token)}`, {
    auth: false,
    schema: z.looseObject({ url: z.string() }),
  });
export const getEncryptedToken = (body: {
  clientId: string;
  sourceUrl: string;
  sitename: string;
}) => post('auth/encrypted-token', body, z.looseObject({ token: z.string() }));
