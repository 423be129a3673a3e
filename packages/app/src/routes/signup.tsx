export { SignupCredentialsScreen as Component } from '@wallet/screens';
