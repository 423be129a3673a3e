export { ResetLinkFailedScreen as Component } from '@wallet/screens';
