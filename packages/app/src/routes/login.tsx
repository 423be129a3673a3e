export { LoginScreen as Component } from '@wallet/screens';
