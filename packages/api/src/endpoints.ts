/**
 * Every area's endpoint functions, one call each of spec 1 section 7 and spec 2 section 7. Paths
 * the spec does not show are our choices, listed in docs/api.md. The fuzz test enumerates this
 * module: an area's endpoints join the run by being listed here.
 */
export * from './auth/endpoints';
export * from './profile/endpoints';
export * from './config/endpoints';
export * from './money/endpoints';
export * from './referral/endpoints';
export * from './addressBook/endpoints';
export * from './cards/endpoints';
