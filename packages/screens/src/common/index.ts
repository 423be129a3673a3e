// The one place screen areas share (issue 13): an area imports this, `forms`, `testing` and the
// packages below, never another area (eslint.config.js enforces it). Pages on the login route's
// first download import the module they need (`common/messages`, ...) rather than this barrel.
export {
  GENERIC_ERROR_MESSAGE,
  genericErrorMessage,
  GenericErrorDialog,
  type GenericErrorDialogProps,
} from './GenericErrorDialog';
export { LazyGenericErrorDialog } from './LazyGenericErrorDialog';
export { CancelTransactionDialog } from './CancelTransactionDialog';
export { FlowDone } from './FlowDone/FlowDone';
export { AlreadySubmitted, alreadySubmittedText } from './FlowDone/AlreadySubmitted';
export { LoadFailed } from './LoadFailed';
export { isGoneCard, liveCards } from './liveCards';
export { useLeaveBlocker } from './useLeaveBlocker';
export { default as pageStyles } from './page.module.css';
export { COMMON_MESSAGES, CONTACTS, DEFAULT_TIMEZONE, LEGAL_LINKS, LIMITS } from './messages';
export { NewPasswordFields } from './password/NewPasswordFields';
export {
  isStrongPassword,
  PASSWORD_RULES,
  PASSWORD_SPECIALS,
  passwordChecklist,
} from './password/passwordRules';
export { matchingConfirmation, strongPassword } from './password/schemas';
export { GENERIC_OUTCOME, type AuthDialogKind, type AuthOutcome } from './outcome/types';
export { useAuthOutcome } from './outcome/useAuthOutcome';
export {
  CARD_LEVEL,
  isRestricted,
  isUnverified,
  kycGate,
  type GateResult,
  type KycState,
  type ProtectedItem,
} from './kycGate/rules';
export { protectedItemFor, useKycGate } from './kycGate/useKycGate';
export { KycRouteGate } from './kycGate/KycRouteGate';
