export { SignupConfirmationScreen as Component } from '@wallet/screens';
