import { request } from './client';

// Calls every signed-in page may make, kept apart from the schemas so that the app's entry
// chunk (session handling) does not carry zod and every schema.
export const logout = () => request('auth/logout', { method: 'POST', body: {} });
export const validateAccessToken = () =>
  request('auth/validate-access-token', { method: 'POST', body: {} });
