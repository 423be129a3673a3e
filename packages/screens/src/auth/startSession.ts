import { sessionStore } from '@wallet/api';

/** Stores the session a successful login or sign-up opened; an answer without tokens is a failure. */
export function startSession(result: {
  email: string;
  access_token?: string;
  refresh_token?: string;
}) {
  if (!result.access_token || !result.refresh_token)
    throw new Error('The server answered without a session');
  sessionStore.setTokens(result.access_token, result.refresh_token);
  sessionStore.set('userEmail', result.email);
}
