import type { RootOptions } from 'react-dom/client';

/**
 * Error reporting: Sentry when VITE_SENTRY_DSN is set (loaded on demand, so it costs the login
 * route nothing), otherwise nothing leaves the browser. Reports never carry tokens: Sentry's
 * default scrubbing (no PII by default), and we attach no request bodies or storage.
 */
type Reporter = (error: unknown) => void;

let report: Reporter = () => {};

export async function initReporting() {
  const dsn = import.meta.env.VITE_SENTRY_DSN;
  if (!dsn) return;
  const Sentry = await import('@sentry/react');
  Sentry.init({ dsn, tracesSampleRate: 0 });
  report = (error) => Sentry.captureException(error);
}

/** Logs an uncaught error as a warning (spec 2 section 8) and reports it where configured. */
// eslint-disable-next-line lingui/no-unlocalized-strings -- a developer's log label
export function reportError(error: unknown, what = 'Uncaught render error') {
  console.warn(what, error);
  report(error);
}

// React's hydration mismatch (#418) and a boundary the server did not finish (#419), in the
// production and the development wording.
const HYDRATION_MISMATCH =
  /Minified React error #41[89]\b|Hydration failed because|The server could not finish this Suspense boundary/;

/**
 * Whether React had to render a prerendered page again on the client because the visitor's
 * first render differs from the HTML (something of theirs in storage shows, say): expected, and
 * repaired by React, so not an app error.
 */
export const isHydrationMismatch = (error: unknown) =>
  error instanceof Error && HYDRATION_MISMATCH.test(error.message);

/**
 * React's own error hooks for `createRoot` and `hydrateRoot`: errors an error boundary caught
 * (the error page is showing), errors nothing caught (the root is gone; `onUnrecoverable` puts
 * something back), and errors React recovered from by rendering again; a hydration mismatch
 * among these is logged only.
 */
export function rootErrorOptions(onUnrecoverable: () => void): RootOptions {
  return {
    onCaughtError: (error) => reportError(error),
    onUncaughtError: (error) => {
      reportError(error);
      onUnrecoverable();
    },
    onRecoverableError: (error) => {
      if (isHydrationMismatch(error))
        console.warn('Prerendered page rendered on the client', error);
      // eslint-disable-next-line lingui/no-unlocalized-strings -- a developer's log label
      else reportError(error, 'Recovered render error');
    },
  };
}
