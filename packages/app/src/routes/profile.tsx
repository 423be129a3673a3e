export { ProfileScreen as Component } from '@wallet/screens';
