export { ResetLinkScreen as Component } from '@wallet/screens';
