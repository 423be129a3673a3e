/**
 * The session kept in sessionStorage (spec 1 section 3): tokens, the user's e-mail, the last
 * location, and whether the recaptcha badge is shown. Tokens live nowhere else: not in URLs,
 * logs or error reports.
 */
export const SESSION_KEYS = {
  accessToken: 'access_token',
  refreshToken: 'refresh_token',
  userEmail: 'user_email',
  lastLocation: 'last_location',
  recaptchaBadge: 'recaptcha_badge',
  /** 'login' or 'signup' from the password step until two-factor passes (see codePendingFor). */
  codePending: 'code_pending',
  /**
   * A random id of this session, made with its first tokens: a duplicated tab copies it, so the
   * tabs of one session find what they share in localStorage under it (sessionSharedKey).
   */
  sessionId: 'session_id',
  /** The reads each page sent on its way to its first render (earlyReads.ts): URLs only. */
  earlyReads: 'early_reads',
} as const;

export type SessionKey = keyof typeof SESSION_KEYS;

/**
 * Which sign-in still waits for its e-mailed code: the tokens of the password step are not a
 * session until two-factor passes (the backend refuses them with a 401, error_id 4291). Any
 * value other than 'signup' reads as a login, so a tampered flag still blocks.
 */
export function codePendingFor(): 'login' | 'signup' | null {
  const flow = sessionStore.get('codePending');
  return flow === null ? null : flow === 'signup' ? 'signup' : 'login';
}

/**
 * Flows keep what was typed (never a password or a code) under keys with this prefix; they belong
 * to the session, so ending it (logout, timeout, a login elsewhere) clears them too.
 */
export const DRAFT_KEY_PREFIX = 'draft:';

/** Why a session ended: the user logged out, it timed out, refresh failed, or a login elsewhere. */
export type SessionEndReason = 'logout' | 'timeout' | 'expired' | 'multiple-login';

type Listener = (reason: SessionEndReason) => void;
const listeners = new Set<Listener>();

const storage = () => (typeof sessionStorage === 'undefined' ? undefined : sessionStorage);
const shared = () => (typeof localStorage === 'undefined' ? undefined : localStorage);

/** localStorage keys that the tabs of one session share; removed when the session ends. */
export const SHARED_SESSION_PREFIX = 'wallet-session:';
const sharedPrefixOf = (id: string) => `${SHARED_SESSION_PREFIX}${id}:`;

/**
 * The localStorage key under which the tabs of this session share `name` (the last activity, the
 * marks of sent reviews): keyed by the session, never by the person, and removed with it, so
 * nothing of the customer stays in the browser after the session ends (docs/security.md).
 * Undefined without a session.
 */
export function sessionSharedKey(name: string): string | undefined {
  const id = sessionStore.get('sessionId');
  return id ? `${sharedPrefixOf(id)}${name}` : undefined;
}

const newSessionId = () =>
  globalThis.crypto?.randomUUID?.() ?? `${Date.now()}-${Math.random().toString(36).slice(2)}`;

let generation = 0;
/** Bumped each time the session is cleared, so a refresh begun before cannot write tokens back. */
export const sessionGeneration = () => generation;

export const sessionStore = {
  get(key: SessionKey): string | null {
    return storage()?.getItem(SESSION_KEYS[key]) ?? null;
  },
  set(key: SessionKey, value: string) {
    storage()?.setItem(SESSION_KEYS[key], value);
  },
  remove(key: SessionKey) {
    storage()?.removeItem(SESSION_KEYS[key]);
  },
  setTokens(accessToken: string, refreshToken: string) {
    this.set('accessToken', accessToken);
    this.set('refreshToken', refreshToken);
    if (!this.get('sessionId')) this.set('sessionId', newSessionId());
  },
  hasAccessToken() {
    return Boolean(this.get('accessToken'));
  },
  /** Clears every session key, every flow's draft and what the session's tabs shared. */
  clear() {
    generation += 1;
    const id = this.get('sessionId');
    const sharedStore = shared();
    if (id && sharedStore) {
      const keys = Array.from({ length: sharedStore.length }, (_, i) => sharedStore.key(i) ?? '');
      for (const key of keys) if (key.startsWith(sharedPrefixOf(id))) sharedStore.removeItem(key);
    }
    for (const key of Object.keys(SESSION_KEYS) as SessionKey[]) this.remove(key);
    const store = storage();
    if (!store) return;
    const keys = Array.from({ length: store.length }, (_, i) => store.key(i) ?? '');
    for (const key of keys) if (key.startsWith(DRAFT_KEY_PREFIX)) store.removeItem(key);
  },
};

/** A session end no one was listening for yet, told to the first listener. */
let unheard: SessionEndReason | null = null;

/** Ends the session: clears storage and tells listeners (the app logs out and shows why). */
export function endSession(reason: SessionEndReason) {
  sessionStore.clear();
  // An answer can end the session before the app has subscribed (the first page's calls start
  // in layout effects, its subscription is a passive effect): the app must still hear why.
  if (listeners.size === 0) unheard = reason;
  for (const listener of listeners) listener(reason);
}

/**
 * Subscribes to session ends; returns the unsubscribe function. A session that ended before
 * anyone listened is told to the first listener, unless a new session has begun since.
 */
export function onSessionEnd(listener: Listener): () => void {
  listeners.add(listener);
  const missed = unheard;
  unheard = null;
  if (missed && !sessionStore.hasAccessToken()) listener(missed);
  return () => listeners.delete(listener);
}
