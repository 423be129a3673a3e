export { ForgotPasswordScreen as Component } from '@wallet/screens';
