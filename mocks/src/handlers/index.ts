import type { DemoBackend } from '../backend';
import { addressBookHandlers } from './addressBook';
import { authHandlers } from './auth';
import { cardSettingsHandlers } from './cardSettings';
import { cardHandlers } from './cards';
import { configHandlers } from './config';
import { demoHandlers } from './demo';
import { moneyHandlers } from './money';
import { profileHandlers } from './profile';
import { referralHandlers } from './referral';

/** Every handler of the demo backend, all sharing one database. */
export const createHandlers = (backend: DemoBackend) => [
  ...authHandlers(backend),
  ...profileHandlers(backend),
  ...configHandlers(backend),
  ...moneyHandlers(backend),
  ...referralHandlers(backend),
  ...addressBookHandlers(backend),
  ...cardHandlers(backend),
  ...cardSettingsHandlers(backend),
  ...demoHandlers(backend),
];
