export { ForgotPasswordSentScreen as Component } from '@wallet/screens';
