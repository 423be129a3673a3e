import type { DemoDb } from './db';
import { seed, type ScenarioName } from './scenarios';

/** Where the backend keeps its state between page loads (demo mode) or nowhere (tests). */
export interface Persistence {
  load(): DemoDb | undefined;
  save(db: DemoDb): void;
}

const VERSION = 1;

export const newToken = () =>
  (globalThis.crypto?.randomUUID?.() ?? `${Date.now()}-${Math.random()}`).replace(/-/g, '');

/** Keeps the demo backend in localStorage, so the reloads the spec asks for do not wipe it. */
export function localStoragePersistence(key = 'wallet-demo-backend'): Persistence {
  return {
    load() {
      try {
        const raw = localStorage.getItem(key);
        const parsed = raw ? (JSON.parse(raw) as { version: number; db: DemoDb }) : undefined;
        return parsed?.version === VERSION ? parsed.db : undefined;
      } catch {
        return undefined;
      }
    },
    save(db) {
      localStorage.setItem(key, JSON.stringify({ version: VERSION, db }));
    },
  };
}

/** How long an access token lives in the demo backend. */
export const ACCESS_TOKEN_TTL_MS = 15 * 60_000;
/** How long an e-mailed reset link stays valid. */
export const RESET_LINK_TTL_MS = 30 * 60_000;

/**
 * The stateful fake backend: one database, changed by the handlers exactly as a real backend
 * would change its own, so every later read shows what earlier calls did.
 */
export class DemoBackend {
  db: DemoDb;
  /** The clock, replaceable in tests. */
  now: () => number = () => Date.now();

  constructor(
    private readonly persistence?: Persistence,
    scenario: ScenarioName = 'demo',
  ) {
    this.db = persistence?.load() ?? seed(scenario);
  }

  save() {
    this.persistence?.save(this.db);
  }

  /** Starts again from a scenario (the demo panel's Reset, a story's persona). */
  reset(scenario: ScenarioName) {
    this.db = seed(scenario);
    this.save();
  }

  /**
   * Opens a session for a user, as a successful login does; older sessions of that user become
   * superseded (a second login elsewhere). Also how stories and tests start signed in.
   */
  openSession(email: string) {
    for (const session of Object.values(this.db.sessions))
      if (session.email === email) session.superseded = true;
    const access = newToken();
    const refresh = newToken();
    this.db.sessions[access] = {
      email,
      refreshToken: refresh,
      expiresAt: this.now() + ACCESS_TOKEN_TTL_MS,
      superseded: false,
    };
    this.save();
    return { access_token: access, refresh_token: refresh };
  }

  /** Makes every issued access token expired, to exercise refresh. */
  expireAccessTokens() {
    for (const session of Object.values(this.db.sessions)) session.expiresAt = 0;
    this.save();
  }

  /** Switches a call ("GET profile", "POST send/confirm") to failing with 500, or back. */
  setFailing(call: string, failing = true) {
    this.db.failing = failing
      ? [...new Set([...this.db.failing, call])]
      : this.db.failing.filter((c) => c !== call);
    this.save();
  }
}
