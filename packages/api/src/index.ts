export {
  request,
  refreshTokens,
  NO_REFRESH_ERROR_ID,
  MULTIPLE_LOGIN_MESSAGE,
  type RequestOptions,
} from './client/request';
export { apiUrl, configureApi, getApiConfig, type ApiConfig } from './client/config';
export { adoptEarlyReads, readAfterPaint, rememberFirstPageReads } from './client/earlyReads';
export {
  ApiError,
  CLIENT_ERROR_IDS,
  DEFAULT_ERROR_MESSAGE,
  type ErrorBody,
  isApiError,
} from './client/errors';
export {
  codePendingFor,
  DRAFT_KEY_PREFIX,
  endSession,
  onSessionEnd,
  SESSION_KEYS,
  SHARED_SESSION_PREFIX,
  sessionSharedKey,
  sessionStore,
  type SessionEndReason,
  type SessionKey,
} from './client/session';
export * from './endpoints';
export * from './schemas';
export * from './hooks';
export { isRouteEnabled } from './config/features';
export { QUERY, swrConfig } from './client/query';
export type { Query } from './client/swrQuery';
export { getRecaptchaToken, preloadRecaptcha, STAND_IN_RECAPTCHA_TOKEN } from './client/recaptcha';
