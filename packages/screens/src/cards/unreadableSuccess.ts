import { CLIENT_ERROR_IDS, isApiError } from '@wallet/api';

/**
 * A 2xx whose body could not be read: the server did what was asked (the money moved, the card
 * was saved), only its answer is lost. Not a failure, so never a failure message nor a retry.
 */
export const isUnreadableSuccess = (error: unknown) =>
  isApiError(error) &&
  error.errorId === CLIENT_ERROR_IDS.invalidResponse &&
  error.status >= 200 &&
  error.status < 300;
