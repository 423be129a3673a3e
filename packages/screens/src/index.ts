export { MultipleLoginDialog, type MultipleLoginDialogProps } from './session/MultipleLoginDialog';
export {
  SessionExpiringDialog,
  type SessionExpiringDialogProps,
} from './session/SessionExpiringDialog';
export {
  GENERIC_ERROR_MESSAGE,
  GenericErrorDialog,
  type GenericErrorDialogProps,
} from './shell/GenericErrorDialog';
export { AuthLayout, PROMO_SLIDES, RECAPTCHA_ROUTES } from './auth/AuthLayout/AuthLayout';
export { LoginScreen } from './auth/Login/LoginScreen';
