import { TwoFactorScreen } from '@wallet/screens';

/** /login/two-fa: the code e-mailed at login, then the saved redirect or /dashboard. */
export const Component = () => <TwoFactorScreen flow="login" />;
