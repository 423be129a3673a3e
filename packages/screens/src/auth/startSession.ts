import { sessionStore } from '@wallet/api';

/**
 * Stores the tokens a successful login or sign-up answered with; an answer without tokens is a
 * failure. They are not a session yet: until two-factor passes, the guard keeps the user on the
 * code page of `flow` and the backend refuses them everywhere else.
 */
export function startSession(
  result: { email: string; access_token?: string; refresh_token?: string },
  flow: 'login' | 'signup',
) {
  if (!result.access_token || !result.refresh_token)
    throw new Error('The server answered without a session');
  sessionStore.setTokens(result.access_token, result.refresh_token);
  sessionStore.set('userEmail', result.email);
  sessionStore.set('codePending', flow);
}
