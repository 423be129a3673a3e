export {
  DemoBackend,
  localStoragePersistence,
  ACCESS_TOKEN_TTL_MS,
  type Persistence,
} from './backend';
export { createHandlers } from './handlers';
export { PERSONAS, seed, type ScenarioName } from './scenarios';
export { DEMO_PASSWORD, referralCodeFor } from './fixtures';
export { COMPLIANCE_EMAIL, FAILABLE_CALLS, SERVER_MESSAGES, TRIGGERS } from './triggers';
export type { DemoDb, DemoUser, InboxMessage } from './db';
export { inLanguage } from './language';
