/** Protected pages check the identity status on every visit (spec 2 section 2, Route guard). */
export { KycRouteGate as Component } from '@wallet/screens';
