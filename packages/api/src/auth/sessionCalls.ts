import { anObject, request } from '../client/request';

// Calls every signed-in page may make, kept apart from the schemas so that the app's entry
// chunk (session handling) does not carry zod and every schema: their answers, which nothing
// reads, are checked to be objects by a plain check.
export const logout = () => request('auth/logout', { method: 'POST', body: {}, schema: anObject });
export const validateAccessToken = () =>
  request('auth/validate-access-token', { method: 'POST', body: {}, schema: anObject });
