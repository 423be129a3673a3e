/**
 * Settings the app supplies at boot (from its environment): the API host, the language, and the
 * fixed client identity the auth calls carry. Nothing here reads import.meta.env, so the client
 * runs the same in the app, in Storybook and in Node tests.
 */
export interface ApiConfig {
  /** Origin of the API, e.g. "https://api.example.com"; empty for same-origin (demo mode). */
  host: string;
  /** Sent as Accept-Language. @default 'en' */
  locale: string;
  clientId: string;
  clientSecret: string;
  scopes: string;
  /** reCAPTCHA v3 site key; without one the auth calls carry a stand-in token (demo mode). */
  recaptchaSiteKey: string;
  /**
   * How long a read (GET) may go unanswered before it fails as a network failure, so a stalled
   * line ends in "could not be loaded" and Try again rather than a skeleton without end. Writes
   * have none: whether a money move went through is not known from a timeout. @default 30000
   */
  readTimeoutMs: number;
}

let config: ApiConfig = {
  host: '',
  locale: 'en',
  clientId: 'web',
  clientSecret: '',
  scopes: '',
  recaptchaSiteKey: '',
  readTimeoutMs: 30_000,
};

export function configureApi(next: Partial<ApiConfig>) {
  config = { ...config, ...next };
}

export const getApiConfig = (): Readonly<ApiConfig> => config;

/** The URL of a call: host + /api/v1/ + path (a leading slash or /api/v1/ in the path is tolerated). */
export function apiUrl(path: string): string {
  const clean = path.replace(/^\/+/, '').replace(/^api\/v1\//, '');
  return `${config.host.replace(/\/+$/, '')}/api/v1/${clean}`;
}
