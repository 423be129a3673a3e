/// <reference types="vite/client" />

/** True in the demo build: the mock backend runs in the browser. Replaced at build time. */
declare const __DEMO__: boolean;
/** The deploy's name for field timings: VITE_APP_VERSION, else the commit built. */
declare const __APP_VERSION__: string;
/** The real-API build registers its service worker (not the demo, not VITE_SERVICE_WORKER=off). */
declare const __SERVICE_WORKER__: boolean;

interface ImportMetaEnv {
  readonly VITE_DEMO?: string;
  /** Origin of the real API, e.g. https://api.example.com */
  readonly VITE_API_HOST?: string;
  readonly VITE_CLIENT_ID?: string;
  readonly VITE_CLIENT_SECRET?: string;
  readonly VITE_SCOPES?: string;
  /** Error reporting is on only when this is set. */
  readonly VITE_SENTRY_DSN?: string;
  readonly VITE_RECAPTCHA_SITE_KEY?: string;
  /** Where Sumsub's identity widget is served from; Sumsub's own host when unset. */
  readonly VITE_SUMSUB_BASE_URL?: string;
  /** The partner exchange's page for /buy-crypto (it gets the encrypted token as `token`). */
  readonly VITE_PARTNER_EXCHANGE_URL?: string;
  /** Where each visit's field timings go (sendBeacon); none are collected when unset. */
  readonly VITE_VITALS_URL?: string;
  /** `off`: the build ships the service worker's kill switch instead of the worker. */
  readonly VITE_SERVICE_WORKER?: string;
}
