export { MultipleLoginDialog, type MultipleLoginDialogProps } from './session/MultipleLoginDialog';
export {
  SessionExpiringDialog,
  type SessionExpiringDialogProps,
} from './session/SessionExpiringDialog';
export {
  GENERIC_ERROR_MESSAGE,
  GenericErrorDialog,
  type GenericErrorDialogProps,
} from './common/GenericErrorDialog';
export { AuthLayout } from './auth/AuthLayout/AuthLayout';
export { LoginScreen } from './auth/Login/LoginScreen';
export { TwoFactorScreen, type TwoFactorScreenProps } from './auth/TwoFactor/TwoFactorScreen';
export { appRedirect, SIGNED_IN_ROUTES } from './auth/redirect';
export { SignupFlowProvider } from './auth/Signup/SignupFlow';
export { SignupCredentialsScreen } from './auth/Signup/SignupCredentialsScreen';
export { SignupDetailsScreen } from './auth/Signup/SignupDetailsScreen';
export { SignupConfirmationScreen } from './auth/Signup/SignupConfirmationScreen';
export { ForgotPasswordScreen } from './auth/PasswordReset/ForgotPasswordScreen';
export { ForgotPasswordSentScreen } from './auth/PasswordReset/ForgotPasswordSentScreen';
export { ResetLinkScreen } from './auth/PasswordReset/ResetLinkScreen';
export { NewPasswordScreen } from './auth/PasswordReset/NewPasswordScreen';
export { PasswordResetDoneScreen } from './auth/PasswordReset/PasswordResetDoneScreen';
export { ResetLinkFailedScreen } from './auth/PasswordReset/ResetLinkFailedScreen';
export { useKycGate } from './common/kycGate/useKycGate';
export { KycRouteGate } from './common/kycGate/KycRouteGate';
export { KycVerificationScreen } from './kyc/KycVerification/KycVerificationScreen';
export type { KycWidgetProps } from './kyc/widget/types';
export { ShellBanners } from './shell/ShellBanners';
export { ProfileScreen } from './profile/ProfileScreen';
export { ReferralScreen } from './referral/ReferralScreen';
export { HomeScreen } from './wallets/Home/HomeScreen';
export { DepositScreen } from './wallets/Deposit/DepositScreen';
export { WithdrawScreen } from './wallets/Withdraw/WithdrawScreen';
export { WithdrawReviewScreen } from './wallets/Withdraw/WithdrawReviewScreen';
export { BuyCryptoScreen, type BuyCryptoScreenProps } from './wallets/BuyCrypto/BuyCryptoScreen';
export { isExternalHref, useLinkHref } from './common/useLinkHref';
export { switchLanguage } from './common/language/switchLanguage';
