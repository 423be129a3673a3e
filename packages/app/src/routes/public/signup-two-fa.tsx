import { TwoFactorScreen } from '@wallet/screens';

/** /signup/two-fa: step 3 of sign-up. */
export const Component = () => <TwoFactorScreen flow="signup" />;
