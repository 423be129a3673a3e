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
} as const;

export type SessionKey = keyof typeof SESSION_KEYS;

/** Why a session ended: the user logged out, it timed out, refresh failed, or a login elsewhere. */
export type SessionEndReason = 'logout' | 'timeout' | 'expired' | 'multiple-login';

type Listener = (reason: SessionEndReason) => void;
const listeners = new Set<Listener>();

const storage = () => (typeof sessionStorage === 'undefined' ? undefined : sessionStorage);

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
  },
  hasAccessToken() {
    return Boolean(this.get('accessToken'));
  },
  /** Clears every session key. */
  clear() {
    for (const key of Object.keys(SESSION_KEYS) as SessionKey[]) this.remove(key);
  },
};

/** Ends the session: clears storage and tells listeners (the app logs out and shows why). */
export function endSession(reason: SessionEndReason) {
  sessionStore.clear();
  for (const listener of listeners) listener(reason);
}

/** Subscribes to session ends; returns the unsubscribe function. */
export function onSessionEnd(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
