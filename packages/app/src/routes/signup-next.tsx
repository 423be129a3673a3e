export { SignupDetailsScreen as Component } from '@wallet/screens';
