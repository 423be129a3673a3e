export { NewPasswordScreen as Component } from '@wallet/screens';
