// The HTTP security headers every response of the app carries, generated per build from the
// same VITE_* settings the app is built with. `vite build` writes them as `_headers` (Netlify,
// Cloudflare Pages) into dist/ and dist-demo/; vite preview serves the e2e journeys with that
// file; docs/security.md has the same policy for nginx. Scored by security-headers.test.ts.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Sumsub's own host (packages/screens/src/kyc/widget/sumsubMessages.ts). */
export const SUMSUB_DEFAULT_ORIGIN = 'https://api.sumsub.com';
/** Where Google's reCAPTCHA v3 loads its script and frames from (Google's CSP guidance). */
export const RECAPTCHA_SCRIPT_SOURCES = [
  'https://www.google.com/recaptcha/',
  'https://www.gstatic.com/recaptcha/',
];
export const RECAPTCHA_FRAME_SOURCES = [
  'https://www.google.com/recaptcha/',
  'https://recaptcha.google.com/recaptcha/',
];

/**
 * The <style> elements react-aria adds at run time (usePress: touch-action on every pressable;
 * usePreventScroll: overscroll in modals on iOS), allowed by their hashes instead of allowing
 * any inline style. security-headers.test.ts checks them against the installed react-aria.
 */
export const REACT_ARIA_STYLES = [
  '@layer {\n  [data-react-aria-pressable] {\n    touch-action: pan-x pan-y pinch-zoom;\n  }\n}',
  '@layer {\n  * {\n    overscroll-behavior: contain;\n  }\n}',
];
/** A script of packages/app/boot/ as the build inlines it: without its full-line comments. */
const bootFile = (name) =>
  readFileSync(join(import.meta.dirname, '../packages/app/boot', name), 'utf8')
    .replace(/^\s*\/\/.*\n/gm, '')
    .trim();
/** The theme script every page runs before its first paint (boot/theme.js). */
export const THEME_SCRIPT = bootFile('theme.js');
/** The language, picked before the first paint (boot/locale.js). */
export const LOCALE_SCRIPT = bootFile('locale.js');
/** A return visit's reads, sent before any module has loaded (boot/reads.js; real-API build). */
export const READS_SCRIPT = bootFile('reads.js');
/**
 * The one inline script of each page's head: the theme, the language, then in the real-API build
 * the early reads (the demo's backend starts with the app). Allowed by its hash, so script-src
 * stays 'self' plus this one script.
 */
export const bootScript = (demo) =>
  [THEME_SCRIPT, LOCALE_SCRIPT, ...(demo ? [] : [READS_SCRIPT])].join('\n');
const sha256 = (text) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/** Cuts a configured URL (or a Sentry DSN, key and path included) down to its origin. */
const originOf = (url) => (url ? new URL(url).origin : undefined);

/** The build's settings as the headers need them, read from the same env as the app's code. */
export function headerConfig(env, demo) {
  return {
    demo,
    apiOrigin: originOf(env.VITE_API_HOST),
    identityWidgetOrigin: originOf(env.VITE_SUMSUB_BASE_URL) ?? SUMSUB_DEFAULT_ORIGIN,
    partnerExchangeOrigin: originOf(env.VITE_PARTNER_EXCHANGE_URL),
    cardWidgetOrigin: originOf(env.VITE_CARD_WIDGET_URL),
    sentryOrigin: originOf(env.VITE_SENTRY_DSN),
    vitalsOrigin: originOf(env.VITE_VITALS_URL),
    recaptcha: Boolean(env.VITE_RECAPTCHA_SITE_KEY),
  };
}

const sources = (...list) => [...new Set(list.flat().filter(Boolean))].join(' ');

/**
 * The Content-Security-Policy. Scripts come from this origin only (plus reCAPTCHA where a site
 * key is configured); frames and connections go to exactly the configured third parties. The
 * demo build has none: its API, identity widget and other stand-ins all answer from 'self'.
 */
export function contentSecurityPolicy(config) {
  // The widgets are framed and talked to; the API, Sentry and field timings are only talked to.
  const widgets = config.demo
    ? []
    : [config.identityWidgetOrigin, config.partnerExchangeOrigin, config.cardWidgetOrigin];
  const recaptcha = !config.demo && config.recaptcha;
  const directives = {
    'default-src': "'self'",
    'script-src': sources(
      "'self'",
      sha256(bootScript(config.demo)),
      recaptcha && RECAPTCHA_SCRIPT_SOURCES,
    ),
    // CSS files and react-aria's two rules: React sets style props through the CSSOM, which
    // CSP does not govern, so no 'unsafe-inline'.
    'style-src': sources("'self'", REACT_ARIA_STYLES.map(sha256)),
    // The sign-up flags are served from this origin (packages/screens/src/auth/Signup/flags.ts).
    'img-src': "'self'",
    'connect-src': sources(
      "'self'",
      widgets,
      !config.demo && [config.apiOrigin, config.sentryOrigin, config.vitalsOrigin],
    ),
    'frame-src': config.demo ? "'self'" : sources(widgets, recaptcha && RECAPTCHA_FRAME_SOURCES),
    // The real-API build's service worker (sw.js, this origin); the demo's mock backend runs in
    // the page, so the demo has none.
    'worker-src': config.demo ? "'none'" : "'self'",
    'object-src': "'none'",
    'base-uri': "'none'",
    'form-action': "'self'",
    // The demo's partner-exchange stand-in is a page of this origin framed by the app.
    'frame-ancestors': config.demo ? "'self'" : "'none'",
  };
  return Object.entries(directives)
    .map(([name, value]) => `${name} ${value}`)
    .join('; ');
}

/** Every header, in the order they are written. */
export function securityHeaders(config) {
  const camera = config.demo ? 'self' : `self "${config.identityWidgetOrigin}"`;
  return {
    'Content-Security-Policy': contentSecurityPolicy(config),
    'Strict-Transport-Security': 'max-age=63072000; includeSubDomains; preload',
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': config.demo ? 'SAMEORIGIN' : 'DENY',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Cross-Origin-Resource-Policy': 'same-origin',
    // The camera for the identity check (this page and the widget's frame); nothing else. Only
    // features Chromium knows: an unknown one (`bluetooth`) logs an error on every page.
    'Permissions-Policy': [
      `camera=(${camera})`,
      ...[
        'accelerometer',
        'autoplay',
        'display-capture',
        'geolocation',
        'gyroscope',
        'hid',
        'magnetometer',
        'microphone',
        'midi',
        'payment',
        'screen-wake-lock',
        'serial',
        'usb',
        'xr-spatial-tracking',
      ].map((feature) => `${feature}=()`),
    ].join(', '),
  };
}

/** The `_headers` file of Netlify and Cloudflare Pages: every path gets every header. */
export function headersFile(headers) {
  const lines = Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`);
  return [
    '# Generated at build time by scripts/security-headers.mjs; see docs/security.md.',
    '/*',
    ...lines,
    '',
  ].join('\n');
}

/** Reads a `_headers` file back (its `/*` block), for the e2e server and the score test. */
export function parseHeadersFile(text) {
  const headers = {};
  let inBlock = false;
  for (const line of text.split('\n')) {
    if (line.startsWith('#') || !line.trim()) continue;
    if (!/^\s/.test(line)) {
      inBlock = line.trim() === '/*';
      continue;
    }
    if (!inBlock) continue;
    const colon = line.indexOf(':');
    headers[line.slice(0, colon).trim()] = line.slice(colon + 1).trim();
  }
  return headers;
}
