import type { DemoBackend } from '../backend';
import { addressBookHandlers } from './addressBook';
import { authHandlers } from './auth';
import { cardSettingsHandlers } from './cardSettings';
import { cardHandlers } from './cards';
import { configHandlers } from './config';
import { demoHandlers } from './demo';
import { dispatcher } from './dispatch';
import { moneyHandlers } from './money';
import { profileHandlers } from './profile';
import { referralHandlers } from './referral';

/** Every handler of the demo backend, all sharing one database, as one MSW handler (dispatch.ts). */
export const createHandlers = (backend: DemoBackend) => [
  dispatcher([
    ...authHandlers(backend),
    ...profileHandlers(backend),
    ...configHandlers(backend),
    ...moneyHandlers(backend),
    ...referralHandlers(backend),
    ...addressBookHandlers(backend),
    ...cardHandlers(backend),
    ...cardSettingsHandlers(backend),
    ...demoHandlers(backend),
  ]),
];
