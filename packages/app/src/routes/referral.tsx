export { ReferralScreen as Component } from '@wallet/screens';
