export { PasswordResetDoneScreen as Component } from '@wallet/screens';
