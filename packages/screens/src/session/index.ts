// A separate entry for the session dialogs, which the app loads on demand: importing them through
// the main barrel would make every screen one shared chunk with the page that imports it.
export { MultipleLoginDialog, type MultipleLoginDialogProps } from './MultipleLoginDialog';
export { SessionExpiringDialog, type SessionExpiringDialogProps } from './SessionExpiringDialog';
