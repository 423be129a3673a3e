export {
  request,
  refreshTokens,
  NO_REFRESH_ERROR_ID,
  MULTIPLE_LOGIN_MESSAGE,
  type RequestOptions,
} from './client';
export { apiUrl, configureApi, getApiConfig, type ApiConfig } from './config';
export {
  ApiError,
  CLIENT_ERROR_IDS,
  DEFAULT_ERROR_MESSAGE,
  type ErrorBody,
  isApiError,
} from './errors';
export {
  endSession,
  onSessionEnd,
  SESSION_KEYS,
  sessionStore,
  type SessionEndReason,
  type SessionKey,
} from './session';
export * from './endpoints';
export * from './schemas';
export * from './hooks';
export { QUERY, swrConfig } from './query';
export { getRecaptchaToken, preloadRecaptcha, STAND_IN_RECAPTCHA_TOKEN } from './recaptcha';
