import { LoginScreen } from '@wallet/screens';

export const Component = LoginScreen;
