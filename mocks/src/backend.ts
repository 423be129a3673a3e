import type { DemoDb } from './db';
import { seed, type ScenarioName } from './scenarios';

/** Where the backend keeps its state between page loads (demo mode) or nowhere (tests). */
export interface Persistence {
  load(): DemoDb | undefined;
  save(db: DemoDb): void;
  /**
   * What is stored now, compared by value: it changes with every save by any writer (another
   * tab of this browser included), so a backend reloads only when someone else wrote.
   */
  stamp(): string | null;
}

// 2: the id counter starts at ID_START (db.ts); a database stored before is seeded again.
const VERSION = 2;

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
      const raw = JSON.stringify({ version: VERSION, db });
      // A read changes nothing: no write, and no storage event for the other tabs to reload.
      if (raw !== localStorage.getItem(key)) localStorage.setItem(key, raw);
    },
    stamp() {
      return localStorage.getItem(key);
    },
  };
}

/**
 * One store in memory that several backends share, as the tabs of one browser share
 * localStorage (tests of the cross-tab behaviour). Each load is a copy, as a parse would be.
 */
export function memoryPersistence(): Persistence {
  let stored: string | null = null;
  return {
    load: () => (stored === null ? undefined : (JSON.parse(stored) as DemoDb)),
    save(db) {
      stored = JSON.stringify(db);
    },
    stamp: () => stored,
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
  /** The stored state this instance last read or wrote. */
  private seen: string | null;

  constructor(
    private readonly persistence?: Persistence,
    private readonly scenario: ScenarioName = 'demo',
  ) {
    this.db = persistence?.load() ?? seed(scenario);
    this.seen = persistence?.stamp() ?? null;
  }

  save() {
    if (!this.persistence) return;
    this.persistence.save(this.db);
    this.seen = this.persistence.stamp();
  }

  /**
   * Takes up what another writer stored since this instance last read or wrote: each tab runs
   * its own backend in the page, and this makes them one backend (a login in one tab
   * supersedes the session of another). Called before every request; storage cleared by hand
   * starts again from the seed, as a reload would.
   */
  sync() {
    if (!this.persistence) return;
    const stamp = this.persistence.stamp();
    if (stamp === this.seen) return;
    this.db = this.persistence.load() ?? seed(this.scenario);
    this.seen = stamp;
  }

  /** Starts again from a scenario (the demo panel's Reset, a story's persona). */
  reset(scenario: ScenarioName) {
    this.db = seed(scenario);
    this.save();
  }

  /**
   * Opens a session for a user; older sessions of that user become superseded (a second login
   * elsewhere). Stories and tests start signed in with a verified session; login and sign-up
   * open one whose e-mailed code is still pending (`codePending`), which only the two-factor
   * calls and logout accept until the code is verified.
   */
  openSession(email: string, { codePending = false } = {}) {
    for (const session of Object.values(this.db.sessions))
      if (session.email === email) session.superseded = true;
    const access = newToken();
    const refresh = newToken();
    this.db.sessions[access] = {
      email,
      refreshToken: refresh,
      expiresAt: this.now() + ACCESS_TOKEN_TTL_MS,
      superseded: false,
      codePending,
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
